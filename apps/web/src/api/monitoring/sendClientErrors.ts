// POST /p/v1/client-errors: error reports leave the page by themselves, not through the request wrapper (http.ts):
// no loading overlay, no toast, no breadcrumb and no token refresh, so a report never shows, never waits and never
// reports its own failure. `fetch` with keepalive carries the token and outlives the page; a body over keepalive's
// quota (a replay) goes without it; sendBeacon is the last resort (no headers, so no user).
import { MONITORING_API } from '@etp/contracts';
import { apiBaseFor } from '@/utils/env';

/** Chromium refuses keepalive bodies over 64 KiB (counted over every keepalive request in flight). */
export const KEEPALIVE_MAX_BYTES = 60_000;

export type SendOutcome = { ok: true } | { ok: false; retryAfterMs: number | null };

export interface SendOptions {
  /** The access token as stored ('Bearer ...'), or ''. */
  token: string;
  /** The page is going away: only a request that outlives it is worth making. */
  closing: boolean;
}

const url = () => `${apiBaseFor(window.location.hostname)}${MONITORING_API.clientErrors}`;

function beacon(body: string): SendOutcome {
  const sent =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(url(), new Blob([body], { type: 'application/json' }));
  return sent ? { ok: true } : { ok: false, retryAfterMs: null };
}

/** Sends a JSON body of reports; never throws, never rejects. */
export async function sendClientErrors(body: string, { token, closing }: SendOptions): Promise<SendOutcome> {
  const bytes = new Blob([body]).size;
  const keepalive = bytes <= KEEPALIVE_MAX_BYTES;
  if (closing && !keepalive) return beacon(body);
  try {
    const response = await fetch(url(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body,
      keepalive,
      credentials: 'omit',
    });
    if (response.ok) return { ok: true };
    const retryAfter = Number(response.headers.get('retry-after'));
    return { ok: false, retryAfterMs: response.status === 429 && retryAfter > 0 ? retryAfter * 1000 : null };
  } catch {
    // No fetch that can outlive the page (an old browser, the keepalive quota taken): the beacon, when closing.
    return closing ? beacon(body) : { ok: false, retryAfterMs: null };
  }
}
