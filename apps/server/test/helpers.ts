// Builds a real app for one test file on its own copy of the seeded template database, and the one way API tests
// call it: `const api = await testApp(); const res = await api.as('admin').get(url); res.status, res.body.data`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { CAPTCHA_API, type CaptchaChallenge, type Envelope, type Role, type TokenResponse } from '@etp/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect, inject, vi } from 'vitest';
import { buildApp, loggerOptions } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { auditLogs } from '../src/db/schema/index.ts';
import { memoryState, redisState, type SharedState } from '../src/lib/shared-state.ts';
import { adminUrl, databaseUrl, dropDatabase } from './db-urls.ts';
import { TEST_PERSONAL_DATA_KEY } from './test-keys.ts';

export const DEMO_PASSWORD = 'Demo@12345';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  request(opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Logs a demo account in and returns its tokens. */
  login(username: string, role?: Role, password?: string): Promise<TokenResponse>;
  /** Headers carrying an access token. */
  bearer(token: string): { authorization: string };
  close(): Promise<void>;
}

async function copyDatabase(dataDir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const pgTemplate = inject('pgTemplate');
  if (url && pgTemplate) {
    const name = `etp_t_${process.ppid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    await admin.end();
    const database = await openDatabase({ url: databaseUrl(url, name), dataDir, poolSize: 5 });
    return {
      database,
      drop: async () => {
        await database.close();
        const cleaner = new pg.Client({ connectionString: adminUrl(url) });
        await cleaner.connect();
        await dropDatabase(cleaner, name);
        await cleaner.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await openDatabase({ dataDir, inMemory: true, pgliteLoad: dump });
  return { database, drop: () => database.close() };
}

export async function createTestApp(
  env: Record<string, string> = {},
  opts: { logger?: object } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'etp-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    TOKEN_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web'),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    // Each file gets its own key space so files running in parallel share nothing in Redis.
    REDIS_PREFIX: `etp-test:${randomBytes(4).toString('hex')}:`,
    // Tests drive the export queue themselves (runOnce).
    WORKERS: '0',
    // No ffmpeg renditions unless a test asks for one (courses/transcode.test.ts calls the job itself).
    MEDIA_TRANSCODE: 'off',
    PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY,
    // Captchas a test solves in a few milliseconds (the product's default takes a phone a fraction of a second).
    CAPTCHA_MAX_NUMBER: '20',
    ...env,
  });
  const { database, drop } = await copyDatabase(dataDir);
  const state: SharedState = config.REDIS_URL ? await redisState(config.REDIS_URL, config.REDIS_PREFIX) : memoryState();
  const app = await buildApp({ config, database, state, logger: opts.logger ?? false });

  const request = (opts: InjectOptions) => app.inject(opts);
  return {
    app,
    config,
    request,
    async login(username, role, password = DEMO_PASSWORD) {
      const res = await request({
        method: 'POST',
        url: '/oauth/token',
        payload: { username, password, role: role ?? (username as Role) },
      });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json().data as TokenResponse;
    },
    bearer: (token) => ({ authorization: `Bearer ${token}` }),
    async close() {
      await app.close();
      if (state.redis) {
        const keys = await state.redis.keys(`${config.REDIS_PREFIX}*`);
        if (keys.length) await state.redis.del(...keys.map((k) => k.slice(config.REDIS_PREFIX.length)));
      }
      await state.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// --- The API client every test uses -------------------------------------------------------------------------------

/**
 * What `JSON.parse` answers. `body.data` is as loose as a parsed response is unless a call names its type:
 * `api.as('admin').get<Page<UserRow>>(url)`.
 */
export type Json = ReturnType<typeof JSON.parse>;

/** Who calls: a demo account named after its role (password `Demo@12345`), or any account. */
export type Who = Role | { username: string; password?: string; role?: Role };

export interface RequestOptions {
  headers?: Record<string, string>;
  query?: Record<string, string>;
  remoteAddress?: string;
  /**
   * For walks over every route: an event stream (which never ends) answers with its status and headers and is closed
   * at once; any other answer is read whole as usual.
   */
  streams?: boolean;
}

/** A body to send: JSON (an object or array), or raw text / bytes with their content-type in `headers`. */
export type Body = object | string | Buffer;

export interface ApiResponse<T = Json> {
  status: number;
  /** The parsed envelope; reading it throws, naming the content type, when the answer is not JSON. */
  readonly body: Envelope<T>;
  headers: LightMyRequestResponse['headers'];
  /** The injected response as Fastify answered it: `raw.body` (text), `raw.rawPayload` (bytes). */
  raw: LightMyRequestResponse;
}

export interface Client {
  get<T = Json>(url: string, opts?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = Json>(url: string, body?: Body, opts?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = Json>(url: string, body?: Body, opts?: RequestOptions): Promise<ApiResponse<T>>;
  patch<T = Json>(url: string, body?: Body, opts?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T = Json>(url: string, body?: Body, opts?: RequestOptions): Promise<ApiResponse<T>>;
  /** Any method, for tests that walk routes. */
  request<T = Json>(method: HTTPMethods, url: string, body?: Body, opts?: RequestOptions): Promise<ApiResponse<T>>;
  /** The access token the client sends (logs in on first use); '' for `api.anon`. */
  token(): Promise<string>;
}

export interface Api {
  app: FastifyInstance;
  config: Config;
  /** A client signed in as `who`; the login is made on first use and kept for the life of the app. */
  as(who: Who): Client;
  /** A client without a token. */
  anon: Client;
  /** A client sending this access token. */
  withToken(accessToken: string): Client;
  /** A new session for `who` (never the cached one): its tokens and a client that sends them. */
  signIn(who: Who): Promise<{ tokens: TokenResponse; client: Client }>;
  close(): Promise<void>;
}

const identify = (who: Who) =>
  typeof who === 'string'
    ? { username: who, role: who, password: DEMO_PASSWORD }
    : { username: who.username, role: who.role ?? (who.username as Role), password: who.password ?? DEMO_PASSWORD };

function wrap<T>(raw: LightMyRequestResponse): ApiResponse<T> {
  let parsed: { value: Envelope<T> } | null = null;
  return {
    status: raw.statusCode,
    headers: raw.headers,
    raw,
    get body() {
      if (!parsed) {
        try {
          parsed = { value: JSON.parse(raw.body) as Envelope<T> };
        } catch {
          throw new Error(
            `${raw.statusCode} answer is not JSON (${raw.headers['content-type'] ?? 'no content-type'}): ${raw.body.slice(0, 200)}`,
          );
        }
      }
      return parsed.value;
    },
  };
}

type Inject = (opts: InjectOptions) => Promise<LightMyRequestResponse>;

/** A response injected with payloadAsStream: an event stream closed after its headers, anything else read whole. */
async function settled(res: LightMyRequestResponse): Promise<LightMyRequestResponse> {
  const stream = res.stream();
  if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
    stream.destroy();
    return { statusCode: res.statusCode, headers: res.headers, body: '', rawPayload: Buffer.alloc(0) } as never;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  const rawPayload = Buffer.concat(chunks);
  return { statusCode: res.statusCode, headers: res.headers, body: rawPayload.toString(), rawPayload } as never;
}

function client(inject: Inject, token: () => Promise<string>): Client {
  const request = async <T>(method: HTTPMethods, url: string, body?: Body, opts: RequestOptions = {}) => {
    const access = await token();
    const res = await inject({
      method,
      url,
      headers: { ...(access ? { authorization: `Bearer ${access}` } : {}), ...opts.headers },
      ...(opts.query ? { query: opts.query } : {}),
      ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
      ...(body === undefined ? {} : { payload: body }),
      ...(opts.streams ? { payloadAsStream: true } : {}),
    });
    return wrap<T>(opts.streams ? await settled(res) : res);
  };
  return {
    get: (url, opts) => request('GET', url, undefined, opts),
    post: (url, body, opts) => request('POST', url, body, opts),
    put: (url, body, opts) => request('PUT', url, body, opts),
    patch: (url, body, opts) => request('PATCH', url, body, opts),
    delete: (url, body, opts) => request('DELETE', url, body, opts),
    request,
    token,
  };
}

/** Wraps an app made by `createTestApp` in the API client (for tests that build two apps, or pass a logger). */
export function apiOf(t: TestApp): Api {
  const logins = new Map<string, Promise<string>>();
  const anon = client(t.request, async () => '');
  return {
    app: t.app,
    config: t.config,
    as(who) {
      const { username, role, password } = identify(who);
      const key = `${username}\u0000${role}\u0000${password}`;
      return client(t.request, () => {
        let login = logins.get(key);
        if (!login) {
          login = t.login(username, role, password).then((tokens) => tokens.access_token);
          // A failed login is not kept: the next call tries again and fails with its own message.
          login.catch(() => logins.delete(key));
          logins.set(key, login);
        }
        return login;
      });
    },
    anon,
    withToken: (accessToken) => client(t.request, async () => accessToken),
    async signIn(who) {
      const { username, role, password } = identify(who);
      const tokens = await t.login(username, role, password);
      return { tokens, client: client(t.request, async () => tokens.access_token) };
    },
    close: () => t.close(),
  };
}

/** The same client on a stand-in Fastify app a test builds itself (no sign-in: send headers as needed). */
export const clientOf = (app: FastifyInstance): Client =>
  client(
    (opts) => app.inject(opts),
    async () => '',
  );

/** Builds the app (see `createTestApp`) and answers its API client. */
export async function testApp(env: Record<string, string> = {}, opts: { logger?: object } = {}): Promise<Api> {
  return apiOf(await createTestApp(env, opts));
}

/** A multipart/form-data body carrying one file, with its content-type header. */
export function multipartFile(
  data: Buffer,
  { filename = 'file.bin', contentType = 'application/octet-stream', field = 'file' } = {},
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----etp-test-${randomBytes(6).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** GETs a URL that must answer 200 and returns its data; a failure names the URL and the start of the answer. */
export async function dataAt(client: Client, url: string): Promise<Json> {
  const res = await client.get(url);
  expect(res.status, `${url}: ${res.raw.body.slice(0, 300)}`).toBe(200);
  return res.body.data;
}

/** The newest audit row of an action, once it names this target (the audit plugin writes after the response). */
export const auditRow = (api: Api, action: string, targetId: string) =>
  vi.waitFor(
    async () => {
      const [row] = await api.app.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.action, action))
        .orderBy(desc(auditLogs.id))
        .limit(1);
      if (!row || row.targetId !== targetId) throw new Error(`no audit row ${action} ${targetId}`);
      return row;
    },
    { timeout: 3000, interval: 20 },
  );

/**
 * Queues an export as `client`, runs the export job and reads the file back: the sheet's rows as text, the header
 * row first. Fails with the answer's body when the export is not queued.
 */
export async function exportedRows(api: Api, client: Client, url: string, filters: object = {}): Promise<string[][]> {
  const queued = await client.post(url, filters);
  expect(queued.status, queued.raw.body).toBe(201);
  await api.app.exports.runOnce();
  const file = await client.get(`/o/v1/exports/${queued.body.data.id}/file`);
  expect(file.status).toBe(200);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v))));
  });
  return rows;
}

/** An app logging at `info` with the app's own logger options (redaction included) into `lines`, one JSON text each. */
export async function testAppWithLogs(env: Record<string, string> = {}): Promise<{ api: Api; lines: string[] }> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const probe = await testApp(env);
  const logger = { ...loggerOptions({ ...probe.config, LOG_LEVEL: 'info' }), stream };
  await probe.close();
  return { api: await testApp(env, { logger }), lines };
}

/** The body field a browser's widget sends for `challenge`: base64 of the challenge and its solution. */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge found no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

let captchaAddress = 0;
/**
 * A captcha asked for and solved as the browser does, answered as the form's body field. Asked from an address of
 * its own unless one is given, so the per-IP limit of the captcha only counts where a test means it to.
 */
export async function solvedCaptcha(
  api: Api,
  remoteAddress = `10.66.${Math.floor(++captchaAddress / 250)}.${(captchaAddress % 250) + 1}`,
): Promise<{ captcha: string }> {
  const res = await api.anon.get(CAPTCHA_API.challenge, { remoteAddress });
  expect(res.status, res.raw.body.slice(0, 300)).toBe(200);
  return { captcha: await solveCaptcha(res.body.data as CaptchaChallenge) };
}
