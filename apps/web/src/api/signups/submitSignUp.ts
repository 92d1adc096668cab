// POST /p/v1/sign-ups: a citizen's training sign-up (silent: the form shows the answer itself).
import { SIGNUPS_API, type SignUpInput } from '@etp/contracts';
import { post } from '../http';

export const submitSignUp = (body: SignUpInput) =>
  post<{ duplicate: boolean }>(SIGNUPS_API.submit, body, { silent: true });
