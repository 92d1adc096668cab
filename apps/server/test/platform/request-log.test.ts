// Request logging: one line per request with what operators need, secrets still redacted, nothing lost on close.
import { spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '@/app.ts';
import { StdoutDestination } from '@/lib/log-destination.ts';
import { requestLogging } from '@/plugins/request-log.ts';
import { type Api, clientOf, testApp } from '../helpers.ts';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; route?: string; host: string; ip: string };
  res?: { statusCode: number };
  responseTime?: number;
  userId?: number;
  [field: string]: unknown;
}

function sink() {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n')) if (text) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  return { lines, stream };
}

const log = sink();
let api: Api;
beforeAll(async () => {
  const probe = await testApp();
  const logger = { ...loggerOptions({ ...probe.config, LOG_LEVEL: 'info' }), stream: log.stream };
  await probe.close();
  api = await testApp({}, { logger });
});
afterAll(() => api.close());

const linesOf = (reqId: string) => log.lines.filter((line) => line.reqId === reqId);

describe('request log', () => {
  it('writes one line per request with id, method, route, status, time and user id', async () => {
    const { access_token } = (await api.signIn('teacher')).tokens;
    const res = await api.withToken(access_token).get('/o/v1/users/info', { headers: { 'x-request-id': 'info-1' } });
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('info-1');
    const lines = linesOf('info-1');
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: 'info-1',
      req: { method: 'GET', url: '/o/v1/users/info', route: '/o/v1/users/info', host: 'localhost' },
      res: { statusCode: 200 },
      userId: res.body.data.uid,
    });
    expect(typeof line?.time).toBe('number');
    expect(line?.responseTime).toBeGreaterThanOrEqual(0);
    expect(log.lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('logs refused and unknown calls too, without a user id or a route it does not have', async () => {
    const refused = await api.anon.get('/o/v1/users/info', { headers: { 'x-request-id': 'anon-1' } });
    const unknown = await api.anon.get('/a/v1/no-such-thing', { headers: { 'x-request-id': 'missing-1' } });
    // The answer names its request id whatever it is, so a user's report can be matched to its line.
    expect([refused.headers['x-request-id'], unknown.headers['x-request-id']]).toEqual(['anon-1', 'missing-1']);
    expect(linesOf('anon-1')).toMatchObject([{ res: { statusCode: 401 }, req: { route: '/o/v1/users/info' } }]);
    expect(linesOf('anon-1')[0]).not.toHaveProperty('userId');
    const [missing] = linesOf('missing-1');
    expect(missing?.res?.statusCode).toBe(404);
    expect(missing?.req).not.toHaveProperty('route');
  });

  it('keeps token parameters of the URL out of the line', async () => {
    const { access_token } = (await api.signIn('admin')).tokens;
    await api.anon.get(`/portal?a=1&token=${access_token}&access_token=${access_token}`, {
      headers: { 'x-request-id': 'page-1' },
    });
    const [line] = linesOf('page-1');
    expect(line?.req?.url).toBe('/portal?a=1&token=[redacted]&access_token=[redacted]');
    expect(JSON.stringify(log.lines)).not.toContain(access_token);
  });

  it('masks the phones and ID numbers a query carries', async () => {
    await api.as('admin').get('/a/v1/users?keyword=13812341234&id=370102199005122318', {
      headers: { 'x-request-id': 'search-1' },
    });
    const [line] = linesOf('search-1');
    expect(line?.req?.url).toBe('/a/v1/users?keyword=138****1234&id=3701**********2318');
  });

  // Issue 26.12: a media address's token (`t`) is a pass to the file while it holds: it never reaches the log.
  it('keeps the media token of video, poster, HLS and live addresses out of the line', async () => {
    const token = api.app.courses.mediaAccess.token(1, 1);
    const urls = [
      `/o/v1/media/1/file?t=${token}`,
      `/o/v1/media/1/hls/seg1.ts?t=${encodeURIComponent(token)}`,
      `/o/v1/live/1/index.m3u8?x=1&t=${token}`,
    ];
    for (const [i, url] of urls.entries()) await api.anon.get(url, { headers: { 'x-request-id': `media-${i}` } });
    expect(linesOf('media-0')[0]?.req?.url).toBe('/o/v1/media/1/file?t=[redacted]');
    expect(linesOf('media-1')[0]?.req?.url).toBe('/o/v1/media/1/hls/seg1.ts?t=[redacted]');
    expect(linesOf('media-2')[0]?.req?.url).toBe('/o/v1/live/1/index.m3u8?x=1&t=[redacted]');
    expect(JSON.stringify(log.lines)).not.toContain(token.split('.')[2]);
  });
});

describe('request.log', () => {
  it('carries the request id and redacts secrets, as before', async () => {
    const { lines, stream } = sink();
    const app = Fastify({
      logger: { ...loggerOptions({ ...api.config, LOG_LEVEL: 'info' }), stream },
      ...requestLogging(),
    });
    app.get('/probe', async (request) => {
      request.log.warn(
        { password: 'Plain-Secret-1', user: { access_token: 'tok-123' }, form: { nested: { id_card: '370102' } } },
        'probe',
      );
      return { ok: true };
    });
    await clientOf(app).get('/probe', { headers: { 'x-request-id': 'probe-1' } });
    await app.close();
    const probe = lines.find((line) => line.msg === 'probe');
    expect(probe).toMatchObject({ level: 40, password: '[redacted]', user: { access_token: '[redacted]' } });
    expect(probe?.reqId).toEqual(expect.any(String));
    expect(JSON.stringify(lines)).not.toMatch(/Plain-Secret-1|tok-123|370102/);
    // Its request line is written too, with the same id.
    expect(lines.filter((line) => line.reqId === probe?.reqId).map((line) => line.msg)).toEqual([
      'probe',
      'request completed',
    ]);
  });
});

describe('the stdout destination', () => {
  it('is flushed when the app closes', async () => {
    class CountedDestination extends StdoutDestination {
      flushes = 0;
      override write(): void {}
      override flushSync(): void {
        this.flushes++;
      }
    }
    const destination = new CountedDestination();
    const other = await testApp(
      {},
      { logger: { ...loggerOptions({ ...api.config, LOG_LEVEL: 'info' }), stream: destination } },
    );
    await other.anon.get('/healthz');
    expect(destination.flushes).toBe(0);
    await other.close();
    expect(destination.flushes).toBeGreaterThan(0);
  });

  it('writes every buffered line when the app closes, even if the process is then killed', () => {
    // A child process: the server's destination is stdout. It answers 25 requests (far less than one batch),
    // closes the app and kills itself at once, so only what the close wrote out can reach the pipe.
    const script = `
      import Fastify from 'fastify';
      import { flushLogs, StdoutDestination } from './src/lib/log-destination.ts';
      import { requestLogging } from './src/plugins/request-log.ts';
      const app = Fastify({ logger: { level: 'info', stream: new StdoutDestination() }, ...requestLogging() });
      app.addHook('onClose', (instance, done) => { flushLogs(instance.log); done(); });
      app.get('/', async () => ({ ok: true }));
      for (let i = 0; i < 25; i++) await app.inject({ method: 'GET', url: '/' });
      await app.close();
      process.kill(process.pid, 'SIGKILL');
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(child.signal).toBe('SIGKILL');
    const lines = child.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(25);
    expect(lines.every((line) => (JSON.parse(line) as Line).msg === 'request completed')).toBe(true);
  });
});
