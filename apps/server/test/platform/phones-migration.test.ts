// The data migration phones-encrypted on a database written the old way (issue 26): clear phones in users.phone,
// usernames that are phones, a student's phone copied into student_details (and left behind by a phone change), audit
// snapshots and login log usernames holding numbers. After the start-up migrations nothing holds a phone in clear, the
// clear columns are gone, the right phone survives, and students still sign in with their phone. On PGlite, and on
// PostgreSQL too when TEST_DATABASE_URL names one.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import { type Database, openDatabase } from '@/db/client.ts';
import { DATA_MIGRATIONS, migrateData } from '@/db/data-migrations/index.ts';
import { MIGRATIONS_DIR, migrate, rowsOf } from '@/db/migrate.ts';
import { seedReference } from '@/db/seed/index.ts';
import { hashPassword } from '@/lib/password.ts';
import { PersonalDataCipher } from '@/lib/personal-data/index.ts';
import { memoryState } from '@/lib/shared-state.ts';
import { adminUrl, databaseUrl, dropDatabase } from '../db-urls.ts';
import { TEST_PERSONAL_DATA_KEY } from '../test-keys.ts';

const personalData = new PersonalDataCipher(Buffer.from(TEST_PERSONAL_DATA_KEY, 'hex'));
const PASSWORD = 'Garden-Path-2026';
/** The last migration before phones were encrypted. */
const BEFORE = '0017_study_credit_banks';
const MOBILE_IN_TEXT = '(^|[^0-9])1[3-9][0-9]{9}([^0-9]|$)';

const P = {
  /** A student who signs in with the phone they still have. */
  a: '13912340001',
  /** A student who signs in with this number ... */
  bLogin: '13912340002',
  /** ... and changed their phone to this one (users.phone) without student_details following. */
  bNow: '13912340003',
  teacher: '13912340004',
  /** Only in student_details (no users.phone). */
  d: '13912340005',
};
const ID_CARD = '370102199005122318';

/** The SQL migrations up to `BEFORE`, recorded as migrate() records them, so it goes on from there. */
async function migrateUpTo(database: Database, tag: string) {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const until = journal.entries.find((e) => e.tag === tag)!.when;
  const { db } = database;
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  for (const m of readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).filter((x) => x.folderMillis <= until)) {
    await db.transaction(async (tx) => {
      for (const statement of m.sql) if (statement.trim()) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${m.hash}, ${m.folderMillis})`,
      );
    });
  }
}

/** Rows as the code before issue 26 wrote them. */
async function writeTheOldWay(database: Database) {
  const { db } = database;
  await seedReference(db);
  const hash = await hashPassword(PASSWORD);
  const user = async (username: string, phone: string, role: string) => {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(
        sql`INSERT INTO users (username, password_hash, name, phone) VALUES (${username}, ${hash}, '测试', ${phone}) RETURNING id`,
      ),
    );
    await db.execute(sql`INSERT INTO user_roles (user_id, role, position) VALUES (${row!.id}, ${role}, 0)`);
    return row!.id;
  };
  const a = await user(P.a, P.a, 'student');
  const b = await user(P.bLogin, P.bNow, 'student');
  const teacher = await user('teacher_x', P.teacher, 'teacher');
  const d = await user('student_d', '', 'student');
  for (const [id, phone] of [
    [a, P.a],
    [b, P.bLogin],
    [d, P.d],
  ] as const)
    await db.execute(
      sql`INSERT INTO student_details (user_id, id_card_cipher, id_card_hash, phone_cipher)
          VALUES (${id}, ${personalData.encrypt(ID_CARD)}, ${`h${id}`}, ${personalData.encrypt(phone)})`,
    );
  await db.execute(sql`
    INSERT INTO audit_logs (user_id, username, role, action, method, path, before, after) VALUES
      (${b}, ${P.bLogin}, 'student', 'student.phone_update', 'PUT', '/s/v1/student/profile',
        ${JSON.stringify({ phone: P.bLogin })}::jsonb, ${JSON.stringify({ phone: P.bNow })}::jsonb),
      (${teacher}, 'teacher_x', 'teacher', 'teacher.profile.update', 'PUT', ${`/f/v1/homes/teacher?phone=${P.teacher}`},
        ${JSON.stringify({ name: '测试', phone: P.teacher })}::jsonb,
        ${JSON.stringify({ remark: `请拨打${P.teacher}`, leader: ID_CARD, rows: [{ username: P.a }] })}::jsonb),
      (${teacher}, 'teacher_x', 'teacher', 'class.create', 'POST', '/f/v1/classes', null,
        ${JSON.stringify({ name: '不变的班级', capacity: 20 })}::jsonb)`);
  await db.execute(sql`
    INSERT INTO login_logs (username, user_id, role, success) VALUES
      (${P.a}, ${a}, 'student', true), ('teacher_x', ${teacher}, 'teacher', true), (${P.d}, null, 'student', false)`);
  return { a, b, teacher, d };
}

/** Rows of a table whose text holds a mobile number anywhere. */
const clearPhones = async (database: Database, table: string) =>
  rowsOf<{ row: string }>(
    await database.db.execute(
      sql`SELECT t::text AS row FROM ${sql.identifier(table)} t WHERE t::text ~ ${MOBILE_IN_TEXT}`,
    ),
  ).map((r) => r.row);

const columnsOf = async (database: Database, table: string) =>
  rowsOf<{ column_name: string }>(
    await database.db.execute(
      sql`SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table}`,
    ),
  ).map((r) => r.column_name);

interface Engine {
  name: string;
  open(): Promise<{ database: Database; drop(): Promise<void> }>;
}

const ENGINES: Engine[] = [
  {
    name: 'PGlite',
    async open() {
      const database = await openDatabase({ dataDir: tmpdir(), inMemory: true });
      return { database, drop: () => database.close() };
    },
  },
];
const url = process.env.TEST_DATABASE_URL;
if (url)
  ENGINES.push({
    name: 'PostgreSQL',
    async open() {
      const name = `etp_phones_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl(url) });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const database = await openDatabase({ url: databaseUrl(url, name), dataDir: tmpdir(), poolSize: 3 });
      return {
        database,
        async drop() {
          await database.close();
          await dropDatabase(admin, name);
          await admin.end();
        },
      };
    },
  });

