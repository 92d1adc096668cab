// Publishing a completion test (the staff screen train/examTest): the class's teacher opens a paper to the class as a
// completion test and gets a link code; another institution's teacher can neither publish for that class nor see the
// test. One test's results go to the download centre (train/testResult's Export): the rows of that test only, the ID
// number masked; a teacher of another institution is refused with 404 and nothing is queued.
import { EXAMS_API } from '@etp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, auditRow, exportedRows, testApp } from '../helpers.ts';
import { bank, fixedPaper, startTest, studentClass, theory } from './setup.ts';

const QD_TEACHER = { username: 'qd_teacher', role: 'teacher' } as const;
let api: Api;
let ctx: Awaited<ReturnType<typeof studentClass>>;
let paperId: number;
let ids: Awaited<ReturnType<typeof bank>>;

beforeAll(async () => {
  api = await testApp();
  ctx = await studentClass(api);
  ids = await bank(api, ctx.courseId);
  paperId = await fixedPaper(api, ctx.courseId, [ids.single, ids.judge], { pass_score: 10 });
});
afterAll(() => api.close());

const window = () => ({
  opens_at: new Date(Date.now() - 3_600_000).toISOString(),
  closes_at: new Date(Date.now() + 3_600_000).toISOString(),
});

describe('publishing a completion test', () => {
  it('gives the class teacher a link code the public page answers to', async () => {
    const teacher = api.as({ username: ctx.teacher, role: 'teacher' });
    const res = await teacher.post(EXAMS_API.tests, {
      class_id: ctx.classId,
      paper_id: paperId,
      kind: 'completion',
      max_leaves: 3,
      ...window(),
    });
    expect(res.status, res.raw.body).toBe(201);
    expect(res.body.data).toMatchObject({ kind: 'completion', class_id: ctx.classId, max_leaves: 3, attempts: 0 });
    const code = res.body.data.code as string;
    expect(code).toMatch(/^[\w-]{16}$/);
    const info = await api.anon.get(EXAMS_API.completion(code));
    expect(info.status).toBe(200);
    expect(info.body.data.paper_name).toBe('创业基础理论考试');
    const list = (await teacher.get(`${EXAMS_API.tests}?kind=completion&size=50`)).body.data.list as { id: number }[];
    expect(list.some((t) => t.id === res.body.data.id)).toBe(true);
    expect((await auditRow(api, 'exam_test.create', String(res.body.data.id))).userId).not.toBeNull();
  });

  it('is refused for a class of another institution, whose test that teacher cannot see', async () => {
    const res = await api.as(QD_TEACHER).post(EXAMS_API.tests, {
      class_id: ctx.classId,
      paper_id: paperId,
      kind: 'completion',
      ...window(),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.fields)).toEqual(['class_id']);
    const list = (await api.as(QD_TEACHER).get(`${EXAMS_API.tests}?size=50`)).body.data.list as {
      class_id: number;
    }[];
    expect(list.some((t) => t.class_id === ctx.classId)).toBe(false);
  });
});

describe('results export', () => {
  let testId: number;
  beforeAll(async () => {
    const teacher = api.as({ username: ctx.teacher, role: 'teacher' });
    const res = await teacher.post(EXAMS_API.tests, {
      class_id: ctx.classId,
      paper_id: paperId,
      kind: 'theory',
      ...window(),
    });
    expect(res.status, res.raw.body).toBe(201);
    testId = res.body.data.id;
    const started = await startTest(api.as('student'), testId);
    expect(started.status, started.raw.body).toBe(200);
    const t = theory(api, ctx.courseId, started.body.data.theory_token);
    await t.save({
      answers: [
        { question_id: ids.single, answer: ['B'], version: 1 },
        { question_id: ids.judge, answer: ['T'], version: 1 },
      ],
    });
    expect((await t.submit()).status).toBe(200);
  });

  it("holds the test's attempts with score, pass and a masked ID number", async () => {
    const teacher = api.as({ username: ctx.teacher, role: 'teacher' });
    const rows = await exportedRows(api, teacher, EXAMS_API.resultsExport, { test_id: testId });
    expect(rows[0]).toEqual([
      '班级',
      '试卷',
      '学员',
      '身份证号码（脱敏）',
      '状态',
      '开始时间',
      '交卷时间',
      '交卷方式',
      '离开页面次数',
      '得分',
      '总分',
      '是否合格',
    ]);
    expect(rows).toHaveLength(2);
    const [row] = rows.slice(1);
    expect(row?.[2]).toBe('王小明');
    expect(row?.[3]).toMatch(/^\d{4}\*+[\dX]{4}$/);
    expect(row?.slice(4)).toEqual(['已出分', row?.[5], row?.[6], '学员交卷', '0', '10', '20', '合格']);
  });

  it('is refused (404, nothing queued) to a teacher of another institution and needs a test id', async () => {
    const other = api.as(QD_TEACHER);
    expect((await other.post(EXAMS_API.resultsExport, { test_id: testId })).status).toBe(404);
    expect((await other.get('/o/v1/exports')).body.data.total).toBe(0);
    expect((await other.post(EXAMS_API.resultsExport, {})).status).toBe(400);
    expect((await api.as('student').post(EXAMS_API.resultsExport, { test_id: testId })).status).toBe(403);
  });
});
