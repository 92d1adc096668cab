// Practice: only the courses of the student's classes (404 otherwise), batches never carry the key, each answer is
// marked at once by the exam's rules and answered with the key and the analysis, the wrong-answer book fills with
// wrong answers and empties by a right answer or by clearing (one or all), progress per chapter counts, bad input 400.
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, courseChapters, courses, enrolments, users } from '../../src/db/schema/index.ts';
import { type Api, testApp } from '../helpers.ts';
import { type Kind, QUESTIONS, studentClass } from './setup.ts';

let api: Api;
let courseId: number;
let chapterId: number;
const ids = {} as Record<Kind, number>;
/** What a practice question carries: nothing else (no answer, key or analysis). */
const SHOWN = ['blanks', 'chapter_title', 'options', 'question_id', 'stem', 'type'];
const base = (c: number) => `/s/v1/practice/courses/${c}`;

beforeAll(async () => {
  api = await testApp();
  ({ courseId } = await studentClass(api));
  // A chapter of its own, so its progress starts at zero whatever the demo student practised before.
  const [chapter] = await api.app.db
    .insert(courseChapters)
    .values({ courseId, title: '第九章 练习测试', sort: 99 })
    .returning();
  chapterId = chapter!.id;
  for (const [kind, q] of Object.entries(QUESTIONS) as [Kind, (typeof QUESTIONS)[Kind]][]) {
    const res = await api
      .as('admin')
      .post('/a/v1/exam-questions', { course_id: courseId, chapter_id: chapterId, ...q, analysis: `解析-${kind}` });
    expect(res.status, res.raw.body).toBe(201);
    ids[kind] = res.body.data.id;
  }
});
afterAll(() => api.close());

const student = () => api.as('student');
const answer = (question_id: number, value: string[]) =>
  student().post(`${base(courseId)}/answers`, { question_id, answer: value });
async function chapterProgress() {
  const res = await student().get('/s/v1/practice/courses');
  expect(res.status, res.raw.body).toBe(200);
  const course = res.body.data.find((c: { course_id: number }) => c.course_id === courseId);
  return {
    course,
    chapter: course.chapters.find((c: { chapter_id: number }) => c.chapter_id === chapterId),
  };
}
async function wrongIds(): Promise<number[]> {
  const res = await student().get(`${base(courseId)}/wrong?page=1&size=100`);
  expect(res.status, res.raw.body).toBe(200);
  return res.body.data.list.map((r: { question_id: number }) => r.question_id);
}

describe('scope', () => {
  it('lists only the courses of the student’s classes and answers 404 for any other course', async () => {
    const [user] = await api.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
    const mine = api.app.db
      .select({ id: classes.courseId })
      .from(enrolments)
      .innerJoin(classes, eq(classes.id, enrolments.classId))
      .where(and(eq(enrolments.userId, user!.id)));
    const [other] = await api.app.db
      .select({ id: courses.id })
      .from(courses)
      .where(notInArray(courses.id, mine))
      .limit(1);
    expect(other).toBeDefined();
    const listed = (await student().get('/s/v1/practice/courses')).body.data.map(
      (c: { course_id: number }) => c.course_id,
    );
    expect(listed).toContain(courseId);
    expect(listed).not.toContain(other!.id);
    const o = other!.id;
    expect((await student().get(`${base(o)}/questions?mode=random`)).status).toBe(404);
    expect((await student().post(`${base(o)}/answers`, { question_id: ids.single, answer: ['B'] })).status).toBe(404);
    expect((await student().get(`${base(o)}/wrong`)).status).toBe(404);
    expect((await student().delete(`${base(o)}/wrong`)).status).toBe(404);
    // A question of another course through my course: 404 too.
    const foreign = await api.as('admin').post('/a/v1/exam-questions', { course_id: o, ...QUESTIONS.judge });
    expect(foreign.status, foreign.raw.body).toBe(201);
    expect((await answer(foreign.body.data.id, ['F'])).status).toBe(404);
    // Staff do not practise.
    expect((await api.as('teacher').get('/s/v1/practice/courses')).status).toBe(403);
  });
});

describe('questions', () => {
  it('gives a chapter’s questions without the key or the analysis', async () => {
    const res = await student().get(`${base(courseId)}/questions?mode=chapter&chapter_id=${chapterId}&count=20`);
    expect(res.status, res.raw.body).toBe(200);
    const got = res.body.data as { question_id: number; blanks: number; options: { key: string }[] }[];
    expect(got.map((q) => q.question_id).sort()).toEqual(Object.values(ids).sort());
    const text = JSON.stringify(got);
    expect(text).not.toContain('成本|总成本');
    expect(text).not.toContain('制订营销计划');
    expect(text).not.toContain('解析-');
    for (const q of got) expect(Object.keys(q).sort()).toEqual(SHOWN);
    expect(got.find((q) => q.question_id === ids.blank)?.blanks).toBe(2);
    expect(got.find((q) => q.question_id === ids.single)?.options.map((o) => o.key)).toEqual(['A', 'B', 'C', 'D']);
    const random = await student().get(`${base(courseId)}/questions?mode=random&count=3`);
    expect(random.status).toBe(200);
    expect(random.body.data).toHaveLength(3);
    for (const q of random.body.data) expect(Object.keys(q).sort()).toEqual(SHOWN);
  });

  it('refuses bad input', async () => {
    expect((await student().get(`${base(courseId)}/questions?mode=chapter`)).status).toBe(400);
    expect((await student().get(`${base(courseId)}/questions?mode=everything`)).status).toBe(400);
    expect((await student().get(`${base(courseId)}/questions?mode=random&count=500`)).status).toBe(400);
    // A chapter of another course.
    const [foreign] = await api.app.db
      .select({ id: courseChapters.id })
      .from(courseChapters)
      .where(notInArray(courseChapters.courseId, [courseId]))
      .limit(1);
    const outside = await student().get(`${base(courseId)}/questions?mode=chapter&chapter_id=${foreign!.id}`);
    expect(outside.status).toBe(400);
    expect((await answer(ids.single, [])).status).toBe(400);
    expect((await answer(ids.single, ['  '])).status).toBe(400);
    expect(
      (
        await answer(
          ids.blank,
          Array.from({ length: 11 }, () => 'x'),
        )
      ).status,
    ).toBe(400);
    expect((await student().post(`${base(courseId)}/answers`, { question_id: 'abc', answer: ['A'] })).status).toBe(400);
    expect((await answer(999_999, ['A'])).status).toBe(404);
  });
});

