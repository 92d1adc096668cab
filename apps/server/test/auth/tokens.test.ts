// The access-token check is hand-written for speed; these tests hold it to jose's verdict.
import { createHmac } from 'node:crypto';
import { fc, test } from '@fast-check/vitest';
import { jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from '@/core/tokens.ts';

const SECRET = 'unit-test-secret-unit-test-secret-0123456789';
const service = new TokenService(SECRET, 7200, 86400);
const key = new TextEncoder().encode(SECRET);
const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const claims = (over: Record<string, unknown> = {}) => ({
  sub: '7',
  sid: 'abc',
  role: 'teacher',
  iss: 'etp',
  aud: 'etp-web',
  iat: now(),
  exp: now() + 600,
  ...over,
});

function sign(header: unknown, payload: unknown, secret = SECRET): string {
  const signingInput = `${b64(header)}.${b64(payload)}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}

async function joseAccepts(token: string): Promise<boolean> {
  try {
    await jwtVerify(token, key, { algorithms: ['HS256'], issuer: 'etp', audience: 'etp-web', requiredClaims: ['exp'] });
    return true;
  } catch {
    return false;
  }
}

describe('access token check', () => {
  it('accepts a token it signed', async () => {
    const token = await service.signAccess({ userId: 7, sessionId: 'abc', role: 'teacher' });
    expect(service.verifyAccess(token)).toEqual({ userId: 7, sessionId: 'abc', role: 'teacher' });
  });

  describe('the cache of verified tokens', () => {
    afterEach(() => vi.useRealTimers());

    it('still ends a cached token at its exp', () => {
      vi.useFakeTimers({ now: Date.now() });
      const cached = new TokenService(SECRET, 7200, 86400);
      const token = sign({ alg: 'HS256', typ: 'JWT' }, claims({ exp: now() + 60 }));
      expect(cached.verifyAccess(token)).toEqual({ userId: 7, sessionId: 'abc', role: 'teacher' });
      vi.setSystemTime(Date.now() + 61_000);
      expect(cached.verifyAccess(token)).toBeNull();
    });

    it("waits for a cached token's nbf", () => {
      vi.useFakeTimers({ now: Date.now() });
      const cached = new TokenService(SECRET, 7200, 86400);
      const token = sign({ alg: 'HS256' }, claims({ nbf: now() }));
      expect(cached.verifyAccess(token)).not.toBeNull();
      vi.setSystemTime(Date.now() - 5_000);
      expect(cached.verifyAccess(token)).toBeNull();
    });

    it('keys on the exact text: a cached token does not vouch for a look-alike', () => {
      const cached = new TokenService(SECRET, 7200, 86400);
      const token = sign({ alg: 'HS256' }, claims());
      expect(cached.verifyAccess(token)).not.toBeNull();
      const [h, , s] = token.split('.');
      expect(cached.verifyAccess(`${h}.${b64(claims({ role: 'admin' }))}.${s}`)).toBeNull();
      expect(cached.verifyAccess(`${token}=`)).toBeNull();
    });
  });

  it.each([
    ['alg none', () => `${b64({ alg: 'none' })}.${b64(claims())}.`],
    ['alg HS512 header', () => sign({ alg: 'HS512' }, claims())],
    ['a foreign key', () => sign({ alg: 'HS256' }, claims(), 'another-secret-another-secret-another')],
    [
      'a tampered payload',
      () => {
        const [h, , s] = sign({ alg: 'HS256' }, claims()).split('.');
        return `${h}.${b64(claims({ role: 'admin' }))}.${s}`;
      },
    ],
    ['an expired token', () => sign({ alg: 'HS256' }, claims({ exp: now() - 1 }))],
    ['no exp', () => sign({ alg: 'HS256' }, { ...claims(), exp: undefined })],
    ['a future nbf', () => sign({ alg: 'HS256' }, claims({ nbf: now() + 600 }))],
    ['another issuer', () => sign({ alg: 'HS256' }, claims({ iss: 'evil' }))],
    ['another audience', () => sign({ alg: 'HS256' }, claims({ aud: 'other' }))],
    ['a crit header', () => sign({ alg: 'HS256', crit: ['exp'] }, claims())],
    ['an unknown role', () => sign({ alg: 'HS256' }, claims({ role: 'root' }))],
    ['a numeric sub', () => sign({ alg: 'HS256' }, claims({ sub: 7 }))],
    ['padding in the signature', () => `${sign({ alg: 'HS256' }, claims())}=`],
    ['four segments', () => `${sign({ alg: 'HS256' }, claims())}.x`],
  ])('refuses %s', (_name, make) => {
    expect(service.verifyAccess(make())).toBeNull();
  });

  test.prop(
    [
      fc.record({
        alg: fc.constantFrom('HS256', 'HS512', 'none', 'RS256', 'hs256'),
        crit: fc.option(fc.constant(['exp']), { nil: undefined }),
        b64: fc.option(fc.boolean(), { nil: undefined }),
      }),
      fc.record({
        sub: fc.oneof(fc.constant('7'), fc.integer().map(String), fc.integer(), fc.constant('')),
        sid: fc.oneof(fc.constant('abc'), fc.integer()),
        role: fc.constantFrom('teacher', 'admin', 'root'),
        iss: fc.constantFrom('etp', 'evil', undefined),
        aud: fc.oneof(fc.constant('etp-web'), fc.constant(['x', 'etp-web']), fc.constant('x')),
        exp: fc.oneof(
          fc.integer({ min: -1000, max: 1000 }).map((d) => now() + d),
          fc.constant(undefined),
          fc.constant('soon'),
        ),
        nbf: fc.option(
          fc.integer({ min: -1000, max: 1000 }).map((d) => now() + d),
          { nil: undefined },
        ),
      }),
      fc.constantFrom(SECRET, 'another-secret-another-secret-another'),
    ],
    { numRuns: 400 },
  )('never accepts a token that jose refuses', async (header, payload, secret) => {
    const token = sign(header, payload, secret);
    if (service.verifyAccess(token) !== null) expect(await joseAccepts(token)).toBe(true);
  });
});
