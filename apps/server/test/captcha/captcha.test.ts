// The product's own captcha: issuing (image, per-IP limit), answering once (right, wrong, expired, reused,
// raced), the 400 a public form gets on its `captcha` field, and two instances sharing challenges through Redis.
import { randomBytes } from 'node:crypto';
import { CAPTCHA_API, captchaAnswer } from '@etp/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CAPTCHA_ALPHABET } from '@/lib/captcha/glyphs.ts';
import { CaptchaStore } from '@/lib/captcha/store.ts';
import { requireCaptcha } from '@/modules/captcha/index.ts';
import httpPlugin from '@/plugins/http.ts';
import { type Api, clientOf, testApp } from '../helpers.ts';

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

let ip = 0;
/** Each call from its own address, so the per-IP limit only matters where a test means it to. */
const issue = async (remoteAddress = `10.9.0.${++ip}`) => {
  const res = await api.anon.get(CAPTCHA_API.challenge, { remoteAddress });
  expect(res.status).toBe(200);
  const { id, image } = res.body.data as { id: string; image: string };
  const answer = (await api.app.state.get(`captcha:${id}`)) ?? '';
  return { id, image, answer, res };
};
const submit = (captcha_id: string, captcha: string, lang = 'zh-CN') =>
  clientOf(form).post('/form', { name: '王小明', captcha_id, captcha }, { headers: { 'accept-language': lang } });

describe('GET /p/v1/captcha', () => {
  it('answers an id and an SVG picture of 5 characters drawn as paths, never cached', async () => {
    const { id, image, answer, res } = await issue();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 160 56"/);
    expect(svg).not.toMatch(/<text|<script|href=/);
    expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{5}$`));
    expect(svg).not.toContain(answer);
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

describe('a form protected by requireCaptcha', () => {
  it('accepts the right answer once, in any case and with spaces', async () => {
    const { id, answer } = await issue();
    const ok = await submit(id, ` ${answer.toLowerCase().split('').join(' ')} `);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ saved: true });
    // Reused: the same id and answer again.
    const again = await submit(id, answer);
    expect(again.status).toBe(400);
    expect(again.body.data.fields).toEqual({ captcha: '验证码错误或已过期，请重新输入' });
  });

  it('refuses a wrong answer on the captcha field, in the reader’s language, and uses the captcha up', async () => {
    const { id, answer } = await issue();
    const wrong = await submit(id, answer === 'AAAAA' ? 'CCCCC' : 'AAAAA', 'en-US');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 400,
      msg: 'The characters do not match or the picture has expired. Please try the new one.',
      data: { fields: { captcha: 'The characters do not match or the picture has expired. Please try the new one.' } },
    });
    expect((await submit(id, answer)).status).toBe(400);
  });

  it('refuses an unknown or malformed id, and asks for a missing answer before checking anything', async () => {
    expect((await submit('6f0c2a1e-0000-4000-8000-000000000000', 'ABCDE')).status).toBe(400);
    expect((await submit('../../etc', 'ABCDE')).body.data.fields).toEqual({
      captcha: '验证码错误或已过期，请重新输入',
    });
    const { id, answer } = await issue();
    const missing = await submit(id, '');
    expect(missing.body.data.fields).toEqual({ captcha: '请输入验证码' });
    // The form was refused before the check, so the captcha still works.
    expect((await submit(id, answer)).status).toBe(200);
  });

  it('lets only one of two racing submissions of a right answer through', async () => {
    const { id, answer } = await issue();
    const results = await Promise.all([submit(id, answer), submit(id, answer), submit(id, answer)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });
});

describe('CaptchaStore', () => {
  it('forgets a challenge after its time', async () => {
    const store = new CaptchaStore(api.app.state, 100);
    const { id } = await store.issue();
    const answer = (await api.app.state.get(`captcha:${id}`)) ?? '';
    expect(answer).toHaveLength(5);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await store.check(id, answer)).toBe(false);
  });

  it('draws as many characters as asked', async () => {
    const store = new CaptchaStore(api.app.state, 60_000, 4);
    const { id } = await store.issue();
    expect(await api.app.state.get(`captcha:${id}`)).toHaveLength(4);
  });
});

describe.skipIf(!process.env.REDIS_URL)('two instances sharing Redis', () => {
  let other: Api;
  beforeAll(async () => {
    // The same key prefix: two servers of one deployment.
    other = await testApp({ REDIS_PREFIX: api.config.REDIS_PREFIX, CAPTCHA_LIMIT_PER_IP: '5' });
  });
  afterAll(() => other?.close());

  it('checks on one instance a captcha the other issued, once', async () => {
    const { id, answer } = await issue();
    expect(await other.app.captcha.check(id, answer)).toBe(true);
    expect(await api.app.captcha.check(id, answer)).toBe(false);
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