describe('answering', () => {
  it('marks each type by the exam’s rules and answers the key and the analysis', async () => {
    const cases: [Kind, string[], string][] = [
      ['single', ['A'], 'wrong'],
      ['single', ['B'], 'right'],
      ['multiple', ['A', 'B'], 'wrong'],
      ['multiple', ['D', 'A', 'B'], 'right'],
      ['judge', ['T'], 'wrong'],
      ['judge', ['F'], 'right'],
      // Every blank must match (an alternative, spacing and case ignored).
      ['blank', ['成本', '股份公司'], 'wrong'],
      ['blank', [' 总成本 ', '合伙企业'], 'right'],
      ['short', ['顾客和竞争对手'], 'seen'],
    ];
    for (const [kind, given, result] of cases) {
      const res = await answer(ids[kind], given);
      expect(res.status, res.raw.body).toBe(200);
      expect(res.body.data, `${kind} ${given.join(',')}`).toMatchObject({
        question_id: ids[kind],
        result,
        key: [...QUESTIONS[kind].answer],
        analysis: `解析-${kind}`,
        in_wrong_book: result === 'wrong',
      });
    }
  });
});

describe('wrong-answer book and progress', () => {
  it('adds wrong answers, takes them out on a right answer or a clear, and counts progress per chapter', async () => {
    // After the cases above every objective question was last answered right; the short one was seen.
    let { chapter } = await chapterProgress();
    expect(chapter).toMatchObject({ title: '第九章 练习测试', total: 5, answered: 5, right: 4 });
    expect(await wrongIds()).not.toContain(ids.single);

    expect((await answer(ids.single, ['C'])).body.data).toMatchObject({ result: 'wrong', in_wrong_book: true });
    expect((await answer(ids.judge, ['T'])).body.data.in_wrong_book).toBe(true);
    expect((await answer(ids.multiple, ['A'])).body.data.in_wrong_book).toBe(true);
    // A short answer never goes into the book and leaves it as it was.
    expect((await answer(ids.short, ['再看一次'])).body.data).toMatchObject({ result: 'seen', in_wrong_book: false });
    const book = await wrongIds();
    expect(book).toEqual(expect.arrayContaining([ids.single, ids.judge, ids.multiple]));
    expect(book).not.toContain(ids.short);
    ({ chapter } = await chapterProgress());
    expect(chapter).toMatchObject({ total: 5, answered: 5, right: 1 });

    // The book's rows carry the last answer, the key and the counts; practising it gives its questions.
    const page = await student().get(`${base(courseId)}/wrong?page=1&size=1`);
    expect(page.body.data.total).toBeGreaterThanOrEqual(3);
    expect(page.body.data.list).toHaveLength(1);
    const row = (await student().get(`${base(courseId)}/wrong?size=100`)).body.data.list.find(
      (r: { question_id: number }) => r.question_id === ids.single,
    );
    expect(row).toMatchObject({ last_answer: ['C'], key: ['B'], wrong_count: 2, answered_count: 3 });
    const practise = await student().get(`${base(courseId)}/questions?mode=wrong&count=50`);
    expect(practise.body.data.map((q: { question_id: number }) => q.question_id)).toEqual(
      expect.arrayContaining([ids.single, ids.judge, ids.multiple]),
    );

    // A right answer takes a question out; clear one; clear one not in the book is 404; clear all.
    expect((await answer(ids.judge, ['F'])).body.data.in_wrong_book).toBe(false);
    expect(await wrongIds()).not.toContain(ids.judge);
    const one = await student().delete(`${base(courseId)}/wrong/${ids.single}`);
    expect(one.status, one.raw.body).toBe(200);
    expect(await wrongIds()).not.toContain(ids.single);
    expect((await student().delete(`${base(courseId)}/wrong/${ids.single}`)).status).toBe(404);
    expect((await student().delete(`${base(courseId)}/wrong`)).status).toBe(200);
    expect(await wrongIds()).toEqual([]);
    const { course } = await chapterProgress();
    expect(course.wrong).toBe(0);
    // Clearing keeps the progress: the answers were given.
    ({ chapter } = await chapterProgress());
    expect(chapter).toMatchObject({ total: 5, answered: 5, right: 2 });
  });
});
