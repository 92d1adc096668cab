// GET /p/v1/captcha: a new image captcha for a public form (single use; fetched again after every submission).
import { CAPTCHA_API, type CaptchaChallenge } from '@etp/contracts';
import { get } from '../http';

/** Silent: the captcha field shows its own failure in place, and a portal page must not pull in antd's toast. */
export const getCaptcha = () =>
  get<CaptchaChallenge>(CAPTCHA_API.challenge, { noLoading: true, silent: true }).then((r) => r.data);
