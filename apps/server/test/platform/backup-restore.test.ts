// The backup of docs/deployment.md, restored: `pg_dump -Fc` of the demo database, `pg_restore` into an empty one,
// every table's row count and checksum the same, and the server runs on the restored copy (the demo accounts sign
// in). PostgreSQL runs only (TEST_DATABASE_URL); pg_dump and pg_restore come with the PostgreSQL client.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tableChecksums } from '@/db/move.ts';
import { childServer } from '../child-server.ts';
import { adminUrl, databaseUrl } from '../db-urls.ts';

const url = process.env.TEST_DATABASE_URL;
const run = promisify(execFile);

describe.skipIf(!url)('a pg_dump backup of the demo, restored', () => {
  const suffix = randomBytes(4).toString('hex');
  const [source, restored] = [`etp_bk_src_${suffix}`, `etp_bk_dst_${suffix}`];
  const dir = mkdtempSync(join(tmpdir(), 'etp-backup-'));
  const admin = new pg.Client({ connectionString: adminUrl(url ?? '') });
  const server = childServer('etp-restored-');
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${source} TEMPLATE ${inject('pgTemplate')}`);
    await admin.query(`CREATE DATABASE ${restored}`);
  });
  afterAll(async () => {
    await server.signal('SIGINT');
    for (const name of [source, restored]) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores every row and the server runs on it', { timeout: 300_000 }, async () => {
    const file = join(dir, 'etp.dump');
    const from = databaseUrl(url ?? '', source);
    const to = databaseUrl(url ?? '', restored);
    // The commands of docs/deployment.md, "Backups".
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, from]);
    expect(statSync(file).size).toBeGreaterThan(10_000);
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${to}`, file]);

    const [before, after] = [await tableChecksums(from), await tableChecksums(to)];
    expect(after.length).toBeGreaterThan(50);
    expect(after).toEqual(before);
    expect(after.find((t) => t.table === 'users')?.rows).toBeGreaterThan(100);

    const base = await server.start({ DATABASE_URL: to });
    const login = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'teacher', password: 'Demo@12345', role: 'teacher' }),
    });
    expect(login.status).toBe(200);
  });
});
