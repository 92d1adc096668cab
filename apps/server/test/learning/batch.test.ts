// Group commit of the heartbeats (record-batch.ts): reports that arrive while a batch is written go together in the
// next, are decided one after the other in memory and written in one transaction, each answered after its commit; a
// write that fails acknowledges nothing it did not store; two instances still serialise a student on its row lock.
import { randomUUID } from 'node:crypto';
import type { LearningRecordBody } from '@etp/contracts';
import { and, eq, inArray, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { genericPlans } from '../../src/db/pipeline.ts';
import { lessonProgress, studyLedger, studyStates } from '../../src/db/schema/index.ts';
import { readCalls, saveCall } from '../../src/modules/learning/batch-statements.ts';
import type { Desk } from '../../src/modules/learning/crediting.ts';
import { RecordService } from '../../src/modules/learning/record.service.ts';
import { type Api, testApp } from '../helpers.ts';
import { classmates, report, T0, type World, world } from './fixtures.ts';

let api: Api;
let w: World;
let students: Awaited<ReturnType<typeof classmates>>;
beforeAll(async () => {
  api = await testApp();
  w = await world(api);
  students = await classmates(api, w, 'batch', 40);
});
afterAll(() => api.close());

/** The write transactions the heartbeats open while `run` runs: a batch of reports is one. */
async function counting<T>(run: () => Promise<T>): Promise<{ value: T; transactions: number }> {
  const before = api.app.learning.records.transactions;
  const value = await run();
  return { value, transactions: api.app.learning.records.transactions - before };
}

/** The caller of a classmate's reports: the student and their session. */
const callerOf = (userId: number) => {
  const student = students.find((s) => s.userId === userId);
  if (!student) throw new Error(`no classmate ${userId}`);
  return { userId, sessionId: student.sessionId };
};

/** A report straight into the service: reports made in one go reach the batch in that order. */
const beat = (userId: number, position: number, tab = `tab-${userId}`) =>
  api.app.learning.records.recordLesson(callerOf(userId), {
    lesson_id: w.long,
    position,
    playing: true,
    tab,
  } satisfies LearningRecordBody);

const ledgerAt = (second: number, userIds: number[]) =>
  api.app.db
    .select({ userId: studyLedger.userId, seconds: studyLedger.seconds, position: studyLedger.position })
    .from(studyLedger)
    .where(and(inArray(studyLedger.userId, userIds), eq(studyLedger.createdAt, new Date(T0 + second * 1000))));

const stateOf = async (userId: number) => {
  const [row] = await api.app.db.select().from(studyStates).where(eq(studyStates.userId, userId));
  return row;
};

/** The scans of a plan that do not start from a key: `table-or-index:node` for each. */
function scansWithoutKey(plan: unknown): string[] {
  const found: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    const type = node['Node Type'] as string;
    const table = node['Relation Name'] as string | undefined;
    const index = node['Index Name'] as string | undefined;
    // Every index scan (a bitmap one too) must have a condition; a table is read only through an index.
    if (index && !('Index Cond' in node)) found.push(`${index}:${type}`);
    if (table && !index && type !== 'ModifyTable' && type !== 'Bitmap Heap Scan') found.push(`${table}:${type}`);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  for (const top of plan as { Plan: Record<string, unknown> }[]) walk(top.Plan);
  return found;
}

describe('the statements of a batch', () => {
  it('look every row up by key on their one generic plan, made on tables of any size (here nearly empty)', async () => {
    const now = new Date(T0);
    const policy = {
      dailyLimitSeconds: 3600,
      dailyLimitMinutes: 60,
      idleCheckMinutes: [20, 40] as const,
      faceCheckMinutes: [15, 30] as const,
      random: () => 0.5,
    };
    const reports = [
      {
        userId: 1,
        sessionId: randomUUID(),
        kind: 'lesson' as const,
        targetId: 1,
        position: 0,
        playing: true,
        tab: 'a',
      },
      { userId: 2, sessionId: randomUUID(), kind: 'live' as const, targetId: 1, position: 0, playing: true, tab: 'b' },
    ];
    const state = { userId: 1, tab: 'a', target: 'lesson:1', playing: 1, position: 0, lastReportAt: now, day: 'd' };
    const desk: Desk = {
      state: {
        ...state,
        daySeconds: 0,
        creditedTotal: 0,
        idleDueAt: 1,
        idleIssuedAt: null,
        faceDueAt: 1,
        faceIssuedAt: null,
        updatedAt: now,
        studyCourseId: 0,
        carryMs: 0,
        creditBankMs: 2000,
        seekBankMs: 3000,
      },
      stateChanged: true,
      lessons: new Map(),
      lives: new Map(),
      latestPassUs: null,
      credits: [],
    };
    const save = saveCall([desk], now);
    const plans = await genericPlans(api.app.db, [...readCalls(reports, now, policy), ...(save ? [save] : [])]);
    expect(plans).toHaveLength(4);
    for (const plan of plans) expect(scansWithoutKey(plan)).toEqual([]);
    // The check itself sees a scan without a key.
    const [whole] = await genericPlans(api.app.db, [
      { statement: { name: 'whole_ledger', types: [], text: 'select count(*) from study_ledger' }, args: [] },
    ]);
    expect(scansWithoutKey(whole)).toHaveLength(1);
  });
});

describe('reports sent at once', () => {
  it('credits many students in one batch, each the time since its own last report', async () => {
    const ids = students.map((s) => s.userId);
    w.at(0);
    const first = await Promise.all(students.map((s) => report(s.client, w.long, 0, `tab-${s.userId}`)));
    expect(first.map((r) => [r.status, r.body.code, r.body.data.credited])).toEqual(ids.map(() => [200, 200, 0]));
    w.at(10);
    const { value, transactions } = await counting(() => Promise.all(ids.map((id) => beat(id, 10))));
    // The first report is written at once, alone; the 39 that arrive meanwhile go together in the next transaction.
    expect(transactions).toBe(2);
    expect(value.map((r) => [r.code, r.data.credited, r.data.total_seconds])).toEqual(ids.map(() => [200, 10, 10]));
    const rows = await ledgerAt(10, ids);
    expect(rows.map((r) => [r.userId, r.seconds, r.position]).sort()).toEqual(ids.map((id) => [id, 10, 10]).sort());
    const progress = await api.app.db
      .select({ credited: lessonProgress.creditedSeconds, furthest: lessonProgress.furthestPosition })
      .from(lessonProgress)
      .where(and(inArray(lessonProgress.userId, ids), eq(lessonProgress.lessonId, w.long)));
    expect(progress).toEqual(ids.map(() => ({ credited: 10, furthest: 10 })));
    // Through the route, as the players send them.
    w.at(20);
    const answers = await Promise.all(students.map((s) => report(s.client, w.long, 20, `tab-${s.userId}`)));
    expect(answers.map((r) => [r.status, r.body.code, r.body.data.credited, r.body.data.total_seconds])).toEqual(
      ids.map(() => [200, 200, 10, 20]),
    );
  });

  it('decides two reports of one student in one batch one after the other: the second tab gets 302', async () => {
    const [one, filler] = students as [(typeof students)[0], (typeof students)[0]];
    w.at(30);
    const { value, transactions } = await counting(() =>
      Promise.all([
        beat(filler.userId, 30), // written at once, alone: the three below arrive while it is and go together
        beat(one.userId, 30),
        beat(one.userId, 30, 'tab-other'),
        beat(one.userId, 30),
      ]),
    );
    expect(transactions).toBe(2);
    const [, first, otherTab, again] = value;
    expect([first?.code, first?.data.credited]).toEqual([200, 10]);
    expect([otherTab?.code, otherTab?.data.credited]).toEqual([302, 0]);
    // The same tab again at the same server time: no time has passed since the first, nothing more is credited.
    expect([again?.code, again?.data.credited, again?.data.total_seconds]).toEqual([200, 0, 30]);
    expect(await ledgerAt(30, [one.userId])).toEqual([{ userId: one.userId, seconds: 10, position: 30 }]);
    expect((await stateOf(one.userId))?.tab).toBe(`tab-${one.userId}`);
  });
});

describe('a write that fails', () => {
  const refuse = async (condition: string) => {
    await api.app.db.execute(
      sql.raw(`create or replace function refuse_credit() returns trigger language plpgsql as $$
        begin if ${condition} then raise exception 'credit refused'; end if; return new; end $$`),
    );
    await api.app.db.execute(sql.raw('drop trigger if exists refuse_credit on study_ledger'));
    await api.app.db.execute(
      sql.raw(
        'create trigger refuse_credit before insert on study_ledger for each row execute function refuse_credit()',
      ),
    );
  };
  afterAll(() => api.app.db.execute(sql.raw('drop trigger if exists refuse_credit on study_ledger')));

  it('answers the rest of the batch once written without the failing report, which alone gets the error', async () => {
    const group = students.slice(2, 8);
    const [bad, ...good] = group as [(typeof group)[0], ...typeof group];
    const filler = students[8] as (typeof students)[0];
    w.at(100);
    await Promise.all([...group, filler].map((s) => beat(s.userId, 0)));
    await refuse(`new.user_id = ${bad.userId}`);
    w.at(110);
    const settled = await counting(() =>
      Promise.allSettled([beat(filler.userId, 10), ...group.map((s) => beat(s.userId, 10))]),
    );
    // The filler alone, the batch of six that failed, then the six one by one.
    expect(settled.transactions).toBe(1 + 1 + group.length);
    const [, badAnswer, ...goodAnswers] = settled.value;
    expect(badAnswer?.status).toBe('rejected');
    expect(goodAnswers.map((a) => (a.status === 'fulfilled' ? a.value.data.credited : a.reason))).toEqual(
      good.map(() => 10),
    );
    const stored = await ledgerAt(
      110,
      group.map((s) => s.userId),
    );
    expect(stored.map((r) => r.userId).sort()).toEqual(good.map((s) => s.userId).sort());
    // Nothing of the failed report was kept: its state is as the previous report left it.
    expect((await stateOf(bad.userId))?.lastReportAt).toEqual(new Date(T0 + 100_000));
    expect((await stateOf(good[0]!.userId))?.lastReportAt).toEqual(new Date(T0 + 110_000));
  });

  it('answers every report with an error when none can be written, and stores none', async () => {
    const group = students.slice(10, 14);
    w.at(200);
    await Promise.all(group.map((s) => beat(s.userId, 0)));
    await refuse('true');
    w.at(210);
    const answers = await Promise.all(group.map((s) => report(s.client, w.long, 10, `tab-${s.userId}`)));
    expect(answers.map((a) => a.status)).toEqual(group.map(() => 500));
    expect(
      await ledgerAt(
        210,
        group.map((s) => s.userId),
      ),
    ).toEqual([]);
    for (const s of group) expect((await stateOf(s.userId))?.lastReportAt).toEqual(new Date(T0 + 200_000));
  });
});

describe('two instances on one database', () => {
  it('serialise a student on its state row, taking the rows in one order (no deadlock, no double credit)', async () => {
    const records = api.app.learning.records;
    const log = { warn: vi.fn() };
    const other = new RecordService(api.app.db, api.app.config, log, api.app.sessions);
    other.clock = () => records.clock();
    const warn = vi.spyOn(api.app.log, 'warn');
    const group = students.slice(20, 40);
    const ids = group.map((s) => s.userId);
    const beatOn = (service: RecordService, userId: number, position: number) =>
      service.recordLesson(callerOf(userId), { lesson_id: w.long, position, playing: true, tab: `tab-${userId}` });
    w.at(300);
    await Promise.all(group.map((s) => beatOn(records, s.userId, 0)));
    w.at(310);
    // The same reports on both instances, in opposite orders: each student's interval is credited once.
    const [mine, theirs] = await Promise.all([
      Promise.all(group.map((s) => beatOn(records, s.userId, 10))),
      Promise.all([...group].reverse().map((s) => beatOn(other, s.userId, 10))),
    ]);
    theirs.reverse();
    expect(group.map((_, i) => (mine[i]?.data.credited ?? 0) + (theirs[i]?.data.credited ?? 0))).toEqual(
      group.map(() => 10),
    );
    const rows = await ledgerAt(310, ids);
    expect(rows.map((r) => r.userId).sort()).toEqual([...ids].sort());
    // The instance that waited for a lock decided on the progress the other had just written, not on its snapshot's.
    const credited = await api.app.db
      .select({ userId: studyLedger.userId, seconds: sum(studyLedger.seconds).mapWith(Number) })
      .from(studyLedger)
      .where(and(inArray(studyLedger.userId, ids), eq(studyLedger.lessonId, w.long)))
      .groupBy(studyLedger.userId);
    const progress = await api.app.db
      .select({ userId: lessonProgress.userId, seconds: lessonProgress.creditedSeconds })
      .from(lessonProgress)
      .where(and(inArray(lessonProgress.userId, ids), eq(lessonProgress.lessonId, w.long)));
    const byUser = (list: { userId: number; seconds: number }[]) => list.map((r) => [r.userId, r.seconds]).sort();
    expect(byUser(progress)).toEqual(byUser(credited));
    expect(log.warn).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
