// The question bank by spreadsheet (issue 14): the template, the rows read by lib/spreadsheet (bomb checks, a worker
// thread) and checked with the one-by-one form's schema and the course/chapter rule; one bad row imports nothing and
// the report names every refused row with its column (as the users and enrolment imports do). The export writes
// the same columns, so an exported bank can be edited and imported again.
import {
  type Locale,
  OPTIONS_MAX,
  optionLetter,
  QUESTION_IMPORT_MAX_ROWS,
  type QuestionImportReport,
  type QuestionInput,
  type QuestionRow,
  type QuestionType,
  questionInput,
  translate,
} from '@etp/contracts';
import { AppError } from '@/lib/errors.ts';
import { plainText } from '@/lib/sanitize.ts';
import { readSheet } from '@/lib/spreadsheet/read.ts';
import { writeSheet } from '@/lib/spreadsheet/write.ts';

export const QUESTION_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Options A-F in the sheet (the form takes up to OPTIONS_MAX). */
const SHEET_OPTIONS = Math.min(6, OPTIONS_MAX);
const OPTION_KEYS = Array.from({ length: SHEET_OPTIONS }, (_, i) => `option_${optionLetter(i)}`);

/** Template columns: the Chinese header (the field name is accepted too) and the field each fills. */
export const QUESTION_COLUMNS = [
  { header: '课程编号', key: 'course_id', width: 10 },
  { header: '章节编号', key: 'chapter_id', width: 10 },
  { header: '题型', key: 'type', width: 10 },
  { header: '难度', key: 'difficulty', width: 8 },
  { header: '题干', key: 'stem', width: 48 },
  ...OPTION_KEYS.map((key) => ({ header: `选项${key.slice(-1)}`, key, width: 20 })),
  { header: '答案', key: 'answer', width: 24 },
  { header: '解析', key: 'analysis', width: 40 },
] as const;
type Column = (typeof QUESTION_COLUMNS)[number]['key'];
const READ_COLUMNS = QUESTION_COLUMNS.map((c) => ({
  key: c.key as Column,
  headers: [c.header],
  required: ['course_id', 'type', 'stem', 'answer'].includes(c.key),
}));

