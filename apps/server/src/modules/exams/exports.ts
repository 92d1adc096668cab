// The module's download-centre exports: one test's results (the classes the caller sees: student, masked ID number,
// times, how it was submitted, leaves of the page, score and pass; asked for from train/testResult), and the question
// bank (the list's filters) in the import template's columns, so an exported bank can be corrected and imported again.
import { type Locale, questionListQuery, siteDateTime, testResultsExportParams } from '@etp/contracts';
import { defineExport, inLocale } from '@/modules/exports/index.ts';
import type { ExamTestService } from './exam-tests.service.ts';
import { QUESTION_COLUMNS, sheetRowOf } from './import.ts';
import type { QuestionService } from './questions.service.ts';
import type { ResultService } from './results.service.ts';

/** An export stops at this many rows. */
const EXPORT_LIMIT = 50_000;
const STATUS: Record<string, readonly [string, string]> = {
  in_progress: ['作答中', 'In progress'],
  submitted: ['待阅卷', 'Awaiting marking'],
  marked: ['已出分', 'Marked'],
};
const BY: Record<string, readonly [string, string]> = {
  student: ['学员交卷', 'Student'],
  job: ['到时自动交卷', 'Time up (server)'],
  leaves: ['离开次数超限', 'Too many leaves'],
};
const word = (table: Record<string, readonly [string, string]>, key: string | null, locale: Locale) =>
  key === null ? '' : inLocale(locale, table[key] ?? [key, key]);
/** The site's wall-clock time, as the screens show it. */
const timeText = (iso: string | null) => (iso ? siteDateTime(iso) : '');

export const testResultsExport = (tests: ExamTestService, results: ResultService) =>
  defineExport({
    kind: 'exam-results',
    sheetName: ['考试成绩', 'Test results'],
    access: { roles: ['admin', 'teacher', 'trainer', 'province', 'city', 'area'], permission: 'train:testResult:list' },
    auditAction: 'exam_test.export',
    params: testResultsExportParams,
    // A test of a class the caller does not see is not found (404), before anything is queued.
    authorize: async (actor, { test_id }) => {
      await tests.get(actor, { id: test_id });
    },
    columns: [
      ['class_name', '班级', 'Class', 28],
      ['paper_name', '试卷', 'Paper', 28],
      ['student_name', '学员', 'Student'],
      ['id_card_masked', '身份证号码（脱敏）', 'ID number (masked)', 24],
      ['status', '状态', 'Status'],
      ['started_at', '开始时间', 'Started', 20],
      ['submitted_at', '交卷时间', 'Submitted', 20],
      ['submitted_by', '交卷方式', 'Submitted by'],
      ['leave_count', '离开页面次数', 'Leaves'],
      ['score', '得分', 'Score', 10],
      ['total_score', '总分', 'Total', 10],
      ['passed', '是否合格', 'Passed', 10],
    ],
    rows: async (actor, { test_id }) =>
      (await results.exportRows(actor, test_id, EXPORT_LIMIT)).map((r) => ({
        ...r,
        status: word(STATUS, r.status, actor.locale),
        started_at: timeText(r.started_at),
        submitted_at: timeText(r.submitted_at),
        submitted_by: word(BY, r.submitted_by, actor.locale),
        score: r.score ?? '',
        passed: r.passed === null ? '' : inLocale(actor.locale, r.passed ? ['合格', 'Pass'] : ['不合格', 'Fail']),
      })),
  });

type QuestionSheetRow = ReturnType<typeof sheetRowOf> & { id: string; chapter_title: string };
const questionParams = questionListQuery.omit({ page: true, size: true }).partial();

export const questionsExport = (questions: QuestionService) =>
  defineExport<QuestionSheetRow, ReturnType<typeof questionParams.parse>>({
    kind: 'exam_questions',
    sheetName: ['题库', 'Question bank'],
    access: { roles: ['admin', 'teacher', 'trainer'], permission: 'exam:bank:list' },
    auditAction: 'exam_question.export',
    params: questionParams,
    columns: [
      ['id', '试题编号', 'Question no.', 10],
      ...QUESTION_COLUMNS.map((c) => [c.key, c.header, c.key, c.width] as const),
      ['chapter_title', '章节', 'Chapter', 24],
    ],
    rows: async (_actor, filters) =>
      (await questions.exportRows(filters)).map((q) => ({
        ...sheetRowOf(q),
        id: String(q.id),
        chapter_title: q.chapter_title,
      })),
  });
