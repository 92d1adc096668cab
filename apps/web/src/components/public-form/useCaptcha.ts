// The state of a form's captcha: the current challenge, the typed answer, and a refresh. A challenge answers one
// submission, right or wrong, so a form calls refresh() after every failed send.
import type { CaptchaChallenge } from '@etp/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getCaptcha } from '../../api/captcha/getCaptcha';
import { RequestError } from '../../api/http';

export type CaptchaStatus = 'loading' | 'ready' | 'failed';

export interface CaptchaState {
  challenge: CaptchaChallenge | null;
  status: CaptchaStatus;
  /** Why it failed to load (the server's sentence, e.g. too many requests). */
  failure: string | null;
  answer: string;
  setAnswer: (answer: string) => void;
  refresh: () => void;
  /** Spread into the request body: { captcha_id, captcha }. */
  fields: { captcha_id: string; captcha: string };
}

export function useCaptcha(): CaptchaState {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [status, setStatus] = useState<CaptchaStatus>('loading');
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState('');
  // Only the latest request may set the picture: a slow earlier one must not replace a newer one.
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const request = ++latest.current;
    setStatus('loading');
    setAnswer('');
    getCaptcha().then(
      (next) => {
        if (request !== latest.current) return;
        setChallenge(next);
        setFailure(null);
        setStatus('ready');
      },
      (error: unknown) => {
        if (!(error instanceof RequestError)) throw error;
        if (request !== latest.current) return;
        setFailure(error.message);
        setStatus('failed');
      },
    );
  }, []);

  useEffect(() => {
    refresh();
  }, [refresh]);

  return {
    challenge,
    status,
    failure,
    answer,
    setAnswer,
    refresh,
    fields: { captcha_id: challenge?.id ?? '', captcha: answer },
  };
}
