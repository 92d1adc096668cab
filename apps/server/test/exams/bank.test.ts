// The question bank and papers: each type's key rules, the sanitised stem, chapters of the course only, who may write,
// deletion refused while in use; fixed papers' totals and pass score, drawn papers' rules checked against the bank,
// and a drawn paper fixed per attempt with shuffled options.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseChapters, examPapers, examQuestions } from '../../src/db/schema/index.ts';
import { drawQuestions } from '../../src/modules/exams/index.ts';
import { type Api, auditRow, testApp } from '../helpers.ts';
import { bank, fixedPaper, QUESTIONS, studentClass } from './setup.ts';

let api: Api;
let courseId: number;
let ids: Awaited<ReturnType<typeof bank>>;
beforeAll(async () => {
  api = await testApp();
  ({ courseId } = await studentClass(api));
  ids = await bank(api, courseId);
});
afterAll(() => api.close());

const add = (body: object, who: 'admin' | 'teacher' | 'trainer' | 'student' = 'admin') =>
  api.as(who).post('/a/v1/exam-questions', { course_id: courseId, ...body });

describe('questions', () => {
  it('keeps each type with its key, and audits the creation', async () => {
    const res = await api.as('admin').get(`/a/v1/exam-questions/${ids.blank}`);
    expect(res.body.data).toMatchObject({
      type: 'blank',
      answer: ['成本|总成本', '个体工商户|合伙企业'],
      difficulty: 2,
    });
    expect((await auditRow(api, 'exam_question.create', String(ids.short))).targetId).toBe(String(ids.short));
  });

  it.each([
    [{ ...QUESTIONS.single, answer: ['E'] }, 'answer', '答案应为已有选项的字母'],
    [{ ...QUESTIONS.single, answer: ['A', 'B'] }, 'answer', '单选题只能有一个正确答案'],
    [{ ...QUESTIONS.multiple, answer: ['A'] }, 'answer', '多选题至少需要两个正确答案'],
    [{ ...QUESTIONS.single, options: ['只有一个'] }, 'options', '选择题至少需要两个选项'],
    [{ ...QUESTIONS.judge, answer: ['yes'] }, 'answer', '判断题答案应为“对”或“错”'],
    [{ ...QUESTIONS.judge, options: ['对', '错'] }, 'options', '该题型没有选项'],
    [{ ...QUESTIONS.blank, answer: [] }, 'answer', '请填写参考答案'],
    [{ ...QUESTIONS.short, stem: '   ' }, 'stem', '请输入题干'],
    [{ ...QUESTIONS.single, difficulty: 7 }, 'difficulty', '难度应为 1 至 3'],
  ])('refuses a bad question (%#) with the field named and stores nothing', async (body, field, msg) => {
    const before = await api.app.db.$count(examQuestions);
    const res = await add(body);
    expect(res.status).toBe(400);
    expect(res.body.data.fields[field]).toBe(msg);
    expect(await api.app.db.$count(examQuestions)).toBe(before);
  });

  it('sanitises the stem and refuses one that shows nothing once cleaned', async () => {
    const res = await add({ ...QUESTIONS.judge, stem: '<p onclick="x()">诚信经营<script>alert(1)</script></p>' });
    expect(res.status, res.raw.body).toBe(201);
    expect(res.body.data.stem).toBe('<p>诚信经营</p>');
    const empty = await add({ ...QUESTIONS.judge, stem: '<script>alert(1)</script>' });
    expect(empty.status).toBe(400);
    expect(empty.body.data.fields.stem).toBe('请输入题干');
  });

  it('takes only chapters of the same course', async () => {
    const [other] = await api.app.db
      .insert(courseChapters)
      .values({ courseId: courseId + 1, title: '别的课程的章节' })
      .returning();
    const res = await add({ ...QUESTIONS.judge, chapter_id: other?.id });
    expect(res.status).toBe(400);
    expect(res.body.data.fields.chapter_id).toBe('章节不属于该课程');
  });

  it('lets teachers and trainers read the bank, only admins write it, students nothing', async () => {
    expect(
      (await api.as('trainer').get(`/a/v1/exam-questions?course_id=${courseId}`)).body.data.total,
    ).toBeGreaterThanOrEqual(5);
    expect((await add(QUESTIONS.judge, 'teacher')).status).toBe(403);
    expect((await add(QUESTIONS.judge, 'trainer')).status).toBe(403);
    expect((await api.as('student').get('/a/v1/exam-questions')).status).toBe(403);
  });

  it('filters by type and keyword', async () => {
    const res = await api
      .as('admin')
      .get(`/a/v1/exam-questions?course_id=${courseId}&type=multiple&keyword=资金时应包括`);
    expect(res.body.data.list.map((q: { id: number }) => q.id)).toEqual([ids.multiple]);
  });

  it('refuses to delete a question a paper uses', async () => {
    const extra = (await add(QUESTIONS.judge)).body.data.id as number;
    await fixedPaper(api, courseId, [extra]);
    const res = await api.as('admin').delete(`/a/v1/exam-questions/${extra}`);
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('该试题已被试卷使用，不能删除');
  });
});

