// Keys stay secret while a test can still show their questions (issue 26, findings 3 and 4): practice neither offers
// nor marks (nor lists in the wrong-answer book) a question that a test not yet closed can put before a candidate (its
// fixed paper, the pool of its drawn paper's rules, or an attempt's frozen questions after the paper changed), be the
// test open now, scheduled, or another institution's; once the last such test has closed, practice shows the key
// again. A student's review of a closed test waits (no keys, no per-question marks, `review_held`) while another test
// on the same questions is open, and opens when it closes; staff see the keys throughout.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, courseChapters, examPracticeAnswers, examTests, institutions } from '../../src/db/schema/index.ts';
import { type Api, testApp } from '../helpers.ts';
import { fixedPaper, openTest, QUESTIONS, startTest, studentClass, theory } from './setup.ts';

let api: Api;
let ctx: Awaited<ReturnType<typeof studentClass>>;
const chapters = { k: 0, l: 0 };
/** Questions of the course in two chapters of their own (see the test names for which test holds which). */
const q = { s1: 0, s2: 0, s3: 0, s4: 0, s5: 0, j1: 0, j3: 0, b1: 0, j2: 0 };
const HOUR = 3_600_000;
const base = () => `/s/v1/practice/courses/${ctx.courseId}`;
const student = () => api.as('student');
const answer = (question_id: number, value: string[]) =>
  student().post(`${base()}/answers`, { question_id, answer: value });
const chapterIds = async (chapterId: number) => {
  const res = await student().get(`${base()}/questions?mode=chapter&chapter_id=${chapterId}&count=50`);
  expect(res.status, res.raw.body).toBe(200);
  return (res.body.data as { question_id: number }[]).map((x) => x.question_id).sort((a, b) => a - b);
};
const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);
const wrongBook = async () => {
  const res = await student().get(`${base()}/wrong?size=100`);
  expect(res.status, res.raw.body).toBe(200);
  return res.body.data as { total: number; list: { question_id: number; key: string[] }[] };
};
const course = async () =>
  ((await student().get('/s/v1/practice/courses')).body.data as { course_id: number }[]).find(
    (c) => c.course_id === ctx.courseId,
  ) as unknown as { wrong: number; chapters: { chapter_id: number; total: number }[] };

async function add(chapterId: number, kind: 'single' | 'judge' | 'blank', tag: string) {
  const res = await api.as('admin').post('/a/v1/exam-questions', {
    course_id: ctx.courseId,
    chapter_id: chapterId,
    ...QUESTIONS[kind],
    analysis: tag,
  });
  expect(res.status, res.raw.body).toBe(201);
  return res.body.data.id as number;
}

/** A test of the paper for a class, with a window given in hours from now (negative: past). */
async function test(classId: number, teacher: string, paperId: number, from: number, to: number, kind = 'theory') {
  return openTest(api, teacher, classId, paperId, {
    kind,
    opens_at: new Date(Date.now() + from * HOUR).toISOString(),
    closes_at: new Date(Date.now() + to * HOUR).toISOString(),
  });
}
const closeTests = (ids: number[]) =>
  api.app.db
    .update(examTests)
    .set({ closesAt: new Date(Date.now() - 1000) })
    .where(inArray(examTests.id, ids));

beforeAll(async () => {
  api = await testApp();
  ctx = await studentClass(api);
  const made = await api.app.db
    .insert(courseChapters)
    .values([
      { courseId: ctx.courseId, title: '第八章 保密测试', sort: 98 },
      { courseId: ctx.courseId, title: '第九章 抽题测试', sort: 99 },
    ])
    .returning();
  chapters.k = made[0]!.id;
  chapters.l = made[1]!.id;
  for (const key of ['s1', 's2', 's3', 's4', 's5'] as const) q[key] = await add(chapters.k, 'single', `解析-${key}`);
  q.j1 = await add(chapters.k, 'judge', '解析-j1');
  q.j3 = await add(chapters.k, 'judge', '解析-j3');
  q.b1 = await add(chapters.l, 'blank', '解析-b1');
  q.j2 = await add(chapters.l, 'judge', '解析-j2');
});
afterAll(() => api.close());

