// The question bank by spreadsheet (issue 14): the template, a good sheet imported whole, one bad row importing
// nothing with its row and column reported, the filtered bank exported to the download centre in the template's
// columns, and who may do each.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examQuestions } from '../../src/db/schema/index.ts';
import { type Api, auditRow, multipartFile, testApp } from '../helpers.ts';
import { studentClass } from './setup.ts';

const HEADER = [
  '课程编号',
  '章节编号',
  '题型',
  '难度',
  '题干',
  '选项A',
  '选项B',
  '选项C',
  '选项D',
  '选项E',
  '选项F',
  '答案',
  '解析',
];

let api: Api;
let courseId: number;
beforeAll(async () => {
  api = await testApp();
  ({ courseId } = await studentClass(api));
});
afterAll(() => api.close());

const load = async (buffer: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
};
async function sheet(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('试题');
  ws.addRow(HEADER);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
const upload = async (file: Buffer, who: 'admin' | 'teacher' = 'admin') => {
  const { payload, headers } = multipartFile(file, {
    filename: 'questions.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  return api.as(who).post('/a/v1/exam-questions/import', payload, { headers });
};
const marker = (tag: string) => `导入试题${tag}${Date.now()}`;
const countLike = async (text: string) =>
  (await api.app.db.select({ stem: examQuestions.stem }).from(examQuestions)).filter((q) => q.stem.includes(text))
    .length;

/** One row of each type, all with `tag` in the stem. */
const goodRows = (tag: string) => [
  [
    courseId,
    '',
    '单选题',
    '易',
    `${tag} 创办你的企业的缩写？`,
    'GYB',
    'SYB',
    'IYB',
    '',
    '',
    '',
    'B',
    'Start Your Business',
  ],
  [
    courseId,
    '',
    '多选题',
    2,
    `${tag} 启动资金包括？`,
    '固定资产',
    '流动资金',
    '个人储蓄',
    '开办费',
    '',
    '',
    'A,B,D',
    '',
  ],
  [courseId, '', '判断题', 1, `${tag} 个体工商户须有注册资本。`, '', '', '', '', '', '', '错', ''],
  [courseId, '', '填空题', 3, `${tag} 利润 = 销售收入 − ____`, '', '', '', '', '', '', '成本|总成本', ''],
  [courseId, '', 'short', 2, `${tag} 简述评估市场的步骤。`, '', '', '', '', '', '', '了解顾客、竞争对手', ''],
];

describe('question import', () => {
  it('serves the template in the import’s columns, to those who may import', async () => {
    const res = await api.as('admin').get('/a/v1/exam-questions/import-template');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const ws = await load(res.raw.rawPayload);
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    expect(ws.rowCount).toBe(6);
    expect((await api.as('teacher').get('/a/v1/exam-questions/import-template')).status).toBe(403);
  });

  it('imports every row of a good sheet, each type with its key, and audits the import', async () => {
    const tag = marker('好');
    const res = await upload(await sheet(goodRows(tag)));
    expect(res.status, res.raw.body).toBe(201);
    expect(res.body.data).toEqual({ created: 5, refused: [] });
    expect(res.body.msg).toBe('已导入 5 道试题');
    const rows = (await api.app.db.select().from(examQuestions).where(eq(examQuestions.courseId, courseId))).filter(
      (q) => q.stem.includes(tag),
    );
    const byType = Object.fromEntries(rows.map((q) => [q.type, q]));
    expect(byType.single).toMatchObject({ difficulty: 1, options: ['GYB', 'SYB', 'IYB'], answer: ['B'] });
    expect(byType.single?.stem).toBe(`<p>${tag} 创办你的企业的缩写？</p>`);
    expect(byType.multiple?.answer).toEqual(['A', 'B', 'D']);
    expect(byType.judge?.answer).toEqual(['F']);
    expect(byType.blank).toMatchObject({ difficulty: 3, answer: ['成本|总成本'] });
    expect(byType.short?.answer).toEqual(['了解顾客、竞争对手']);
    const audit = await auditRow(
      api,
      'exam_question.import',
      `${Math.min(...rows.map((r) => r.id))}-${Math.max(...rows.map((r) => r.id))}`,
    );
    expect(audit.after).toMatchObject({ count: 5 });
  });

  it('imports nothing when one row is wrong, and reports its row and column', async () => {
    const tag = marker('坏');
    const rows = goodRows(tag);
    rows[2] = [courseId, '', '判断题', 1, `${tag} 判断`, '', '', '', '', '', '', '也许', ''];
    rows[3] = [999_999, '', '填空题', 1, `${tag} 填空 ____`, '', '', '', '', '', '', '答案', ''];
    const res = await upload(await sheet(rows));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('有 2 行不正确，未导入任何试题，请修改后重新导入');
    expect(res.body.data.refused).toEqual([
      { row: 4, field: '答案', reason: '判断题答案应为“对”或“错”' },
      { row: 5, field: '课程编号', reason: '没有这门课程' },
    ]);
    expect(await countLike(tag)).toBe(0);
  });

  it('names the option column at fault', async () => {
    const tag = marker('选项');
    const res = await upload(
      await sheet([[courseId, '', '单选题', 1, `${tag} 只有一个选项`, 'A 选项', '', '', '', '', '', 'A', '']]),
    );
    expect(res.status).toBe(400);
    expect(res.body.data.refused).toEqual([{ row: 2, field: '选项A', reason: '选择题至少需要两个选项' }]);
    expect(await countLike(tag)).toBe(0);
  });

  it('refuses the import to a teacher (reads the bank, may not write it) and to a student', async () => {
    const tag = marker('权限');
    expect((await upload(await sheet(goodRows(tag)), 'teacher')).status).toBe(403);
    expect(await countLike(tag)).toBe(0);
  });
});

describe('question export', () => {
  it('writes the filtered bank in the template’s columns through the download centre', async () => {
    const tag = marker('导出');
    expect((await upload(await sheet(goodRows(tag)))).status).toBe(201);
    const admin = api.as('admin');
    const queued = await admin.post('/a/v1/exam-questions/export', {
      course_id: courseId,
      type: 'judge',
      keyword: tag,
    });
    expect(queued.status, queued.raw.body).toBe(201);
    expect(await api.app.exports.runOnce()).toBe(true);
    const list = await admin.get('/o/v1/exports');
    const record = list.body.data.list.find((r: { id: number }) => r.id === queued.body.data.id);
    expect(record?.url).toBeTruthy();
    const ws = await load((await admin.get(record.url)).raw.rawPayload);
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(['试题编号', ...HEADER, '章节']);
    expect(ws.rowCount).toBe(2);
    const row = (ws.getRow(2).values as unknown[]).slice(1);
    expect(row.slice(1, 6)).toEqual([String(courseId), '', '判断题', '1', `${tag} 个体工商户须有注册资本。`]);
    expect(row[12]).toBe('错');
  });

  it('refuses the export to a student', async () => {
    expect((await api.as('student').post('/a/v1/exam-questions/export', {})).status).toBe(403);
  });
});
