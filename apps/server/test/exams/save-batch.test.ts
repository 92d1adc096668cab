// Answer saves in group commit (save-batch.ts), on the database: the saves that arrive while a batch is written go
// together in the next, are decided one after the other (the rules are unit-tested in save-rules.test.ts) and written in
// one transaction, each answered after its commit; a failing save fails alone; a save past the deadline is refused in
// a batch that writes the others; two instances serialise an attempt on its row lock.
import type { SaveAnswers, SavedAnswers } from '@etp/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { genericPlans } from '../../src/db/pipeline.ts';
import { examAnswers, examAttemptEvents, examAttempts } from '../../src/db/schema/index.ts';
import type { AppError } from '../../src/lib/errors.ts';
import { AttemptEngine } from '../../src/modules/exams/attempts.service.ts';
import { readCalls, writeCall } from '../../src/modules/exams/save-batch.ts';
import { parseTheoryToken, type TheoryToken } from '../../src/modules/exams/theory-token.ts';
import { type Api, testApp } from '../helpers.ts';
import { bank, fixedPaper, openTest, startTest, studentClass, theory } from './setup.ts';

let api: Api;
let ctx: Awaited<ReturnType<typeof studentClass>>;
let ids: Awaited<ReturnType<typeof bank>>;
beforeAll(async () => {
  api = await testApp();
  ctx = await studentClass(api);
  ids = await bank(api, ctx.courseId);
});
afterAll(() => api.close());

const answer = (question_id: number, value: string, version: number) => ({ question_id, answer: [value], version });

/** A fresh attempt of the demo student (a test of its own), its token already known to the instance. */
async function started(test: Record<string, unknown> = {}) {
  const paperId = await fixedPaper(api, ctx.courseId, Object.values(ids));
  const testId = await openTest(api, ctx.teacher, ctx.classId, paperId, test);
  const res = await startTest(api.as('student'), testId);
  expect(res.status, res.raw.body).toBe(200);
  const { theory_token: token, attempt_id: attemptId } = res.body.data;
  const t = theory(api, ctx.courseId, token);
  expect((await t.save({})).status).toBe(200);
  const parsed = parseTheoryToken(token) as TheoryToken;
  /** A save straight into the engine: saves made in one go reach the batch in that order. */
  const save = (body: Partial<SaveAnswers>) =>
    api.app.exams.attempts.saveByToken(parsed, ctx.courseId, { answers: [], left: false, ...body }, new Date());
  return { attemptId, token: parsed, t, save };
}

/** How each save was answered: its answer, or the status and message key it was refused with. */
const answered = (settled: PromiseSettledResult<SavedAnswers>[]) =>
  settled.map((s) =>
    s.status === 'fulfilled' ? s.value : [(s.reason as AppError).status, (s.reason as AppError).key ?? s.reason],
  );

/** The write transactions the saves open while `run` runs: a batch of saves is one. */
async function counting<T>(run: () => Promise<T>): Promise<{ value: T; transactions: number }> {
  const before = api.app.exams.attempts.batcher.transactions;
  const value = await run();
  return { value, transactions: api.app.exams.attempts.batcher.transactions - before };
}

const stored = async (attemptId: number) =>
  new Map(
    (await api.app.db.select().from(examAnswers).where(eq(examAnswers.attemptId, attemptId))).map((a) => [
      a.questionId,
      { answer: a.answer, version: a.version },
    ]),
  );

/** The scans of a plan that do not start from a key (as test/learning/batch.test.ts checks its statements). */
function scansWithoutKey(plan: unknown): string[] {
  const found: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    const type = node['Node Type'] as string;
    const table = node['Relation Name'] as string | undefined;
    const index = node['Index Name'] as string | undefined;
    if (index && !('Index Cond' in node)) found.push(`${index}:${type}`);
    if (table && !index && type !== 'ModifyTable' && type !== 'Bitmap Heap Scan') found.push(`${table}:${type}`);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  for (const top of plan as { Plan: Record<string, unknown> }[]) walk(top.Plan);
  return found;
}