const TYPE_NAMES: Record<string, QuestionType> = {
  单选题: 'single',
  单选: 'single',
  多选题: 'multiple',
  多选: 'multiple',
  判断题: 'judge',
  判断: 'judge',
  填空题: 'blank',
  填空: 'blank',
  简答题: 'short',
  简答: 'short',
};
export const TYPE_LABELS: Record<QuestionType, string> = {
  single: '单选题',
  multiple: '多选题',
  judge: '判断题',
  blank: '填空题',
  short: '简答题',
};
const DIFFICULTY_NAMES: Record<string, string> = { 易: '1', 简单: '1', 中: '2', 中等: '2', 难: '3', 困难: '3' };
const JUDGE_NAMES: Record<string, string> = { 对: 'T', 正确: 'T', 是: 'T', 错: 'F', 错误: 'F', 否: 'F' };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A stem cell: HTML as it is (the service sanitises it), plain text as paragraphs. */
function stemOf(text: string): string {
  if (/<[a-z][\s\S]*>/i.test(text)) return text;
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** The key cell by type: letters (`ABD`, `A,B,D`), 对/错 or T/F, blanks separated by `;` (alternatives by `|`). */
function answerOf(type: string, text: string): string[] {
  if (type === 'single' || type === 'multiple')
    return [...text.toUpperCase().replace(/[\s,，、;；]/g, '')].filter(Boolean);
  if (type === 'judge') return text ? [JUDGE_NAMES[text] ?? text.toUpperCase()] : [];
  if (type === 'blank')
    return text
      .split(/[;；\n]/)
      .map((a) => a.trim())
      .filter(Boolean);
  return text ? [text] : [];
}

/** The header of the column a form field comes from (an option names its own column). */
function headerOf(path: readonly PropertyKey[]): string {
  const [field, index] = path;
  if (field === 'options') {
    const key = typeof index === 'number' ? OPTION_KEYS[index] : OPTION_KEYS[0];
    return QUESTION_COLUMNS.find((c) => c.key === key)?.header ?? '选项';
  }
  return QUESTION_COLUMNS.find((c) => c.key === field)?.header ?? String(field ?? '');
}

/** One sheet row as the form's input (not yet checked). */
function inputOf(values: Record<Column, string>) {
  const v = (key: string) => values[key as Column] ?? '';
  const type = TYPE_NAMES[v('type')] ?? v('type').toLowerCase();
  const options = OPTION_KEYS.map(v);
  while (options.length && !options[options.length - 1]) options.pop();
  return {
    course_id: v('course_id'),
    chapter_id: v('chapter_id') || null,
    type,
    difficulty: DIFFICULTY_NAMES[v('difficulty')] ?? (v('difficulty') || undefined),
    stem: stemOf(v('stem')),
    options,
    answer: answerOf(type, v('answer')),
    analysis: v('analysis'),
  };
}

/** A question as a row of the sheet (the export and the template's example). */
export function sheetRowOf(q: Omit<QuestionRow, 'id' | 'chapter_title' | 'updated_at'>): Record<Column, string> {
  const row = {
    course_id: String(q.course_id),
    chapter_id: q.chapter_id ? String(q.chapter_id) : '',
    type: TYPE_LABELS[q.type],
    difficulty: String(q.difficulty),
    stem: plainText(q.stem, 20_000),
    answer:
      q.type === 'judge'
        ? q.answer[0] === 'T'
          ? '对'
          : '错'
        : q.type === 'multiple' || q.type === 'single'
          ? q.answer.join('')
          : q.answer.join('；'),
    analysis: q.analysis,
  } as Record<Column, string>;
  OPTION_KEYS.forEach((key, i) => {
    row[key as Column] = q.options[i] ?? '';
  });
  return row;
}

export function questionTemplate(courseId = 1): Promise<Buffer> {
  const example = (q: Omit<QuestionRow, 'id' | 'chapter_title' | 'updated_at' | 'course_id' | 'chapter_id'>) =>
    sheetRowOf({ ...q, course_id: courseId, chapter_id: null });
  return writeSheet(
    '试题导入',
    QUESTION_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width })),
    [
      example({
        type: 'single',
        difficulty: 1,
        stem: 'SYB 培训中“创办你的企业”的英文缩写是？',
        options: ['GYB', 'SYB', 'IYB', 'EYB'],
        answer: ['B'],
        analysis: 'Start Your Business',
      }),
      example({
        type: 'multiple',
        difficulty: 2,
        stem: '预测启动资金时应包括哪些？',
        options: ['投资（固定资产）', '流动资金', '个人储蓄', '开办费'],
        answer: ['A', 'B', 'D'],
        analysis: '',
      }),
      example({
        type: 'judge',
        difficulty: 1,
        stem: '个体工商户须有注册资本。',
        options: [],
        answer: ['F'],
        analysis: '',
      }),
      example({
        type: 'blank',
        difficulty: 2,
        stem: '利润 = 销售收入 − ____；企业法律形态如 ____。',
        options: [],
        answer: ['成本|总成本', '个体工商户|合伙企业'],
        analysis: '每个空的答案用“；”分隔，同一空的多个答案用“|”分隔',
      }),
      example({
        type: 'short',
        difficulty: 3,
        stem: '简述评估市场的三个步骤。',
        options: [],
        answer: ['了解顾客、了解竞争对手、制订营销计划'],
        analysis: '',
      }),
    ],
  );
}

type Refused = QuestionImportReport['refused'];

/**
 * Reads and checks every row with the form's schema; `check` applies the rules that need the database (the course
 * and chapter) and answers the field at fault. Throws 400 with the whole report when any row is refused.
 */
export async function readQuestionSheet(
  body: Buffer,
  locale: Locale,
  check: (input: QuestionInput) => Promise<{ field: string; key: string } | null>,
): Promise<QuestionInput[]> {
  const { rows } = await readSheet(body, { columns: READ_COLUMNS, maxRows: QUESTION_IMPORT_MAX_ROWS });
  if (rows.length === 0) throw new AppError(400, 'exams.import_empty');
  const refused: Refused = [];
  const valid: QuestionInput[] = [];
  for (const { rowNumber, values } of rows) {
    const parsed = questionInput.safeParse(inputOf(values));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = headerOf(issue?.path ?? []);
      const key = issue?.path[0] === 'course_id' && !values.course_id ? 'exams.course_required' : issue?.message;
      refused.push({ row: rowNumber, field, reason: translate(locale, key ?? '') });
      continue;
    }
    const wrong = await check(parsed.data);
    if (wrong) {
      refused.push({ row: rowNumber, field: headerOf([wrong.field]), reason: translate(locale, wrong.key) });
      continue;
    }
    valid.push(parsed.data);
  }
  if (refused.length > 0)
    throw new AppError(400, 'exams.import_refused', { count: refused.length }, { created: 0, refused });
  return valid;
}