describe('papers', () => {
  it('computes the total from the items and refuses a pass score above it', async () => {
    const id = await fixedPaper(api, courseId, [ids.single, ids.judge]);
    expect((await api.as('admin').get(`/a/v1/exam-papers/${id}`)).body.data).toMatchObject({
      total_score: 20,
      question_count: 2,
    });
    const high = await api.as('admin').post('/a/v1/exam-papers', {
      course_id: courseId,
      name: '高分线',
      mode: 'fixed',
      items: [{ question_id: ids.single, score: 10 }],
      pass_score: 11,
      duration_minutes: 30,
    });
    expect(high.status).toBe(400);
    expect(high.body.msg).toBe('及格分不能高于总分（10 分）');
    expect(high.body.data.fields).toHaveProperty('pass_score');
  });

  it('refuses questions of another course and a question twice', async () => {
    const [foreign] = await api.app.db
      .insert(examQuestions)
      .values({ courseId: courseId + 1, type: 'judge', stem: '<p>x</p>', answer: ['T'] })
      .returning();
    const base = { course_id: courseId, name: '试卷', mode: 'fixed', pass_score: 0, duration_minutes: 30 };
    const outside = await api
      .as('admin')
      .post('/a/v1/exam-papers', { ...base, items: [{ question_id: foreign?.id, score: 5 }] });
    expect(outside.status).toBe(400);
    expect(outside.body.msg).toBe(`试题不属于该课程：${foreign?.id}`);
    const twice = await api.as('admin').post('/a/v1/exam-papers', {
      ...base,
      items: [
        { question_id: ids.single, score: 5 },
        { question_id: ids.single, score: 5 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.data.fields.items).toBe('同一道题不能重复加入试卷');
  });

  it('checks drawing rules against the bank', async () => {
    const body = (count: number) => ({
      course_id: courseId,
      name: '随机组卷',
      mode: 'drawn',
      rules: [{ type: 'single', count, score: 5 }],
      pass_score: 5,
      duration_minutes: 30,
    });
    const many = await api.as('admin').post('/a/v1/exam-papers', body(50));
    expect(many.status).toBe(400);
    expect(many.body.data.fields).toHaveProperty('rules');
    expect(many.body.msg).toMatch(/需要 50 道/);
    const ok = await api.as('admin').post('/a/v1/exam-papers', body(1));
    expect(ok.status, ok.raw.body).toBe(201);
    expect(ok.body.data.total_score).toBe(5);
  });

  it('draws a paper once per attempt: rules honoured, options shuffled, nothing drawn twice', async () => {
    for (let i = 0; i < 3; i++) await add({ ...QUESTIONS.single, stem: `<p>单选 ${i}</p>` });
    const id = (
      await api.as('admin').post('/a/v1/exam-papers', {
        course_id: courseId,
        name: '抽题',
        mode: 'drawn',
        rules: [
          { type: 'single', count: 2, score: 5 },
          { type: 'single', count: 2, score: 5 },
        ],
        pass_score: 10,
        duration_minutes: 30,
        shuffle_options: 1,
        shuffle_questions: 1,
      })
    ).body.data.id as number;
    const [paper] = await api.app.db.select().from(examPapers).where(eq(examPapers.id, id));
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    const drawn = await drawQuestions(api.app.db, paper!, random);
    expect(drawn).toHaveLength(4);
    expect(new Set(drawn.map((q) => q.question_id)).size).toBe(4);
    for (const q of drawn) expect([...q.order].sort()).toEqual([0, 1, 2, 3]);
  });
});
