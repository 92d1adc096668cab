// A province's data on PostgreSQL, for the dashboard's benchmark (issue 30; not the demo): at --scale 1, 200
// institutions, 5,000 classes, 200,000 students (each enrolled in one class), 20,000,000 learning-ledger rows over
// the last 180 days, a theory test per running or finished class with an attempt per student, certificates for the
// students who passed in the finished classes and follow-up answers for 40 % of them. All made by generate_series
// SQL; then the dashboard's first fold. It prints how long each step took.
//   npm run data:large                          (database etp_large on BENCH_DATABASE_URL or the local server)
//   npm run data:large -- --scale 0.1 --db etp_large_small
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { migrateData } from '../src/db/data-migrations/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedOnStart } from '../src/db/seed/run.ts';
import { PersonalDataCipher } from '../src/lib/personal-data/index.ts';
import { foldDashboard } from '../src/modules/dashboard/index.ts';

const { values: args } = parseArgs({
  options: { scale: { type: 'string', default: '1' }, db: { type: 'string', default: 'etp_large' } },
});
const SCALE = Number(args.scale);
if (!(SCALE > 0 && SCALE <= 1)) throw new Error('--scale must be in (0, 1]');
if (!/^[a-z_][a-z0-9_]*$/.test(args.db)) throw new Error('--db must be a plain database name');
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const urlFor = (db: string) => {
  const u = new URL(base);
  u.pathname = `/${db}`;
  return u.toString();
};

const n = (count: number) => Math.max(1, Math.round(count * SCALE));
const INSTITUTIONS = n(200);
const CLASSES_EACH = 25;
const STUDENTS = n(200_000);
const LEDGER_EACH = 100;
const DAYS = 180;

