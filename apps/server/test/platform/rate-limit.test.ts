// Rate limits: counted in process, reconciled with Redis in batches; routes opt out or take their own; login exact.
import { randomBytes } from 'node:crypto';
import { translate } from '@etp/contracts';
import Fastify, { type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimits } from '@/lib/rate-limits.ts';
import type { Auth } from '@/plugins/auth.ts';
import httpPlugin from '@/plugins/http.ts';
import rateLimit from '@/plugins/rate-limit.ts';
import { type Api, clientOf, DEMO_PASSWORD, testApp } from '../helpers.ts';

const REDIS_URL = process.env.REDIS_URL;
const MINUTE = 60_000;

describe('counters', () => {
  it('refuses past the limit with the time left in the window, and starts over in the next window', () => {
    const limits = new RateLimits({ redis: null, syncMs: MINUTE, onSyncFailure: () => {} });
    const limit = limits.limit('test', 3, MINUTE);
    const start = 1_000_000;
    expect([1, 2, 3].map((i) => limit.hit('10.0.0.1', start + i))).toEqual([0, 0, 0]);
    expect(limit.hit('10.0.0.1', start + 1000)).toBe(MINUTE - 1000 + 1);
    expect(limit.hit('10.0.0.2', start + 1000)).toBe(0);
    expect(limit.hit('10.0.0.1', start + 1 + MINUTE)).toBe(0);
  });

  it('drops ended windows when it syncs', async () => {
    const limits = new RateLimits({ redis: null, syncMs: MINUTE, onSyncFailure: () => {} });
    const limit = limits.limit('test', 3, 1000);
    limit.hit('10.0.0.1', Date.now() - 2000);
    limit.hit('10.0.0.2', Date.now());
    await limits.sync();
    expect([...limit.windows.keys()]).toEqual(['10.0.0.2']);
  });

  it('refuses a second declaration of a limit with other settings', () => {
    const limits = new RateLimits({ redis: null, syncMs: MINUTE, onSyncFailure: () => {} });
    expect(limits.limit('answers', 5, MINUTE)).toBe(limits.limit('answers', 5, MINUTE));
    expect(() => limits.limit('answers', 6, MINUTE)).toThrow(/declared twice/);
  });

  it('keeps counting in process while Redis does not answer, and says so once', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    const connectionErrors: Error[] = [];
    redis.on('error', (error: Error) => connectionErrors.push(error));
    const failures: (Error | null)[] = [];
    const limits = new RateLimits({ redis, syncMs: MINUTE, onSyncFailure: (error) => failures.push(error) });
    const limit = limits.limit('test', 3, MINUTE);
    const now = Date.now();
    limit.hit('10.0.0.1', now);
    limit.hit('10.0.0.1', now);
    await limits.sync();
    await limits.sync();
    expect(failures).toHaveLength(1);
    expect(failures[0]).toBeInstanceOf(Error);
    // The two requests Redis never took still count here.
    expect(limit.hit('10.0.0.1', now)).toBe(0);
    expect(limit.hit('10.0.0.1', now)).toBeGreaterThan(0);
    redis.disconnect();
  });

  describe.skipIf(!REDIS_URL)('with Redis', () => {
    const prefix = `etp-test:rl:${randomBytes(4).toString('hex')}:`;
    const clients: Redis[] = [];
    const instance = () => {
      const redis = new Redis(REDIS_URL ?? '', { keyPrefix: prefix });
      clients.push(redis);
      return new RateLimits({ redis, syncMs: MINUTE, onSyncFailure: (error) => expect(error).toBeNull() });
    };
    afterAll(async () => {
      const [first] = clients;
      const keys = first ? await first.keys(`${prefix}*`) : [];
      if (first && keys.length) await first.del(...keys.map((key) => key.slice(prefix.length)));
      await Promise.all(clients.map((client) => client.quit()));
    });

    it('adds up the counts of two instances at each sync', async () => {
      const a = instance();
      const b = instance();
      const onA = a.limit('global', 40, MINUTE);
      const onB = b.limit('global', 40, MINUTE);
      const now = Date.now();
      for (let i = 0; i < 30; i++) expect(onA.hit('10.1.0.1', now)).toBe(0);
      await a.sync();
      // B has not heard of A's 30 yet: its own 15 pass.
      for (let i = 0; i < 15; i++) expect(onB.hit('10.1.0.1', now)).toBe(0);
      await b.sync();
      expect(onB.hit('10.1.0.1', Date.now())).toBeGreaterThan(0);
      // A learns the total with its next count: one more passes, then its sync brings B's 15.
      expect(onA.hit('10.1.0.1', Date.now())).toBe(0);
      await a.sync();
      expect(onA.hit('10.1.0.1', Date.now())).toBeGreaterThan(0);
      // Another address is counted apart.
      expect(onA.hit('10.1.0.2', Date.now())).toBe(0);
    });
  });
});

