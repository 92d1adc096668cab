// The public forms' captcha, an ALTCHA proof of work: issuing (signed, expiring, its cost from CAPTCHA_MAX_NUMBER,
// limited per IP), and what a form protected by requireCaptcha accepts: a solution of this server's challenge,
// once, before it expires; never a missing, forged, foreign, expired, replayed or borrowed one. With Redis, two
// instances share the spent challenges and the per-IP limit.
import { randomBytes } from 'node:crypto';
import { CAPTCHA_API, CAPTCHA_TTL_S, type CaptchaChallenge, captchaAnswer } from '@etp/contracts';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '@/config.ts';
import { CAPTCHA_ITERATIONS, CaptchaChallenges } from '@/lib/captcha/proof-of-work.ts';
import { requireCaptcha } from '@/modules/captcha/index.ts';
import httpPlugin from '@/plugins/http.ts';
import { type Api, clientOf, solveCaptcha, testApp } from '../helpers.ts';
import { TEST_PERSONAL_DATA_KEY } from '../test-keys.ts';

let api: Api;
/** A stand-in public form: the real envelope and error handler, the real shared state, a captcha-protected route. */
let form: FastifyInstance;

beforeAll(async () => {
  api = await testApp({ CAPTCHA_LIMIT_PER_IP: '5' });
  form = Fastify().withTypeProvider<ZodTypeProvider>();
  form.setValidatorCompiler(validatorCompiler);
  form.setSerializerCompiler(serializerCompiler);
  form.decorate('captcha', api.app.captcha);
  await form.register(httpPlugin);
  form.withTypeProvider<ZodTypeProvider>().post('/form', {
    schema: { body: z.object({ name: z.string().min(1), ...captchaAnswer.shape }) },
    preHandler: requireCaptcha,
    handler: async (_request, reply) => reply.ok({ saved: true }),
  });
  await form.ready();
});
afterAll(async () => {
  await form?.close();
  await api?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let ip = 0;
/** Each call from its own address, so the per-IP limit only matters where a test means it to. */
const issue = async (from: Api = api, remoteAddress = `10.9.0.${++ip}`) => {
  const res = await from.anon.get(CAPTCHA_API.challenge, { remoteAddress });
  expect(res.status).toBe(200);
  return { challenge: res.body.data as CaptchaChallenge, res };
};
const submit = (captcha: string, lang = 'zh-CN') =>
  clientOf(form).post('/form', { name: '王小明', captcha }, { headers: { 'accept-language': lang } });
const encode = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64');
const solve = (challenge: CaptchaChallenge) => solveChallenge({ challenge, deriveKey });
const REFUSED = { captcha: '人机验证未通过或已过期，请等待重新验证完成后再提交' };

describe('GET /p/v1/captcha', () => {
  it('answers a signed PBKDF2 challenge that expires, never cached', async () => {
    const { challenge, res } = await issue();
    expect(res.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = challenge;
    expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: CAPTCHA_ITERATIONS, keyLength: 32 });
    expect(parameters.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    const now = Date.now() / 1000;
    expect(parameters.expiresAt).toBeGreaterThan(now + CAPTCHA_TTL_S - 5);
    expect(parameters.expiresAt).toBeLessThanOrEqual(now + CAPTCHA_TTL_S + 1);
  });

  it('costs between half of CAPTCHA_MAX_NUMBER and all of it', async () => {
    // The test apps' CAPTCHA_MAX_NUMBER is 20: every counter a browser has to reach is 10 to 20.
    const counters: number[] = [];
    for (let i = 0; i < 8; i++) counters.push((await solve((await issue()).challenge))!.counter);
    for (const counter of counters) expect(counter).toBeGreaterThanOrEqual(10);
    for (const counter of counters) expect(counter).toBeLessThanOrEqual(20);
  });

  it('limits how many one IP may ask for', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await api.anon.get(CAPTCHA_API.challenge, { remoteAddress: '10.8.0.1' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await api.anon.get(CAPTCHA_API.challenge, { remoteAddress: '10.8.0.1' });
    expect(limited.body.msg).toBe('请求过于频繁，请稍后再试');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await api.anon.get(CAPTCHA_API.challenge, { remoteAddress: '10.8.0.2' })).status).toBe(200);
  });
});

describe('CAPTCHA_MAX_NUMBER', () => {
  // With both secrets given nothing is written to DATA_DIR.
  const base = {
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/etp-captcha-config',
    TOKEN_SECRET: 'x'.repeat(40),
    PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY,
  } as const;
  it('defaults to 1000 and takes a whole number from 1 to 1,000,000', () => {
    expect(loadConfig(base).CAPTCHA_MAX_NUMBER).toBe(1000);
    expect(loadConfig({ ...base, CAPTCHA_MAX_NUMBER: '50000' }).CAPTCHA_MAX_NUMBER).toBe(50_000);
    for (const bad of ['0', '1.5', 'lots', '1000001']) {
      expect(() => loadConfig({ ...base, CAPTCHA_MAX_NUMBER: bad })).toThrow(/CAPTCHA_MAX_NUMBER/);
    }
  });

  it('sets how far the browser counts', async () => {
    const costly = new CaptchaChallenges(api.app.state, api.config.tokenSecret, 200);
    const solution = (await solve(await costly.issue()))!;
    expect(solution.counter).toBeGreaterThanOrEqual(100);
    expect(solution.counter).toBeLessThanOrEqual(200);
  });
});

describe('a form protected by requireCaptcha', () => {
  it('accepts a solution once: the same payload sent again is refused', async () => {
    const captcha = await solveCaptcha((await issue()).challenge);
    const ok = await submit(captcha);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ saved: true });
    const again = await submit(captcha);
    expect(again.status).toBe(400);
    expect(again.body.data.fields).toEqual(REFUSED);
  });

  it('lets only one of three racing sends of a solution through', async () => {
    const captcha = await solveCaptcha((await issue()).challenge);
    const results = await Promise.all([submit(captcha), submit(captcha), submit(captcha)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('asks for a missing solution before checking anything, so the solution still works afterwards', async () => {
    const missing = await clientOf(form).post('/form', { name: '王小明' });
    expect(missing.status).toBe(400);
    expect(missing.body.data.fields).toEqual({ captcha: '请先完成人机验证' });
    expect((await submit('')).body.data.fields).toEqual({ captcha: '请先完成人机验证' });
    const captcha = await solveCaptcha((await issue()).challenge);
    const incomplete = await clientOf(form).post('/form', { name: '', captcha });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.data.fields.captcha).toBeUndefined();
    expect((await submit(captcha)).status).toBe(200);
  });

  it('refuses a wrong key, on the captcha field in the reader’s language, and does not spend the challenge', async () => {
    const { challenge } = await issue();
    const solution = (await solve(challenge))!;
    const wrongKey = {
      ...solution,
      derivedKey: `${solution.derivedKey.startsWith('0') ? '1' : '0'}${solution.derivedKey.slice(1)}`,
    };
    const wrong = await submit(encode({ challenge, solution: wrongKey }), 'en-US');
    expect(wrong.status).toBe(400);
    const message = 'The verification failed or has expired. Please wait until it is verified again, then send.';
    expect(wrong.body).toMatchObject({ code: 400, msg: message, data: { fields: { captcha: message } } });
    // A forger cannot use up someone's challenge: the right solution still goes through.
    expect((await submit(encode({ challenge, solution }))).status).toBe(200);
  });

  it('refuses a challenge whose parameters were changed (easier prefix, later expiry, lower cost)', async () => {
    const { challenge } = await issue();
    const solution = (await solve(challenge))!;
    const changes = [
      { keyPrefix: solution.derivedKey.slice(0, 2) },
      { expiresAt: challenge.parameters.expiresAt + 3600 },
      { cost: 1 },
      { keySignature: undefined },
    ];
    for (const change of changes) {
      const parameters = { ...challenge.parameters, ...change };
      const res = await submit(encode({ challenge: { ...challenge, parameters }, solution }));
      expect(res.status, JSON.stringify(change)).toBe(400);
    }
    expect((await submit(encode({ challenge, solution }))).status).toBe(200);
  });

  it('refuses a challenge this server did not sign: unsigned, or signed with another key', async () => {
    const made = (secret?: string) =>
      createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: CAPTCHA_ITERATIONS,
        counter: 3,
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + 600,
        ...(secret ? { hmacSignatureSecret: secret, hmacKeySignatureSecret: `${secret}-key` } : {}),
      });
    for (const challenge of [await made(), await made(randomBytes(32).toString('hex'))]) {
      const captcha = await solveCaptcha(challenge as CaptchaChallenge);
      const res = await submit(captcha);
      expect(res.status).toBe(400);
      expect(res.body.data.fields).toEqual(REFUSED);
    }
  });

  it('refuses another challenge’s solution', async () => {
    const first = await issue();
    const second = await issue();
    const solution = (await solve(first.challenge))!;
    expect((await submit(encode({ challenge: second.challenge, solution }))).status).toBe(400);
  });

  it('refuses a solution sent after its challenge expired', async () => {
    const captcha = await solveCaptcha((await issue()).challenge);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (CAPTCHA_TTL_S + 1) * 1000);
    const late = await submit(captcha);
    expect(late.status).toBe(400);
    expect(late.body.data.fields).toEqual(REFUSED);
  });

  it('refuses what is not a payload at all', async () => {
    for (const captcha of [
      'ABCDE',
      'bm90IGpzb24=',
      encode({ challenge: null, solution: null, test: true }),
      encode([]),
    ]) {
      const res = await submit(captcha);
      expect(res.status, captcha).toBe(400);
      expect(res.body.data.fields).toEqual(REFUSED);
    }
    expect((await submit('x'.repeat(4001))).body.data.fields).toEqual(REFUSED);
  });
});

