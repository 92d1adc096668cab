// How reports leave the page: fetch with keepalive and the token while the page stays, without keepalive for a body
// over its quota, the beacon when the page goes and fetch cannot; never a throw or a rejection.
import { MONITORING_API } from '@etp/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEPALIVE_MAX_BYTES, sendClientErrors } from './sendClientErrors';

const beacon = vi.fn((_url: string, _body: Blob) => true);
afterEach(() => {
  vi.unstubAllGlobals();
  beacon.mockClear();
});

function stubFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn((_url: string, _init: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  return fetch;
}

describe('sendClientErrors', () => {
  it('posts with keepalive and the token', async () => {
    const fetch = stubFetch(async () => new Response('{}', { status: 200 }));
    expect(await sendClientErrors('{"reports":[]}', { token: 'Bearer t', closing: false })).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(MONITORING_API.clientErrors);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { authorization: 'Bearer t' } });
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends a body over the keepalive quota without keepalive while the page stays, as a beacon when it goes', async () => {
    const fetch = stubFetch(async () => new Response('{}', { status: 200 }));
    const big = `{"reports":[],"replay":"${'x'.repeat(KEEPALIVE_MAX_BYTES)}"}`;
    await sendClientErrors(big, { token: '', closing: false });
    expect(fetch.mock.calls[0]![1]).toMatchObject({ keepalive: false });
    expect(await sendClientErrors(big, { token: '', closing: true })).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![1].type).toBe('application/json');
  });

  it('falls back to the beacon when fetch fails as the page goes, and answers a failure otherwise', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendClientErrors('{}', { token: '', closing: false })).toEqual({ ok: false, retryAfterMs: null });
    expect(beacon).not.toHaveBeenCalled();
    expect(await sendClientErrors('{}', { token: '', closing: true })).toEqual({ ok: true });
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it("reads a 429's wait", async () => {
    stubFetch(async () => new Response('{}', { status: 429, headers: { 'retry-after': '12' } }));
    expect(await sendClientErrors('{}', { token: '', closing: false })).toEqual({ ok: false, retryAfterMs: 12_000 });
  });
});