describe('route settings', () => {
  const student = (userId: number): Auth => ({
    userId,
    sessionId: `session-${userId}`,
    role: 'student',
    permissions: [],
    user: {
      id: userId,
      username: `student${userId}`,
      name: '学员',
      avatar: '',
      address: '',
      isCompare: 0,
      status: 'active',
      regionCode: null,
      institutionId: null,
      roles: ['student'],
      permissionsByRole: {},
    },
  });
  // Stands in for plugins/auth.ts: the caller named by a header.
  const signIn = (request: FastifyRequest, _reply: unknown, done: () => void) => {
    const id = Number(request.headers['x-user']);
    request.auth = id ? student(id) : null;
    done();
  };

  let app: ReturnType<typeof Fastify>;
  beforeAll(async () => {
    app = Fastify();
    await app.register(httpPlugin);
    app.decorateRequest('auth', null);
    await app.register(rateLimit, { redis: null, max: 3, windowMs: MINUTE, syncMs: MINUTE });
    app.get('/ordinary', async () => ({ ok: true }));
    app.get('/health', { config: { rateLimit: false } }, async () => ({ ok: true }));
    const answers = { max: 2, windowMs: MINUTE, per: 'user', name: 'answers' } as const;
    app.post('/answers', { onRequest: signIn, config: { rateLimit: answers } }, async () => ({ ok: true }));
    app.put('/answers', { onRequest: signIn, config: { rateLimit: answers } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, remoteAddress: string, user?: number) =>
    clientOf(app).request(method, url, undefined, { remoteAddress, headers: user ? { 'x-user': String(user) } : {} });

  it('limits every route by address, with a readable 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await call('GET', '/ordinary', '10.2.0.1')).status).toBe(200);
    const refused = await call('GET', '/ordinary', '10.2.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, msg: translate('zh-CN', 'error.rate_limited') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not limit a route that opts out', async () => {
    for (let i = 0; i < 10; i++) expect((await call('GET', '/health', '10.2.0.2')).status).toBe(200);
  });

  it("counts a route's own limit per user, shared by the routes that name it, instead of the global one", async () => {
    const address = '10.2.0.3';
    // One address, a whole class behind it: each student has their own count.
    expect((await call('POST', '/answers', address, 1)).status).toBe(200);
    expect((await call('PUT', '/answers', address, 1)).status).toBe(200);
    expect((await call('POST', '/answers', address, 1)).status).toBe(429);
    for (const user of [2, 3, 4]) expect((await call('POST', '/answers', address, user)).status).toBe(200);
    // None of that counted against the address's global limit.
    expect((await call('GET', '/ordinary', address)).status).toBe(200);
  });
});

describe.skipIf(!REDIS_URL)('two instances sharing one Redis', () => {
  let a: Api;
  let b: Api;
  beforeAll(async () => {
    // Syncing is left to the tests (a minute between background syncs), so each step is deterministic.
    const env = {
      REDIS_PREFIX: `etp-test:${randomBytes(4).toString('hex')}:`,
      RATE_LIMIT_MAX: '40',
      RATE_LIMIT_SYNC_MS: String(MINUTE),
      LOGIN_LIMIT_PER_USERNAME: '3',
    };
    [a, b] = await Promise.all([testApp(env), testApp(env)]);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  const get = (api: Api, remoteAddress: string) => api.anon.get('/o/v1/systems/info', { remoteAddress });

  it('counts login attempts exactly across them', async () => {
    const attempt = (api: Api, password: string) =>
      api.anon.post('/oauth/token', { username: 'trainer', password, role: 'trainer' }, { remoteAddress: '10.3.0.1' });
    expect((await attempt(a, 'wrong-1')).status).toBe(400);
    expect((await attempt(b, 'wrong-2')).status).toBe(400);
    expect((await attempt(a, 'wrong-3')).status).toBe(400);
    // The fourth attempt on the other instance, with the right password, is refused at once.
    const limited = await attempt(b, DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toMatch(/登录尝试次数过多/);
  });

  it('adds up the global limit across them at each sync', async () => {
    const address = '10.3.0.2';
    for (let i = 0; i < 30; i++) expect((await get(a, address)).status).toBe(200);
    await a.app.rateLimits.sync();
    for (let i = 0; i < 15; i++) expect((await get(b, address)).status).toBe(200);
    await b.app.rateLimits.sync();
    expect((await get(b, address)).status).toBe(429);
    // A learns the total with its next count: one more passes, then its sync brings B's 15.
    expect((await get(a, address)).status).toBe(200);
    await a.app.rateLimits.sync();
    expect((await get(a, address)).status).toBe(429);
  });
});