describe.skipIf(!process.env.REDIS_URL)('two instances sharing Redis', () => {
  let other: Api;
  beforeAll(async () => {
    // The same key prefix and secret: two servers of one deployment.
    other = await testApp({ REDIS_PREFIX: api.config.REDIS_PREFIX, CAPTCHA_LIMIT_PER_IP: '5' });
  });
  afterAll(() => other?.close());

  it('accepts on one instance a challenge the other issued, once: a replay on either is refused', async () => {
    const captcha = await solveCaptcha((await issue(other)).challenge);
    expect(await api.app.captcha.check(captcha)).toBe(true);
    expect(await other.app.captcha.check(captcha)).toBe(false);
    expect(await api.app.captcha.check(captcha)).toBe(false);
  });

  it('counts the per-IP limit across instances (the counts meet at each sync)', async () => {
    const address = `10.7.${randomBytes(1)[0]}.1`;
    const from = async (app: Api) => {
      const res = await app.anon.get(CAPTCHA_API.challenge, { remoteAddress: address });
      await Promise.all([api.app.rateLimits.sync(), other.app.rateLimits.sync()]);
      return res;
    };
    // Eight requests, four on each instance: alone, neither would reach the limit of five.
    const statuses = [];
    for (const app of [api, other, api, other, api, other, api, other]) statuses.push((await from(app)).status);
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
  });
});