describe('the statements of a batch', () => {
  it('look every row up by key on their one generic plan, made on tables of any size', async () => {
    const now = new Date();
    const saves = [{ attemptId: 1, answers: [answer(1, 'A', 1)], left: true, now }];
    const write = writeCall({
      answers: [{ attemptId: 1, questionId: 1, answer: ['A'], version: 1, savedAt: now }],
      leaves: new Map([[1, 1]]),
      events: [{ attemptId: 1, actorId: 1, at: now }],
    });
    const plans = await genericPlans(api.app.db, [...readCalls(saves), ...(write ? [write] : [])]);
    expect(plans).toHaveLength(3);
    for (const plan of plans) expect(scansWithoutKey(plan)).toEqual([]);
  });
});

describe('saves sent at once', () => {
  it('are written in one transaction, two saves of one attempt decided in order: the higher version wins', async () => {
    const filler = await started();
    const one = await started();
    const two = await started();
    const { value, transactions } = await counting(() =>
      Promise.all([
        filler.save({ answers: [answer(ids.single, 'A', 1)] }), // written at once, alone: the rest go together
        one.save({ answers: [answer(ids.single, 'B', 3)] }),
        two.save({ answers: [answer(ids.single, 'C', 1)] }),
        one.save({ answers: [answer(ids.single, 'C', 2), answer(ids.judge, 'T', 1)] }),
        one.save({ answers: [answer(ids.single, 'D', 4)] }),
      ]),
    );
    expect(transactions).toBe(2);
    // Each is answered with the stored versions of its questions as its turn left them.
    expect(value.map((r) => r.saved)).toEqual([
      [{ question_id: ids.single, version: 1 }],
      [{ question_id: ids.single, version: 3 }],
      [{ question_id: ids.single, version: 1 }],
      [
        { question_id: ids.single, version: 3 },
        { question_id: ids.judge, version: 1 },
      ],
      [{ question_id: ids.single, version: 4 }],
    ]);
    const rows = await stored(one.attemptId);
    expect(rows.get(ids.single)).toEqual({ answer: ['D'], version: 4 });
    expect(rows.get(ids.judge)).toEqual({ answer: ['T'], version: 1 });
    // A stale version arriving later changes nothing.
    const stale = await one.t.save({ answers: [answer(ids.single, 'E', 2)] });
    expect(stale.body.data.saved).toEqual([{ question_id: ids.single, version: 4 }]);
    expect((await stored(one.attemptId)).get(ids.single)).toEqual({ answer: ['D'], version: 4 });
  });

  it('refuses the save of an attempt past its deadline or submitted, and writes the others of the batch', async () => {
    const filler = await started();
    const late = await started();
    const done = await started();
    const open = await started();
    await api.app.db
      .update(examAttempts)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(examAttempts.id, late.attemptId));
    expect((await done.t.submit()).status).toBe(200);
    const { value, transactions } = await counting(() =>
      Promise.allSettled([
        filler.save({ answers: [answer(ids.single, 'A', 1)] }),
        late.save({ answers: [answer(ids.single, 'B', 1)] }),
        done.save({ answers: [answer(ids.single, 'B', 1)] }),
        open.save({ answers: [answer(ids.single, 'B', 1)] }),
      ]),
    );
    expect(transactions).toBe(2);
    expect(answered(value).map((a) => ('status' in a ? a.status : a))).toEqual([
      'in_progress',
      [409, 'exams.deadline_passed'],
      [409, 'exams.attempt_closed'],
      'in_progress',
    ]);
    // Through the route, the refusals read as before.
    const again = await late.t.save({ answers: [answer(ids.single, 'B', 1)] });
    expect([again.status, again.body.msg]).toEqual([409, '本次考试已交卷，不能再修改答案']);
    expect((await stored(open.attemptId)).get(ids.single)).toEqual({ answer: ['B'], version: 1 });
    expect((await stored(late.attemptId)).get(ids.single)?.version ?? 0).toBe(0);
    expect((await stored(done.attemptId)).get(ids.single)?.version ?? 0).toBe(0);
    // The late attempt is submitted as it stood, by the server.
    const [row] = await api.app.db.select().from(examAttempts).where(eq(examAttempts.id, late.attemptId));
    expect(row).toMatchObject({ status: 'marked', submittedBy: 'job' });
  });

  it('counts leaves with the answers they carry, and submits the attempt on the leave past the limit', async () => {
    const filler = await started();
    const left = await started({ max_leaves: 1 });
    const { value, transactions } = await counting(() =>
      Promise.allSettled([
        filler.save({ answers: [answer(ids.single, 'A', 1)] }),
        left.save({ left: true }),
        left.save({ left: true, answers: [answer(ids.single, 'B', 1)] }),
        left.save({ answers: [answer(ids.judge, 'F', 1)] }),
      ]),
    );
    expect(transactions).toBe(2);
    expect(answered(value).map((a) => ('status' in a ? [a.leave_count, a.status] : a))).toEqual([
      [0, 'in_progress'],
      [1, 'in_progress'],
      [2, 'marked'],
      [409, 'exams.attempt_closed'],
    ]);
    const [row] = await api.app.db.select().from(examAttempts).where(eq(examAttempts.id, left.attemptId));
    // The answer sent with the last leave is marked (the single-choice question is right: 10 points).
    expect(row).toMatchObject({ status: 'marked', submittedBy: 'leaves', leaveCount: 2, score: 10 });
    const events = await api.app.db
      .select({ kind: examAttemptEvents.kind })
      .from(examAttemptEvents)
      .where(eq(examAttemptEvents.attemptId, left.attemptId));
    expect(events.map((e) => e.kind)).toEqual(['started', 'left', 'left', 'submitted:leaves']);
  });
});