describe.each(ENGINES)('phones-encrypted on $name', (engine) => {
  let database: Database;
  let drop: () => Promise<void>;
  let ids: Awaited<ReturnType<typeof writeTheOldWay>>;
  let ran: string[];

  beforeAll(async () => {
    ({ database, drop } = await engine.open());
    await migrateUpTo(database, BEFORE);
    ids = await writeTheOldWay(database);
    // What start-up does (main.ts).
    await migrate(database);
    ran = await migrateData(database, { personalData });
  }, 120_000);
  afterAll(() => drop());

  it('runs once and is recorded', async () => {
    expect(ran).toEqual(['phones-encrypted', 'menus-added-2026-11']);
    expect(await migrateData(database, { personalData })).toEqual([]);
  });

  it('leaves no mobile number in clear in users, student_details, audit_logs or login_logs', async () => {
    for (const table of ['users', 'student_details', 'audit_logs', 'login_logs'])
      expect(await clearPhones(database, table), table).toEqual([]);
    const audit = JSON.stringify(rowsOf(await database.db.execute(sql`SELECT * FROM audit_logs`)));
    expect(audit).not.toContain(ID_CARD);
    expect(audit).toContain('139****0004');
    expect(audit).toContain('3701**********2318');
    // A snapshot without personal data is left as it was.
    expect(audit).toContain('不变的班级');
  });

  it('drops the clear columns', async () => {
    expect(await columnsOf(database, 'users')).not.toContain('phone');
    expect(await columnsOf(database, 'student_details')).not.toContain('phone_cipher');
  });

  it('keeps each account’s phone: the account’s own over the stale copy, the copy when it had none', async () => {
    const rows = rowsOf<{
      id: number;
      username: string;
      phone_cipher: string | null;
      phone_masked: string;
      login_phone_cipher: string | null;
    }>(await database.db.execute(sql`SELECT id, username, phone_cipher, phone_masked, login_phone_cipher FROM users`));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const phoneOf = (id: number) => personalData.decrypt(byId.get(id)!.phone_cipher!);
    expect(phoneOf(ids.a)).toBe(P.a);
    expect(phoneOf(ids.b)).toBe(P.bNow);
    expect(phoneOf(ids.teacher)).toBe(P.teacher);
    expect(phoneOf(ids.d)).toBe(P.d);
    expect(byId.get(ids.b)).toMatchObject({ username: '139****0002', phone_masked: '139****0003' });
    expect(personalData.decrypt(byId.get(ids.b)!.login_phone_cipher!)).toBe(P.bLogin);
    expect(byId.get(ids.teacher)).toMatchObject({ username: 'teacher_x', login_phone_cipher: null });
  });

  it('changes nothing when run again', async () => {
    const before = rowsOf(await database.db.execute(sql`SELECT * FROM users ORDER BY id`));
    const audit = rowsOf(await database.db.execute(sql`SELECT * FROM audit_logs ORDER BY id`));
    await DATA_MIGRATIONS[0]!.run(database.db, { personalData });
    expect(rowsOf(await database.db.execute(sql`SELECT * FROM users ORDER BY id`))).toEqual(before);
    expect(rowsOf(await database.db.execute(sql`SELECT * FROM audit_logs ORDER BY id`))).toEqual(audit);
  });

  it('lets students sign in with the phone they signed in with before, and no other', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'etp-phones-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      TOKEN_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      LOG_LEVEL: 'silent',
      WEB_DIST: join(dataDir, 'no-web'),
      WORKERS: '0',
      MEDIA_TRANSCODE: 'off',
      PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY,
    });
    const app = await buildApp({ config, database, state: memoryState(), logger: false });
    try {
      const login = (username: string, role: string) =>
        app.inject({ method: 'POST', url: '/oauth/token', payload: { username, password: PASSWORD, role } });
      expect((await login(P.a, 'student')).statusCode).toBe(200);
      expect((await login(P.bLogin, 'student')).statusCode).toBe(200);
      // The number B changed to is contact information, not a login name.
      expect((await login(P.bNow, 'student')).statusCode).toBe(400);
      // The mask is not a login name either.
      expect((await login('139****0001', 'student')).statusCode).toBe(400);
      expect((await login('teacher_x', 'teacher')).statusCode).toBe(200);
      expect(await clearPhones(database, 'login_logs')).toEqual([]);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
