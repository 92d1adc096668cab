// Marking and results: each type's marking rule, short answers marked by a trainer of the class only (another
// institution's trainer cannot even see the attempt), marks bounded by the question's score, the pass decided once
// everything is marked, and the student's per-question review only once the window has closed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classTrainers, examAttempts, examTests, users } from '../../src/db/schema/index.ts';
import { markAnswer } from '../../src/modules/exams/marking.ts';
import { type Api, auditRow, testApp } from '../helpers.ts';
import { bank, fixedPaper, openTest, startTest, studentClass, theory } from './setup.ts';

describe('marking rules', () => {
  it.each([
    ['single', ['B'], ['B'], 5],
    ['single', ['B'], ['A'], 0],
    ['single', ['B'], ['B', 'A'], 0],
    ['judge', ['F'], ['F'], 5],
    ['multiple', ['A', 'C'], ['C', 'A'], 5],
    ['multiple', ['A', 'C'], ['A'], 0],
    ['multiple', ['A', 'C'], ['A', 'C', 'D'], 0],
    ['blank', ['成本|总成本', '个体'], [' 总成本 ', '个体'], 5],
    ['blank', ['成本|总成本', '个体'], ['成本', '公司'], 2],
    ['blank', ['SYB'], ['syb'], 5],
    ['blank', ['成本'], [], 0],
  ] as const)('%s with key %j and answer %j earns %d of 5', (type, key, given, earned) => {
    expect(markAnswer(type, [...key], [...given], 5)).toBe(earned);
  });
  it('leaves short answers to a person', () => {
    expect(markAnswer('short', ['参考'], ['我的回答'], 10)).toBeNull();
  });
});

let api: Api;
let ctx: Awaited<ReturnType<typeof studentClass>>;
let ids: Awaited<ReturnType<typeof bank>>;
let attemptId: number;
let testId: number;
beforeAll(async () => {
  api = await testApp();
  ctx = await studentClass(api);
  ids = await bank(api, ctx.courseId);
  const [trainer] = await api.app.db.select().from(users).where(eq(users.username, 'trainer'));
  await api.app.db.insert(classTrainers).values({ classId: ctx.classId, userId: trainer!.id }).onConflictDoNothing();
  const paperId = await fixedPaper(api, ctx.courseId, [ids.single, ids.short], { pass_score: 15 });
  testId = await openTest(api, ctx.teacher, ctx.classId, paperId);
  const res = await startTest(api.as('student'), testId);
  attemptId = res.body.data.attempt_id;
  const t = theory(api, ctx.courseId, res.body.data.theory_token);
  await t.save({
    answers: [
      { question_id: ids.single, answer: ['B'], version: 1 },
      { question_id: ids.short, answer: ['了解顾客和竞争对手'], version: 1 },
    ],
  });
  await t.submit();
});
afterAll(() => api.close());

const marks = (who: string, body: object) =>
  api.as({ username: who, role: 'trainer' }).put(`/f/v1/exam-attempts/${attemptId}/marks`, body);

describe('results and marking', () => {
  it('shows staff the class results with the short answer waiting', async () => {
    const list = await api.as('trainer').get(`/f/v1/exam-tests/${testId}/attempts`);
    expect(list.status, list.raw.body).toBe(200);
    expect(list.body.data.list[0]).toMatchObject({
      attempt_id: attemptId,
      status: 'submitted',
      score: 10,
      passed: null,
    });
    const detail = (await api.as('trainer').get(`/f/v1/exam-attempts/${attemptId}`)).body.data;
    expect(detail.review.find((q: { question_id: number }) => q.question_id === ids.short)).toMatchObject({
      answer: ['了解顾客和竞争对手'],
      earned: null,
    });
  });

  it('lets only a trainer of the class mark, within the score, short answers only', async () => {
    const other = await marks('qd_trainer', { marks: [{ question_id: ids.short, score: 8 }] });
    expect(other.status).toBe(404);
    expect(
      (await api.as({ username: 'qd_trainer', role: 'trainer' }).get(`/f/v1/exam-attempts/${attemptId}`)).status,
    ).toBe(404);
    const above = await marks('trainer', { marks: [{ question_id: ids.short, score: 11 }] });
    expect(above.status).toBe(400);
    expect(above.body.msg).toBe('得分不能超过该题分值');
    const objective = await marks('trainer', { marks: [{ question_id: ids.single, score: 0 }] });
    expect(objective.status).toBe(400);
    expect(objective.body.msg).toBe('只有简答题需要人工阅卷');
    expect((await api.as('student').put(`/f/v1/exam-attempts/${attemptId}/marks`, { marks: [] })).status).toBe(403);
    const [row] = await api.app.db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
    expect(row).toMatchObject({ status: 'submitted', score: 10 });
  });

  it('marks the short answer, decides the pass and records who marked', async () => {
    const res = await marks('trainer', { marks: [{ question_id: ids.short, score: 6 }] });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'marked', score: 16, passed: 1 });
    expect((await auditRow(api, 'exam_attempt.mark', String(attemptId))).targetId).toBe(String(attemptId));
  });

  it('shows the student the score, and the review only once the window has closed', async () => {
    const mine = (await api.as('student').get('/s/v1/theory-results')).body.data;
    expect(mine.find((r: { attempt_id: number }) => r.attempt_id === attemptId)).toMatchObject({
      score: 16,
      passed: 1,
    });
    const open = (await api.as('student').get(`/s/v1/theory-results/${attemptId}`)).body.data;
    expect(open.review).toEqual([]);
    await api.app.db
      .update(examTests)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(examTests.id, testId));
    const closed = (await api.as('student').get(`/s/v1/theory-results/${attemptId}`)).body.data;
    expect(closed.review.find((q: { question_id: number }) => q.question_id === ids.single)).toMatchObject({
      key: ['B'],
      earned: 10,
      analysis: 'Start Your Business',
    });
    expect((await api.as('trainer').get(`/s/v1/theory-results/${attemptId}`)).status).toBe(403);
  });
});

describe('demo data', () => {
  it('has a bank of 30+ questions, an open theory test and a finished attempt for the demo student', async () => {
    expect(
      (await api.as('admin').get(`/a/v1/exam-questions?course_id=${ctx.courseId}&size=1`)).body.data.total,
    ).toBeGreaterThanOrEqual(36);
    const mine = (await api.as('student').get('/s/v1/theory-tests')).body.data as {
      opens_at: string;
      closes_at: string;
      missing: string[];
    }[];
    expect(
      mine.some(
        (t) => Date.parse(t.opens_at) < Date.now() && Date.parse(t.closes_at) > Date.now() && !t.missing.length,
      ),
    ).toBe(true);
    const results = (await api.as('student').get('/s/v1/theory-results')).body.data as {
      status: string;
      score: number;
    }[];
    expect(results.some((r) => r.status === 'marked' && r.score > 0)).toBe(true);
  });
});
