// Opens the database: PGlite under DATA_DIR when DATABASE_URL is unset, PostgreSQL through pg when it is set.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs fn while holding a PostgreSQL advisory lock on one connection. */
  withAdvisoryLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** The connection pool's state (PostgreSQL); null for PGlite, which has one connection in the process. */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open, idle among them, requests waiting for one, and the most the pool opens. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface DatabaseOptions {
  url?: string;
  dataDir: string;
  /** A PGlite data dir dump to start from (tests clone one migrated template per file). */
  pgliteLoad?: Blob;
  /** Keep PGlite in memory instead of under dataDir. */
  inMemory?: boolean;
  poolSize?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts.poolSize ?? 10) : openPglite(opts);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async withAdvisoryLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn(drizzlePg(client, { schema }) as unknown as Db);
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    close: () => pool.end(),
  };
}

async function openPglite(opts: DatabaseOptions): Promise<Database> {
  let dir: string | undefined;
  if (!opts.inMemory) {
    dir = join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir: dir, loadDataDir: opts.pgliteLoad });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async withAdvisoryLock(key, fn) {
      // PGlite has a single connection in one process; the lock still guards re-entrant callers.
      await client.query('SELECT pg_advisory_lock($1)', [key]);
      try {
        return await fn(db);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [key]);
      }
    },
    async ping() {
      await client.query('SELECT 1');
    },
    poolStats: () => null,
    close: () => client.close(),
  };
}

/** Dumps a PGlite database (used to make the per-test-file template). */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}
