// `npm run db:move` (src/cli/db-move.ts, src/db/move.ts): the demo data seeded into an embedded database on disk moves
// into an empty PostgreSQL database, every table with its row count and checksum, sequences included; a second run is
// refused (the target is not empty); the server then runs on the moved database: the demo accounts sign in, and a new
// row takes the next id. PostgreSQL runs only (TEST_DATABASE_URL).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/client.ts';
import { migrate, rowsOf } from '@/db/migrate.ts';
import { seedOnStart } from '@/db/seed/run.ts';
import { LocalStorage } from '@/lib/storage.ts';
import { childServer } from '../child-server.ts';
import { adminUrl, databaseUrl } from '../db-urls.ts';
import { TEST_PERSONAL_DATA_KEY } from '../test-keys.ts';

const url = process.env.TEST_DATABASE_URL;
const run = promisify(execFile);
const script = join(import.meta.dirname, '../../src/cli/db-move.ts');

describe.skipIf(!url)('npm run db:move', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'etp-move-'));
  const name = `etp_move_${randomBytes(4).toString('hex')}`;
  const target = url ? databaseUrl(url, name) : '';
  const admin = new pg.Client({ connectionString: adminUrl(url ?? '') });
  const server = childServer('etp-moved-');
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY };
  const move = () => run(process.execPath, ['--import', 'tsx', script, '--to', target], { env });

  beforeAll(async () => {
    // What `npm start` leaves behind: the embedded database under DATA_DIR, migrated and seeded, with its files.
    const embedded = await openDatabase({ dataDir });
    await migrate(embedded);
    await seedOnStart(embedded, {
      seedDemo: true,
      storage: new LocalStorage(dataDir),
      personalDataKey: Buffer.from(TEST_PERSONAL_DATA_KEY, 'hex'),
    });
    await embedded.close();
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  }, 300_000);
  afterAll(async () => {
    await server.signal('SIGINT');
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every table and sequence, checked, and says what to set next', { timeout: 300_000 }, async () => {
    const { stdout } = await move();
    expect(stdout).toMatch(/\d+ tables, \d+ rows and \d+ sequences copied; every table's row count and checksum match/);
    expect(stdout).toMatch(/^users\s+\d+\s+[0-9a-f]{32}$/m);
    expect(stdout).toMatch(/file references, 0 of them missing/);
    expect(stdout).toContain(`DATABASE_URL=${target}`);
    expect(stdout).toContain('PERSONAL_DATA_KEY');

    // Compared here too, independently of the command's own check.
    const source = await openDatabase({ dataDir });
    const moved = new pg.Client({ connectionString: target });
    await moved.connect();
    try {
      for (const table of ['users', 'classes', 'enrolments', 'study_ledger', 'audit_logs', 'exam_questions']) {
        const [a] = rowsOf<{ n: number }>(await source.db.execute(sql.raw(`select count(*)::int as n from ${table}`)));
        const [b] = (await moved.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows;
        expect(b?.n, table).toBe(a?.n);
      }
      const seq = `select last_value::int as v from users_id_seq`;
      const [a] = rowsOf<{ v: number }>(await source.db.execute(sql.raw(seq)));
      expect((await moved.query<{ v: number }>(seq)).rows[0]?.v).toBe(a?.v);
    } finally {
      await moved.end();
      await source.close();
    }
  });

  it('refuses a target that is not empty, changing nothing', { timeout: 120_000 }, async () => {
    const before = new pg.Client({ connectionString: target });
    await before.connect();
    const count = async () => (await before.query<{ n: number }>('select count(*)::int as n from users')).rows[0]?.n;
    const users = await count();
    await expect(move()).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/refused: the target/) });
    expect(await count()).toBe(users);
    await before.end();
  });

  it('serves from the moved database: the demo accounts sign in and new rows take the next ids', {
    timeout: 300_000,
  }, async () => {
    const base = await server.start({ DATABASE_URL: target, DATA_DIR: dataDir });
    const login = async (username: string) => {
      const res = await fetch(`${base}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'Demo@12345', role: username }),
      });
      expect(res.status).toBe(200);
      return {
        authorization: `Bearer ${((await res.json()) as { data: { access_token: string } }).data.access_token}`,
      };
    };
    const student = await login('student');
    const info = await fetch(`${base}/o/v1/users/info`, { headers: student });
    expect(info.status).toBe(200);
    // A row made after the move takes the id after the moved ones (the sequence came along).
    const admin = await login('admin');
    const made = await fetch(`${base}/a/v1/announcements`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ title: '迁移之后', content: '<p>数据库已迁移</p>', roles: [], region_code: null }),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const moved = new pg.Client({ connectionString: target });
    await moved.connect();
    const { rows } = await moved.query<{ max: number }>('select max(id)::int as max from announcements');
    await moved.end();
    expect(((await made.json()) as { data: { id: number } }).data.id).toBe(rows[0]?.max);
  });
});