describe('practice never reveals a key a test not yet closed can ask', () => {
  const sealed: number[] = [];
  let running: number;
  let attemptTest: number;

  it('answers a question with its key while no test holds it (it goes in the wrong-answer book)', async () => {
    const res = await answer(q.s1, ['A']);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data).toMatchObject({ result: 'wrong', key: ['B'], in_wrong_book: true });
    expect((await wrongBook()).list.map((r) => r.question_id)).toContain(q.s1);
  });

  it('leaves out the questions of open, scheduled, other institutions’ and drawn papers, and of running attempts', async () => {
    // s1: a fixed paper of a test open now in the student's class.
    const p1 = await fixedPaper(api, ctx.courseId, [q.s1]);
    sealed.push(await test(ctx.classId, ctx.teacher, p1, -1, 3));
    // s2: a test that opens tomorrow (practising today would give its keys away).
    const p2 = await fixedPaper(api, ctx.courseId, [q.s2]);
    sealed.push(await test(ctx.classId, ctx.teacher, p2, 24, 27));
    // s3: a completion test of another institution's class of the same course (a key told here reaches that room).
    const [qdClass] = await api.app.db
      .select({ id: classes.id })
      .from(classes)
      .innerJoin(institutions, eq(institutions.id, classes.institutionId))
      .where(and(eq(institutions.name, '青岛市市南区海之韵职业培训学校'), eq(classes.courseId, ctx.courseId)));
    expect(qdClass).toBeDefined();
    const p3 = await fixedPaper(api, ctx.courseId, [q.s3]);
    sealed.push(await test(qdClass!.id, 'qd_teacher', p3, -1, 3, 'completion'));
    // s4: a paper whose only test has closed: practisable.
    const p4 = await fixedPaper(api, ctx.courseId, [q.s4]);
    await test(ctx.classId, ctx.teacher, p4, -48, -24);
    // b1: the pool of a drawn paper's rule (blanks of chapter L); j2, a judge of that chapter, is not in it.
    const drawn = await api.as('admin').post('/a/v1/exam-papers', {
      course_id: ctx.courseId,
      name: '抽题卷',
      mode: 'drawn',
      rules: [{ type: 'blank', difficulty: null, chapter_ids: [chapters.l], count: 1, score: 10 }],
      pass_score: 5,
      duration_minutes: 30,
      attempts_allowed: 1,
    });
    expect(drawn.status, drawn.raw.body).toBe(201);
    sealed.push(await test(ctx.classId, ctx.teacher, drawn.body.data.id, -1, 3));
    // s5: the student starts a test of s5 and j3, then the admin puts j3 alone in the paper: s5 is still before the
    // student (the attempt froze it) though no paper holds it any more.
    const p5 = await fixedPaper(api, ctx.courseId, [q.s5, q.j3]);
    attemptTest = await test(ctx.classId, ctx.teacher, p5, -1, 3);
    sealed.push(attemptTest);
    const started = await startTest(student(), attemptTest);
    expect(started.status, started.raw.body).toBe(200);
    running = started.body.data.attempt_id;
    const changed = await api.as('admin').put(`/a/v1/exam-papers/${p5}`, {
      course_id: ctx.courseId,
      name: '创业基础理论考试',
      mode: 'fixed',
      items: [{ question_id: q.j3, score: 10 }],
      rules: [],
      pass_score: 5,
      duration_minutes: 60,
      attempts_allowed: 2,
      shuffle_questions: 0,
      shuffle_options: 0,
    });
    expect(changed.status, changed.raw.body).toBe(200);
    expect(running).toBeGreaterThan(0);

    expect(await chapterIds(chapters.k)).toEqual(sorted(q.s4, q.j1));
    expect(await chapterIds(chapters.l)).toEqual([q.j2]);
    const random = await student().get(`${base()}/questions?mode=random&count=50`);
    const drawnIds = (random.body.data as { question_id: number }[]).map((x) => x.question_id);
    for (const id of [q.s1, q.s2, q.s3, q.s5, q.j3, q.b1]) expect(drawnIds).not.toContain(id);
    expect(drawnIds).toEqual(expect.arrayContaining([q.s4, q.j1, q.j2]));
    const progress = await course();
    expect(progress.chapters.find((c) => c.chapter_id === chapters.k)?.total).toBe(2);
    expect(progress.chapters.find((c) => c.chapter_id === chapters.l)?.total).toBe(1);
  });

  it('refuses to mark such a question (409, no key, nothing recorded) and keeps it out of the wrong-answer book', async () => {
    for (const [id, given] of [
      [q.s1, ['B']],
      [q.s2, ['B']],
      [q.s3, ['B']],
      [q.s5, ['B']],
      [q.j3, ['F']],
      [q.b1, ['成本', '个体工商户']],
    ] as const) {
      const res = await answer(id, [...given]);
      expect(res.status, `${id}: ${res.raw.body}`).toBe(409);
      expect(res.body.msg).toBe('这道题还在未结束的考试中，考试结束后才能练习');
      expect(res.raw.body).not.toContain('解析-');
      expect(res.body.data).toBeNull();
    }
    const rows = await api.app.db
      .select({ id: examPracticeAnswers.questionId })
      .from(examPracticeAnswers)
      .where(inArray(examPracticeAnswers.questionId, [q.s2, q.s3, q.s5, q.j3, q.b1]));
    expect(rows).toEqual([]);
    // s1 went in the book before its test was published: the book holds it but does not show it (nor its key).
    const book = await wrongBook();
    expect(book.list.map((r) => r.question_id)).not.toContain(q.s1);
    expect(book.total).toBe(book.list.length);
    const wrongRound = await student().get(`${base()}/questions?mode=wrong&count=50`);
    expect((wrongRound.body.data as { question_id: number }[]).map((x) => x.question_id)).not.toContain(q.s1);
    expect((await course()).wrong).toBe(book.total);
    // A free question is marked as before.
    expect((await answer(q.j1, ['F'])).body.data).toMatchObject({ result: 'right', key: ['F'], analysis: '解析-j1' });
  });

  it('gives every key back once the last test that could ask it has closed', async () => {
    const t = theory(api, ctx.courseId, (await startTest(student(), attemptTest)).body.data.theory_token);
    expect((await t.submit()).status).toBe(200);
    // Submitted, but its test is still open: the attempt's questions stay secret.
    expect((await answer(q.s5, ['B'])).status).toBe(409);
    await closeTests(sealed);
    expect(await chapterIds(chapters.k)).toEqual(sorted(q.s1, q.s2, q.s3, q.s4, q.s5, q.j1, q.j3));
    expect(await chapterIds(chapters.l)).toEqual(sorted(q.b1, q.j2));
    expect((await wrongBook()).list.find((r) => r.question_id === q.s1)?.key).toEqual(['B']);
    expect((await answer(q.s5, ['B'])).body.data).toMatchObject({ result: 'right', key: ['B'] });
    expect((await answer(q.b1, ['成本', '合伙企业'])).body.data).toMatchObject({ result: 'right' });
  });
});

