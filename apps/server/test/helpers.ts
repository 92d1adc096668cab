// Builds a real app for one test file on its own copy of the seeded template database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role, TokenResponse } from '@etp/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { memoryState, redisState, type SharedState } from '../src/lib/shared-state.ts';
import { adminUrl, databaseUrl } from './db-urls.ts';

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
        // pool.end() resolves before its connections have closed; forcing the drop while they close makes
        // pg emit an unhandled 57P01 error. Give them a moment to go first.
        for (let i = 0; i < 100; i++) {
          const { rows } = await cleaner.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (!rows[0]?.n) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
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