describe('a write that fails', () => {
  const refuse = async (attemptId: number | null) => {
    await api.app.db.execute(sql.raw('drop trigger if exists refuse_answer on exam_answers'));
    if (attemptId === null) return;
    await api.app.db.execute(
      sql.raw(`create or replace function refuse_answer() returns trigger language plpgsql as $$
        begin if new.attempt_id = ${attemptId} then raise exception 'answer refused'; end if; return new; end $$`),
    );
    await api.app.db.execute(
      sql.raw(
        'create trigger refuse_answer before insert or update on exam_answers for each row execute function refuse_answer()',
      ),
    );
  };
  afterAll(() => refuse(null));

  it('answers the rest of the batch once written without the failing save, which alone gets the error', async () => {
    const filler = await started();
    const bad = await started();
    const good = [await started(), await started(), await started()];
    await refuse(bad.attemptId);
    const warn = vi.spyOn(api.app.log, 'warn');
    const { value, transactions } = await counting(() =>
      Promise.allSettled([
        filler.save({ answers: [answer(ids.single, 'A', 1)] }),
        bad.save({ answers: [answer(ids.single, 'B', 1)] }),
        ...good.map((g) => g.save({ answers: [answer(ids.single, 'B', 1)] })),
      ]),
    );
    await refuse(null);
    // The filler alone, the batch of four that failed, then the four one by one.
    expect(transactions).toBe(1 + 1 + 4);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ saves: 4 }), expect.stringContaining('one by one'));
    warn.mockRestore();
    expect(value.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(String((value[1] as PromiseRejectedResult).reason)).toContain('answer refused');
    for (const g of good) expect((await stored(g.attemptId)).get(ids.single)).toEqual({ answer: ['B'], version: 1 });
    expect((await stored(bad.attemptId)).get(ids.single)).toBeUndefined();
  });
});

describe('two instances on one database', () => {
  it('serialise the saves of an attempt on its row lock: the highest version stays, whatever the order', async () => {
    const { attemptId, token } = await started();
    const other = new AttemptEngine(api.app.db, api.app.config.tokenSecret, { warn: vi.fn() });
    const mine = api.app.exams.attempts;
    const questions = Object.values(ids);
    // Versions 1..40 of each question, odd ones on this instance and even ones on the other, all at once.
    const sends = questions.flatMap((q) =>
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? mine : other).saveByToken(
          token,
          ctx.courseId,
          { answers: [answer(q, `v${i + 1}`, i + 1)], left: false },
          new Date(),
        ),
      ),
    );
    const answers = await Promise.all(sends);
    for (const a of answers) expect(a.status).toBe('in_progress');
    const rows = await stored(attemptId);
    for (const q of questions) expect(rows.get(q)).toEqual({ answer: ['v40'], version: 40 });
  });
});