describe('the review of a closed test', () => {
  let attemptId: number;
  let first: number;
  let second: number;
  let r1: number;
  let r2: number;

  beforeAll(async () => {
    r1 = await add(chapters.k, 'single', '解析-r1');
    r2 = await add(chapters.k, 'judge', '解析-r2');
    const paperId = await fixedPaper(api, ctx.courseId, [r1, r2], { pass_score: 10 });
    first = await test(ctx.classId, ctx.teacher, paperId, -2, 3);
    // The same paper as a completion test of the class, open for a day longer.
    second = await test(ctx.classId, ctx.teacher, paperId, -1, 27, 'completion');
    const started = await startTest(student(), first);
    expect(started.status, started.raw.body).toBe(200);
    attemptId = started.body.data.attempt_id;
    const t = theory(api, ctx.courseId, started.body.data.theory_token);
    await t.save({
      answers: [
        { question_id: r1, answer: ['B'], version: 1 },
        { question_id: r2, answer: ['T'], version: 1 },
      ],
    });
    expect((await t.submit()).status).toBe(200);
    await closeTests([first]);
  });

  it('holds the keys and the per-question marks while another test on the paper is open, and says until when', async () => {
    const res = await student().get(`/s/v1/theory-results/${attemptId}`);
    expect(res.status, res.raw.body).toBe(200);
    const [row] = await api.app.db.select().from(examTests).where(eq(examTests.id, second));
    expect(res.body.data).toMatchObject({
      score: 10,
      review: [],
      review_held: true,
      review_opens_at: row!.closesAt.toISOString(),
    });
    expect(res.raw.body).not.toContain('解析-');
    // Staff see the keys throughout.
    const staff = await api.as({ username: ctx.teacher, role: 'teacher' }).get(`/f/v1/exam-attempts/${attemptId}`);
    expect(staff.body.data.review_held).toBe(false);
    expect(staff.body.data.review.find((x: { question_id: number }) => x.question_id === r1)?.key).toEqual(['B']);
  });

  it('opens once that test has closed too', async () => {
    await closeTests([second]);
    const res = await student().get(`/s/v1/theory-results/${attemptId}`);
    expect(res.body.data.review_held).toBe(false);
    expect(res.body.data.review.find((x: { question_id: number }) => x.question_id === r1)).toMatchObject({
      key: ['B'],
      earned: 10,
      analysis: '解析-r1',
    });
  });
});