const steps: [string, SQL][] = [
  [
    `${INSTITUTIONS} institutions`,
    sql`insert into institutions (name, region_code, kind, status)
      select '大数据机构' || i,
        (array(select code from regions where level = 'area' order by code))[1 + (i % (select count(*) from regions where level = 'area'))::int],
        'training', 'approved'
      from generate_series(1, ${INSTITUTIONS}) i`,
  ],
  [
    `${INSTITUTIONS * CLASSES_EACH} classes`,
    sql`insert into classes (institution_id, course_id, name, region_code, start_date, end_date, capacity, status, mode, enrolled_count, trainer_id)
      select inst.id, (select min(id) from courses), '大数据班级' || inst.id || '-' || c, inst.region_code,
        current_date - (c * 7), current_date - (c * 7) + 30, 200,
        (array['draft','pending','rejected','approved','running','finished','running','finished'])[1 + c % 8], 'online', 0,
        case when inst.rn = 1 and c <= 3 then (select id from users where username = 'trainer') end
      from (select id, region_code, row_number() over (order by id) as rn from institutions where name like '大数据机构%') inst,
        generate_series(1, ${CLASSES_EACH}) c`,
  ],
  [
    `${STUDENTS} students`,
    sql`insert into users (username, password_hash, name, phone_cipher, phone_hash, phone_masked, id_card_masked, region_code)
      select 'large' || i, (select password_hash from users where username = 'student'), '学员' || i,
        'x', md5('large-phone' || i), '139****' || lpad((i % 10000)::text, 4, '0'),
        '3701**********' || lpad((i % 10000)::text, 4, '0'), '370102'
      from generate_series(1, ${STUDENTS}) i`,
  ],
  [
    'their student role',
    sql`insert into user_roles (user_id, role, position) select id, 'student', 0 from users where username like 'large%'`,
  ],
  [
    'one enrolment each',
    sql`insert into enrolments (class_id, user_id, course_id, verified, created_at)
      select c.id, u.id, c.course_id, 1, now() - ((u.rn % ${DAYS}) * interval '1 day')
      from (select id, course_id, row_number() over (order by id) as rn, count(*) over () as total
            from classes where name like '大数据班级%') c
      join (select id, row_number() over (order by id) as rn from users where username like 'large%') u
        on (u.rn - 1) % c.total + 1 = c.rn`,
  ],
  [
    'seats taken',
    sql`update classes k set enrolled_count = e.n from (select class_id, count(*) as n from enrolments group by 1) e
      where e.class_id = k.id and k.name like '大数据班级%'`,
  ],
  // A bulk load: the ledger's secondary indexes are made again after it, once, instead of row by row.
  [
    'the ledger indexes set aside',
    sql`drop index if exists study_ledger_user_day_idx, study_ledger_class_idx, study_ledger_course_idx`,
  ],
  [
    `${STUDENTS * LEDGER_EACH} ledger rows`,
    sql`insert into study_ledger (user_id, class_id, course_id, lesson_id, kind, day, seconds, position, created_at)
      select e.user_id, e.class_id, e.course_id, null, 'vod',
        to_char((now() at time zone 'UTC') + interval '8 hours' - (((e.id * 7 + g) % ${DAYS}) * interval '1 day'), 'YYYY-MM-DD'),
        30 + (e.id + g) % 570, g * 30,
        now() - (((e.id * 7 + g) % ${DAYS}) * interval '1 day')
      from enrolments e join classes c on c.id = e.class_id and c.name like '大数据班级%',
        generate_series(1, ${LEDGER_EACH}) g`,
  ],
  [
    'the ledger indexes made again',
    sql.raw(`create index study_ledger_user_day_idx on study_ledger (user_id, day);
      create index study_ledger_class_idx on study_ledger (class_id, user_id);
      create index study_ledger_course_idx on study_ledger (user_id, course_id)`),
  ],
  [
    'a theory paper',
    sql`insert into exam_papers (course_id, name, mode, total_score, pass_score, duration_minutes)
      select min(id), '大数据理论试卷', 'fixed', 100, 60, 60 from courses`,
  ],
  [
    'a theory test per running or finished class',
    sql`insert into exam_tests (class_id, paper_id, kind, opens_at, closes_at)
      select c.id, (select max(id) from exam_papers where name = '大数据理论试卷'), 'theory', now() - interval '30 days', now()
      from classes c where c.name like '大数据班级%' and c.status in ('running', 'finished')`,
  ],
  [
    'an attempt per student of those classes (75 % pass)',
    sql`insert into exam_attempts (test_id, user_id, number, status, questions, started_at, deadline, submitted_at, submitted_by, score, passed, token_hash)
      select t.id, e.user_id, 1, 'marked', '[]'::jsonb, now() - ((e.id % 60) * interval '1 day'),
        now() - ((e.id % 60) * interval '1 day') + interval '1 hour', now() - ((e.id % 60) * interval '1 day') + interval '40 minutes',
        'student', case when e.id % 4 = 0 then 40 else 80 end, case when e.id % 4 = 0 then 0 else 1 end,
        md5('large-attempt' || e.id)
      from exam_tests t join enrolments e on e.class_id = t.class_id
      join classes c on c.id = t.class_id and c.name like '大数据班级%'`,
  ],
  [
    'certificates for those who passed in finished classes',
    sql`insert into certificates (certificate_no, user_id, class_id, institution_id, course_id, student_name, id_card_masked,
        class_name, institution_name, course_name, region_code, hours, score, completed_at, created_at)
      select 'SDL' || lpad(e.id::text, 12, '0'), e.user_id, c.id, c.institution_id, c.course_id, '学员', '3701**********0000',
        c.name, '大数据机构', '创业培训', c.region_code, 64, 80, current_date - (e.id % 90)::int,
        now() - ((e.id % 90) * interval '1 day')
      from enrolments e join classes c on c.id = e.class_id and c.name like '大数据班级%' and c.status = 'finished'
      where e.id % 4 <> 0`,
  ],
  [
    'follow-up answers from 40 % of them',
    sql`insert into survey_answers (user_id, is_service, is_business, work_status, business_direction, service_type)
      select k.user_id, 1, k.id % 2, 1, 1, array[1]
      from certificates k where k.certificate_no like 'SDL%' and k.id % 5 < 2
      on conflict do nothing`,
  ],
  [
    'a subsidy claim per finished class',
    sql`insert into settlement_claims (class_id, institution_id, region_code, course_id, status, student_count,
        claimed_fen, total_fen, submitted_at, approved_at, paid_on, created_at, updated_at)
      select c.id, c.institution_id, c.region_code, c.course_id,
        (array['submitted','area_review','city_review','publicity','approved','paid','paid','paid'])[1 + c.id % 8],
        c.enrolled_count, c.enrolled_count * 150000, c.enrolled_count * 150000,
        now() - interval '20 days', case when c.id % 8 >= 4 then now() - interval '10 days' end,
        case when c.id % 8 >= 5 then current_date - 5 end, now() - interval '21 days', now()
      from classes c where c.name like '大数据班级%' and c.status = 'finished'`,
  ],
  ['analyze', sql`analyze`],
];

async function main() {
  const started = Date.now();
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${args.db} with (force)`);
  await admin.query(`create database ${args.db}`);
  await admin.end();
  const database = await openDatabase({ url: urlFor(args.db), dataDir: mkdtempSync(join(tmpdir(), 'etp-large-')) });
  try {
    let at = Date.now();
    const took = (what: string) => {
      console.log(`  ${what}: ${((Date.now() - at) / 1000).toFixed(1)} s`);
      at = Date.now();
    };
    console.log(`Making a province's data in ${args.db} at scale ${SCALE}...`);
    await migrate(database);
    await migrateData(database, { personalData: new PersonalDataCipher(randomBytes(32)) });
    await seedOnStart(database, { seedDemo: true });
    took('migrations and the demo seed');
    await database.db.execute(sql`set synchronous_commit = off`);
    for (const [what, statement] of steps) {
      await database.db.execute(statement);
      took(what);
    }
    const report = await foldDashboard(database.db);
    took(`the dashboard's first fold (${report.rows} ledger rows)`);
    const again = await foldDashboard(database.db);
    took(`a fold with nothing new (${again.rows} ledger rows): the job's every-minute cost`);
    console.log(`data:large done in ${((Date.now() - started) / 1000).toFixed(1)} s (database ${args.db})`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
