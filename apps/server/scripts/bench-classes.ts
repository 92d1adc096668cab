// Classes and enrolment at scale (issue 12): generates 200 institutions, 5,000 classes, 200,000 students (with their
// enrolments) and 20,000 sign-up leads in a throw-away PostgreSQL database, then measures every list and the to-do
// counts through the real app (in-process inject: server time without the network), p50 and p99 over many calls.
// A benchmark, not a test: it prints PASS/FAIL against 100 ms p99 and exits 0 unless something answers non-200.
//   npm run bench:classes                       (BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
//   npm run bench:classes -- --calls 300
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateData } from '../src/db/data-migrations/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedOnStart } from '../src/db/seed/run.ts';
import { PersonalDataCipher } from '../src/lib/personal-data/index.ts';
import { memoryState } from '../src/lib/shared-state.ts';

const { values: args } = parseArgs({ options: { calls: { type: 'string', default: '200' } } });
const CALLS = Number(args.calls);
const TARGET_P99_MS = 100;
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `etp_bench_classes_${process.pid}`;
const urlFor = (db: string) => {
  const u = new URL(base);
  u.pathname = `/${db}`;
  return u.toString();
};

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const GENERATE = [
  // 200 approved institutions spread over every area of the seeded regions.
  sql`insert into institutions (name, region_code, kind, status)
      select '基准机构' || i, (array(select code from regions where level = 'area' order by code))[1 + (i % (select count(*) from regions where level = 'area'))::int], 'training', 'approved'
      from generate_series(1, 200) i`,
  // 5,000 classes, 25 per institution, in every status, 40 seats, 40 students each.
  sql`insert into classes (institution_id, course_id, name, region_code, start_date, end_date, capacity, status, mode, enrolled_count, teacher_id)
      select inst.id, 1 + (c % 2), '基准班级' || inst.id || '-' || c, inst.region_code,
             current_date + ((c % 60) - 30), current_date + ((c % 60) - 20), 40,
             (array['draft','pending','rejected','approved','running','finished'])[1 + c % 6], 'offline', 40, null
      from (select id, region_code from institutions where name like '基准机构%') inst, generate_series(1, 25) c`,
  // 200,000 student accounts with their real-name rows (hashes stand in for the cipher texts).
  sql`insert into users (username, password_hash, name, phone_cipher, phone_hash, phone_masked, id_card_masked, region_code)
      select 'bench' || i, (select password_hash from users where username = 'student'), '学员' || i,
             'x', md5('phone' || i), '19' || lpad((i % 10)::text, 1, '0') || '****' || lpad((i % 10000)::text, 4, '0'),
             '3701**********' || lpad((i % 10000)::text, 4, '0'), '370102'
      from generate_series(1, 200000) i`,
  sql`insert into user_roles (user_id, role, position) select id, 'student', 0 from users where username like 'bench%'`,
  sql`insert into student_details (user_id, id_card_hash, id_card_cipher, gender, education, household, employment)
      select id, md5(username), 'x', 'male', 'senior', 'urban', 'unemployed' from users where username like 'bench%'`,
  // 40 students per class, each student in one class.
  sql`insert into enrolments (class_id, user_id, course_id, verified, created_at)
      select c.id, u.id, c.course_id, (u.rn % 3 = 0)::int, now()
      from (select id, course_id, row_number() over (order by id) as rn from classes where name like '基准班级%') c
      join (select id, row_number() over (order by id) as rn from users where username like 'bench%') u
        on (u.rn - 1) / 40 + 1 = c.rn`,
  // 20,000 leads over the areas.
  sql`insert into leads (name, id_card_cipher, id_card_hash, id_card_masked, phone_cipher, phone_hash, phone_masked, region_code, education, course_id, status, consent_version)
      select '线索' || i, 'x', md5('lead' || i), '3701**********0000', 'x', md5('p' || i), '138****0000',
             (array(select code from regions where level = 'area' order by code))[1 + (i % (select count(*) from regions where level = 'area'))::int],
             'senior', 1 + (i % 2), (array['new','contacted','unreachable'])[1 + i % 3], '2026-11'
      from generate_series(1, 20000) i`,
  sql`analyze`,
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  await admin(`create database ${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'etp-bench-classes-'));
  const database = await openDatabase({ url: urlFor(name), dataDir, poolSize: 5 });
  try {
    await migrate(database);
    await migrateData(database, { personalData: new PersonalDataCipher(randomBytes(32)) });
    await seedOnStart(database, { seedDemo: true });
    const started = Date.now();
    for (const statement of GENERATE) await database.db.execute(statement);
    console.log(
      `generated 200 institutions, 5,000 classes, 200,000 students, 20,000 leads in ${Date.now() - started} ms`,
    );

    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      TOKEN_SECRET: randomBytes(24).toString('hex'),
      PERSONAL_DATA_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      WORKERS: '0',
      RATE_LIMIT_MAX: '100000000',
      WEB_DIST: join(dataDir, 'no-web'),
    });
    const app = await buildApp({ config, database, state: memoryState(), logger: false });
    const token = async (username: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { username, password: 'Demo@12345', role: username },
      });
      return `Bearer ${res.json().data.access_token}`;
    };
    const who = {
      teacher: await token('teacher'),
      area: await token('area'),
      city: await token('city'),
      admin: await token('admin'),
    };
    const targets: [keyof typeof who, string][] = [
      ['teacher', '/f/v1/todo-tasks/counts'],
      ['teacher', '/f/v1/classes?page=1&size=20'],
      ['teacher', '/f/v1/students?page=1&size=20&verified=0'],
      ['teacher', '/f/v1/leads?page=1&size=20&status=new'],
      ['area', '/a/v1/classes?page=1&size=20&status=pending'],
      ['area', '/f/v1/students?page=1&size=20'],
      ['city', '/a/v1/institutions?page=1&size=20'],
      ['city', '/f/v1/classes?page=5&size=20'],
      ['admin', '/f/v1/classes?page=1&size=20&status=running'],
      ['admin', '/f/v1/classes?page=200&size=20'],
      ['admin', '/f/v1/students?page=1&size=20'],
      ['admin', '/f/v1/students?page=1000&size=20'],
      ['admin', '/a/v1/leads/counts'],
    ];
    let failed = false;
    console.log(`${'caller'.padEnd(8)} ${'call'.padEnd(48)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  verdict`);
    for (const [role, url] of targets) {
      const headers = { authorization: who[role] };
      const first = await app.inject({ method: 'GET', url, headers });
      if (first.statusCode !== 200) {
        console.log(`${role} ${url}: HTTP ${first.statusCode} ${first.body.slice(0, 200)}`);
        failed = true;
        continue;
      }
      for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url, headers });
      const times: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const t0 = performance.now();
        await app.inject({ method: 'GET', url, headers });
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const p99 = percentile(times, 99);
      console.log(
        `${role.padEnd(8)} ${url.padEnd(48)} ${percentile(times, 50).toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)}  ${p99 <= TARGET_P99_MS ? 'PASS' : 'FAIL'}`,
      );
    }
    await app.close();
    if (failed) process.exitCode = 1;
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
