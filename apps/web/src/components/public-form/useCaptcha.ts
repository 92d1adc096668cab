// The state of a form's captcha, an ALTCHA proof of work the browser solves by itself (<CaptchaField> shows the
// widget): the solution to send once it is verified, and a refresh. A solution answers one send, so a form calls
// refresh() after every failed send, and after a successful one when the form stays open.
import { useCallback, useMemo, useRef, useState } from 'react';
import { getCaptcha } from '../../api/captcha/getCaptcha';
import { RequestError } from '../../api/http';

/** `loading` until the widget's code has arrived (`unavailable` if it could not); then the widget's own states. */
export type CaptchaStatus = 'loading' | 'unavailable' | 'unverified' | 'verifying' | 'verified' | 'expired' | 'failed';

/** What useCaptcha needs of the <altcha-widget> element. */
export interface CaptchaWidget {
  reset(): void;
  verify(): Promise<unknown>;
}

export interface CaptchaState {
  status: CaptchaStatus;
  /** Why the last challenge could not be had (the server's sentence, e.g. too many requests). */
  failure: string | null;
  /** A new challenge, solved at once (nothing while one is being solved: that solution has not been sent). */
  refresh: () => void;
  /** Spread into the request body: { captcha }, empty until the widget has verified. */
  fields: { captcha: string };
  /** For <CaptchaField>: how the widget reaches this state. */
  connection: CaptchaConnection;
}

export interface CaptchaConnection {
  /** The widget element, once defined and loaded (null when it goes away). */
  attach: (widget: CaptchaWidget | null) => void;
  /** The widget's state changes (its `statechange` event), with the payload when verified. */
  onState: (state: string, payload: string | null) => void;
  /** The widget's `fetch`: the challenge through the app's API client, whose errors this state keeps. */
  fetchChallenge: () => Promise<Response>;
  /** The widget's code could not be loaded. */
  onLoadFailed: () => void;
}

const WIDGET_STATES = new Set<string>(['unverified', 'verifying', 'verified', 'expired']);

export function useCaptcha(): CaptchaState {
  const [status, setStatus] = useState<CaptchaStatus>('loading');
  const [failure, setFailure] = useState<string | null>(null);
  const [payload, setPayload] = useState('');
  const widget = useRef<CaptchaWidget | null>(null);
  const current = useRef<CaptchaStatus>('loading');

  const solve = useCallback(() => {
    const element = widget.current;
    if (!element) return;
    element.reset();
    void element.verify();
  }, []);

  const connection = useMemo<CaptchaConnection>(
    () => ({
      attach: (element) => {
        widget.current = element;
        if (element) solve();
      },
      onState: (state, verifiedPayload) => {
        const next: CaptchaStatus = WIDGET_STATES.has(state) ? (state as CaptchaStatus) : 'failed';
        current.current = next;
        setStatus(next);
        setPayload(next === 'verified' ? (verifiedPayload ?? '') : '');
        if (next === 'verifying') setFailure(null);
        // A challenge lives CAPTCHA_TTL_S: one that ran out while the form was being filled is replaced at once.
        if (next === 'expired') solve();
      },
      fetchChallenge: () =>
        getCaptcha().then(
          (challenge) => new Response(JSON.stringify(challenge), { headers: { 'content-type': 'application/json' } }),
          (error: unknown) => {
            if (error instanceof RequestError) setFailure(error.message);
            throw error;
          },
        ),
      onLoadFailed: () => {
        current.current = 'unavailable';
        setStatus('unavailable');
      },
    }),
    [solve],
  );

  const refresh = useCallback(() => {
    if (current.current !== 'verifying') solve();
  }, [solve]);

  return { status, failure, refresh, fields: { captcha: payload }, connection };
}
