// The dashboard's rollups equal a full recount after any sequence of writes: credited study (the learning ledger,
// including a row whose transaction commits after a later one was folded), enrolments and their removal, theory
// attempts, certificates issued and revoked, follow-up answers, classes moving region and status.

import { STUDYING_NOW_MINUTES } from '@etp/contracts';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/migrate.ts';
import { certificates } from '@/db/schema/certificates.ts';
import { classes, enrolments } from '@/db/schema/classes.ts';
import { examAttempts, examTests } from '@/db/schema/exams.ts';
import { studyLedger } from '@/db/schema/learning.ts';
import { surveyAnswers } from '@/db/schema/students.ts';
import { users } from '@/db/schema/users.ts';
import { classFacts, stateCounts, studyDaysRecount, studyRecount } from '@/modules/reporting/index.ts';
import { databaseUrl } from '../db-urls.ts';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

/** A deterministic pseudo-random sequence (mulberry32), so a failure replays. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();

async function expectEqualToRecount() {
  const db = api.app.db;
  const study = rowsOf<{ class_id: number; day: string; seconds: string }>(
    await db.execute(
      sql`select class_id, day, seconds::bigint::text as seconds from dashboard_study where seconds <> 0`,
    ),
  );
  const recount = rowsOf<{ class_id: number; day: string; seconds: string }>(
    await db.execute(sql`select class_id, day, seconds::text as seconds from (${studyRecount()}) r`),
  );
  expect(sorted(study)).toEqual(sorted(recount));
  // The same summed per region, institution and day (what every scope but a trainer's reads).
  const days = rowsOf(
    await db.execute(sql`select region_code, institution_id, day, seconds::bigint::text as seconds
      from dashboard_study_days where seconds <> 0`),
  );
  const daysRecount = rowsOf(
    await db.execute(sql`select region_code, institution_id, day, seconds::text as seconds
      from (${studyDaysRecount()}) r`),
  );
  expect(days.length).toBeGreaterThan(0);
  expect(sorted(days)).toEqual(sorted(daysRecount));
  const counts = rowsOf(
    await db.execute(sql`select metric, region_code, institution_id, class_id, day, n from dashboard_counts`),
  );
  const recounted = rowsOf(
    await db.execute(sql`select metric, region_code, institution_id, class_id, day, n from (${stateCounts()}) r`),
  );
  expect(sorted(counts)).toEqual(sorted(recounted));
  // Their totals per region and institution (what every scope but a trainer's reads).
  const totals = rowsOf(
    await db.execute(sql`select metric, region_code, institution_id, n::bigint::text as n from dashboard_count_totals`),
  );
  const retotalled = rowsOf(
    await db.execute(sql`select metric, region_code, institution_id, sum(n)::bigint::text as n
      from (${stateCounts()}) r group by 1, 2, 3`),
  );
  expect(totals.length).toBeGreaterThan(0);
  expect(sorted(totals)).toEqual(sorted(retotalled));
  const dims = rowsOf(
    await db.execute(sql`select class_id, region_code, institution_id, status from dashboard_classes`),
  );
  expect(sorted(dims)).toEqual(sorted(rowsOf(await db.execute(classFacts()))));
  // Folded study sits in its class's current region.
  const misplaced = rowsOf(
    await db.execute(sql`select s.class_id from dashboard_study s join dashboard_classes c on c.class_id = s.class_id
      where s.region_code <> c.region_code or s.institution_id <> c.institution_id`),
  );
  expect(misplaced).toEqual([]);
  // Studying now: the students with a credit in the last minutes, in one statement (one now()) against the ledger.
  const [now] = rowsOf<{ rolled: string; recount: string }>(
    await db.execute(sql`select
      (select count(*) from dashboard_recent
        where last_at > now() - ${`${STUDYING_NOW_MINUTES} minutes`}::interval)::text as rolled,
      (select count(distinct user_id) from study_ledger
        where created_at > now() - ${`${STUDYING_NOW_MINUTES} minutes`}::interval)::text as recount`),
  );
  expect(now!.rolled).toBe(now!.recount);
  return Number(now!.rolled);
}

describe('the dashboard rollups', () => {
  it('equal a full recount after the demo seed and after every round of random writes', async () => {
    const db = api.app.db;
    await api.app.dashboard.fold();
    await expectEqualToRecount();
    const next = random(30);
    let studyingNow = 0;
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
    const classRows = await db.select().from(classes).orderBy(classes.id);
    const students = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.username} like 'student%'`)
      .orderBy(users.id);
    const tests = await db.select().from(examTests).where(eq(examTests.kind, 'theory')).orderBy(examTests.id);
    const areas = [...new Set(classRows.map((c) => c.regionCode))];
    for (let round = 0; round < 6; round++) {
      for (let step = 0; step < 25; step++) {
        const op = next();
        const cls = pick(classRows);
        const student = pick(students);
        if (op < 0.4) {
          const day = `2026-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}`;
          await db.insert(studyLedger).values({
            userId: student.id,
            classId: next() < 0.1 ? null : cls.id,
            courseId: cls.courseId,
            kind: 'vod',
            day,
            seconds: 30 + Math.floor(next() * 600),
            createdAt: new Date(),
          });
        } else if (op < 0.55) {
          await db.insert(enrolments).values({ classId: cls.id, userId: student.id }).onConflictDoNothing();
        } else if (op < 0.6) {
          await db.delete(enrolments).where(and(eq(enrolments.classId, cls.id), eq(enrolments.userId, student.id)));
        } else if (op < 0.7 && tests.length) {
          const test = pick(tests);
          const passed = next() < 0.6 ? 1 : 0;
          await db.insert(examAttempts).values({
            testId: test.id,
            userId: student.id,
            number: 100 + round * 100 + step,
            status: 'marked',
            questions: [],
            startedAt: new Date(),
            deadline: new Date(),
            submittedAt: new Date(Date.now() - Math.floor(next() * 30) * 86_400_000),
            score: passed ? 80 : 40,
            passed,
            tokenHash: `dash-${round}-${step}-${next()}`,
          });
        } else if (op < 0.8) {
          await db
            .insert(certificates)
            .values({
              certificateNo: `SDTEST${round}${step}${Math.floor(next() * 1e9)}`,
              userId: student.id,
              classId: cls.id,
              institutionId: cls.institutionId,
              studentName: 'x',
              className: cls.name,
              institutionName: 'x',
              courseName: 'x',
              regionCode: cls.regionCode,
              completedAt: '2026-03-01',
              createdAt: new Date(Date.now() - Math.floor(next() * 60) * 86_400_000),
            })
            // One certificate per student and class: a pick that has one (the demo's, or an earlier round's) adds none.
            .onConflictDoNothing();
        } else if (op < 0.85) {
          await db.execute(sql`update certificates set status = 'revoked'
            where id = (select id from certificates where status = 'issued' order by id desc limit 1)`);
        } else if (op < 0.9) {
          await db
            .insert(surveyAnswers)
            .values({
              userId: student.id,
              isService: 1,
              isBusiness: 1,
              workStatus: 1,
              businessDirection: 1,
              serviceType: [1],
            })
            .onConflictDoNothing();
        } else if (op < 0.95) {
          await db
            .update(classes)
            .set({ regionCode: pick(areas) })
            .where(eq(classes.id, cls.id));
        } else {
          await db
            .update(classes)
            .set({ status: pick(['draft', 'running', 'finished'] as const) })
            .where(eq(classes.id, cls.id));
        }
      }
      await api.app.dashboard.fold();
      studyingNow = await expectEqualToRecount();
    }
    // The rounds credited students just now: the figure is not trivially 0 = 0.
    expect(studyingNow).toBeGreaterThan(0);
  });

  it('folds a ledger row whose transaction commits after a later row was folded (a gap), and only once', async () => {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) return; // One connection on PGlite: no second transaction to hold open.
    const db = api.app.db;
    const [name] = rowsOf<{ db: string }>(await db.execute(sql`select current_database() as db`));
    const slow = new pg.Client({ connectionString: databaseUrl(base, name!.db) });
    await slow.connect();
    try {
      const [student] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
      const [cls] = await db.select().from(classes).limit(1);
      await slow.query('begin');
      await slow.query(
        `insert into study_ledger (user_id, class_id, kind, day, seconds, created_at) values ($1, $2, 'vod', '2026-05-05', 777, now())`,
        [student!.id, cls!.id],
      );
      await db.insert(studyLedger).values({
        userId: student!.id,
        classId: cls!.id,
        kind: 'vod',
        day: '2026-05-05',
        seconds: 111,
        createdAt: new Date(),
      });
      const first = await api.app.dashboard.fold();
      expect(first.gaps).toBeGreaterThanOrEqual(1);
      await slow.query('commit');
      const second = await api.app.dashboard.fold();
      expect(second.gaps).toBe(0);
      await api.app.dashboard.fold();
      await expectEqualToRecount();
    } finally {
      await slow.end();
    }
  });
});
