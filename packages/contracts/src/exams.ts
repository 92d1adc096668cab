// Exams: schemas of the question bank, papers, tests, the theory test's calls, results and marking.
import { z } from 'zod';
import { boundedText, entityId, multilineText } from './common.ts';
import { pageQuery } from './envelope.ts';
import {
  ATTEMPT_STATUSES,
  BLANKS_MAX,
  OPTIONS_MAX,
  PAPER_MODES,
  PAPER_QUESTIONS_MAX,
  PRACTICE_BATCH_MAX,
  PRACTICE_MODES,
  PRACTICE_RESULTS,
  QUESTION_TYPES,
  TEST_KINDS,
} from './exams.api.ts';
import { idCardNumber, personName } from './person.ts';

const flag = z.union([z.literal(0), z.literal(1)]);
const difficulty = z.coerce.number().int().min(1, { error: 'exams.difficulty_invalid' }).max(3, {
  error: 'exams.difficulty_invalid',
});
const dateTime = z.iso.datetime({ offset: true, error: 'exams.date_invalid' });
const score = z.coerce.number({ error: 'exams.score_invalid' }).int({ error: 'exams.score_invalid' }).min(0).max(1000);

/** A question as staff write it; the key's form depends on the type (checked in superRefine). */
export const questionInput = z
  .object({
    course_id: entityId,
    chapter_id: entityId.nullable().default(null),
    type: z.enum(QUESTION_TYPES, { error: 'exams.type_invalid' }),
    difficulty: difficulty.default(2),
    stem: multilineText(20_000, 'exams.stem_required'),
    options: z.array(boundedText(500, 'exams.option_required')).max(OPTIONS_MAX).default([]),
    answer: z.array(boundedText(2000)).max(BLANKS_MAX).default([]),
    analysis: multilineText(5000).default(''),
  })
  .superRefine((q, ctx) => {
    const bad = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const letters = q.options.map((_, i) => String.fromCharCode(65 + i));
    if (q.type === 'single' || q.type === 'multiple') {
      if (q.options.length < 2) bad('options', 'exams.options_too_few');
      if (!q.answer.every((a) => letters.includes(a)) || new Set(q.answer).size !== q.answer.length)
        bad('answer', 'exams.answer_invalid');
      else if (q.type === 'single' && q.answer.length !== 1) bad('answer', 'exams.answer_single');
      else if (q.type === 'multiple' && q.answer.length < 2) bad('answer', 'exams.answer_multiple');
    } else {
      if (q.options.length) bad('options', 'exams.options_not_allowed');
      if (q.type === 'judge' && (q.answer.length !== 1 || !['T', 'F'].includes(q.answer[0] ?? '')))
        bad('answer', 'exams.answer_judge');
      if ((q.type === 'blank' || q.type === 'short') && (!q.answer.length || q.answer.some((a) => !a)))
        bad('answer', 'exams.answer_required');
      if (q.type === 'short' && q.answer.length !== 1) bad('answer', 'exams.answer_required');
    }
  });
export type QuestionInput = z.infer<typeof questionInput>;

export const questionRow = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  chapter_id: z.number().int().nullable(),
  chapter_title: z.string(),
  type: z.enum(QUESTION_TYPES),
  difficulty: z.number().int(),
  stem: z.string(),
  options: z.array(z.string()),
  answer: z.array(z.string()),
  analysis: z.string(),
  updated_at: z.string(),
});
export type QuestionRow = z.infer<typeof questionRow>;

export const questionListQuery = pageQuery.extend({
  course_id: entityId.optional(),
  chapter_id: entityId.optional(),
  type: z.enum(QUESTION_TYPES).optional(),
  difficulty: difficulty.optional(),
  keyword: boundedText(50).optional(),
});
export type QuestionListQuery = z.infer<typeof questionListQuery>;

/** A refused row of a bank import: its row in the sheet, the column at fault (its header) and why. */
export const questionImportRefusal = z.object({ row: z.number().int(), field: z.string(), reason: z.string() });
export const questionImportReport = z.object({
  created: z.number().int(),
  refused: z.array(questionImportRefusal),
});
export type QuestionImportReport = z.infer<typeof questionImportReport>;

export const paperItem = z.object({ question_id: entityId, score: score.min(1, { error: 'exams.score_invalid' }) });
export const paperRule = z.object({
  type: z.enum(QUESTION_TYPES, { error: 'exams.type_invalid' }),
  difficulty: difficulty.nullable().default(null),
  chapter_ids: z.array(entityId).max(50).default([]),
  count: z.coerce.number().int().min(1, { error: 'exams.count_invalid' }).max(PAPER_QUESTIONS_MAX),
  score: score.min(1, { error: 'exams.score_invalid' }),
});

export const paperInput = z
  .object({
    course_id: entityId,
    name: boundedText(100, 'exams.paper_name_required'),
    mode: z.enum(PAPER_MODES),
    items: z.array(paperItem).max(PAPER_QUESTIONS_MAX).default([]),
    rules: z.array(paperRule).max(30).default([]),
    pass_score: score,
    duration_minutes: z.coerce
      .number()
      .int()
      .min(1, { error: 'exams.duration_invalid' })
      .max(600, { error: 'exams.duration_invalid' }),
    attempts_allowed: z.coerce.number().int().min(1).max(10).default(1),
    shuffle_questions: flag.default(0),
    shuffle_options: flag.default(0),
  })
  .superRefine((p, ctx) => {
    if (p.mode === 'fixed' && !p.items.length)
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'exams.paper_empty' });
    if (p.mode === 'drawn' && !p.rules.length)
      ctx.addIssue({ code: 'custom', path: ['rules'], message: 'exams.paper_empty' });
    const ids = p.items.map((i) => i.question_id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'exams.question_twice' });
  });
export type PaperInput = z.infer<typeof paperInput>;

export const paperRow = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_name: z.string(),
  name: z.string(),
  mode: z.enum(PAPER_MODES),
  items: z.array(z.object({ question_id: z.number().int(), score: z.number().int() })),
  rules: z.array(
    z.object({
      type: z.enum(QUESTION_TYPES),
      difficulty: z.number().int().nullable(),
      chapter_ids: z.array(z.number().int()),
      count: z.number().int(),
      score: z.number().int(),
    }),
  ),
  question_count: z.number().int(),
  total_score: z.number().int(),
  pass_score: z.number().int(),
  duration_minutes: z.number().int(),
  attempts_allowed: z.number().int(),
  shuffle_questions: z.number().int(),
  shuffle_options: z.number().int(),
});
export type PaperRow = z.infer<typeof paperRow>;

export const paperListQuery = pageQuery.extend({
  course_id: entityId.optional(),
  keyword: boundedText(50).optional(),
});
export type PaperListQuery = z.infer<typeof paperListQuery>;

export const testInput = z
  .object({
    class_id: entityId,
    paper_id: entityId,
    kind: z.enum(TEST_KINDS),
    opens_at: dateTime,
    closes_at: dateTime,
    max_leaves: z.coerce.number().int().min(0).max(100).default(0),
    /** 学时 credited in the course before the test may be started (0 = none). */
    min_hours: z.coerce.number().int().min(0).max(1000).default(0),
  })
  .superRefine((t, ctx) => {
    if (Date.parse(t.closes_at) <= Date.parse(t.opens_at))
      ctx.addIssue({ code: 'custom', path: ['closes_at'], message: 'exams.window_order' });
  });
export type TestInput = z.infer<typeof testInput>;

export const testRow = z.object({
  id: z.number().int(),
  class_id: z.number().int(),
  class_name: z.string(),
  paper_id: z.number().int(),
  paper_name: z.string(),
  kind: z.enum(TEST_KINDS),
  opens_at: z.string(),
  closes_at: z.string(),
  max_leaves: z.number().int(),
  min_hours: z.number().int(),
  code: z.string().nullable(),
  attempts: z.number().int(),
});
export type TestRow = z.infer<typeof testRow>;
/** The filters of a test's results export (the download centre). */
export const testResultsExportParams = z.object({ test_id: entityId });
export type TestResultsExportParams = z.infer<typeof testResultsExportParams>;
export const testListQuery = pageQuery.extend({ class_id: entityId.optional(), kind: z.enum(TEST_KINDS).optional() });
export type TestListQuery = z.infer<typeof testListQuery>;

/** A question as the candidate sees it: no key, options in the attempt's order. */
export const attemptQuestion = z.object({
  question_id: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  stem: z.string(),
  options: z.array(z.object({ key: z.string(), text: z.string() })),
  blanks: z.number().int(),
  score: z.number().int(),
  answer: z.array(z.string()),
  version: z.number().int(),
});
export type AttemptQuestion = z.infer<typeof attemptQuestion>;

export const attemptState = z.object({
  attempt_id: z.number().int(),
  course_id: z.number().int(),
  paper_name: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  started_at: z.string(),
  deadline: z.string(),
  server_time: z.string(),
  leave_count: z.number().int(),
  max_leaves: z.number().int(),
  total_score: z.number().int(),
  /** Null while in progress; after submitting, the score so far (short answers count once marked). */
  score: z.number().int().nullable(),
  /** 1 / 0 once everything is marked, else null. */
  passed: z.number().int().nullable(),
  questions: z.array(attemptQuestion),
});
export type AttemptState = z.infer<typeof attemptState>;

export const answerInput = z.object({
  question_id: entityId,
  answer: z.array(boundedText(2000)).max(BLANKS_MAX),
  /** Grows with every change on the device; the highest version the server has seen wins. */
  version: z.coerce.number().int().min(1).max(2_000_000_000),
});
export const saveAnswers = z.object({
  answers: z.array(answerInput).max(PAPER_QUESTIONS_MAX).default([]),
  /** The page was left (hidden) once more since the last call. */
  left: z.boolean().default(false),
});
export type SaveAnswers = z.infer<typeof saveAnswers>;
export const savedAnswers = z.object({
  saved: z.array(z.object({ question_id: z.number().int(), version: z.number().int() })),
  deadline: z.string(),
  server_time: z.string(),
  leave_count: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
});
export type SavedAnswers = z.infer<typeof savedAnswers>;

export const startedAttempt = z.object({
  attempt_id: z.number().int(),
  course_id: z.number().int(),
  theory_token: z.string(),
  deadline: z.string(),
});
export type StartedAttempt = z.infer<typeof startedAttempt>;

export const myTest = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  class_name: z.string(),
  paper_name: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  duration_minutes: z.number().int(),
  total_score: z.number().int(),
  pass_score: z.number().int(),
  attempts_allowed: z.number().int(),
  attempts_used: z.number().int(),
  in_progress: z.number().int().nullable(),
  /** What still keeps the student from starting (message keys): empty when they may start. */
  missing: z.array(z.string()),
});
export type MyTest = z.infer<typeof myTest>;

export const resultRow = z.object({
  attempt_id: z.number().int(),
  test_id: z.number().int(),
  user_id: z.number().int(),
  student_name: z.string(),
  paper_name: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  started_at: z.string(),
  submitted_at: z.string().nullable(),
  submitted_by: z.string().nullable(),
  leave_count: z.number().int(),
  score: z.number().int().nullable(),
  total_score: z.number().int(),
  passed: z.number().int().nullable(),
});
export type ResultRow = z.infer<typeof resultRow>;

export const reviewQuestion = attemptQuestion.extend({
  key: z.array(z.string()),
  analysis: z.string(),
  earned: z.number().int().nullable(),
});
export const resultDetail = resultRow.extend({
  /**
   * For students, empty until the test's window has closed and no other test that can ask its questions is still
   * open (open now or still to open); staff always see it.
   */
  review: z.array(reviewQuestion),
  /** When the review opens, as far as the server knows now (a test published later can move it). */
  review_opens_at: z.string(),
  /** True when other tests not yet closed hold the review past this test's own close (the keys stay secret). */
  review_held: z.boolean(),
});
export type ResultDetail = z.infer<typeof resultDetail>;

export const marksInput = z.object({
  marks: z
    .array(z.object({ question_id: entityId, score }))
    .min(1)
    .max(PAPER_QUESTIONS_MAX),
});
export type MarksInput = z.infer<typeof marksInput>;

/** A person identifies for a completion test: name and ID number of an enrolled student of the test's class. */
export const completionIdentify = z.object({ name: personName, id_card: idCardNumber });
export type CompletionIdentify = z.infer<typeof completionIdentify>;
export const completionInfo = z.object({
  paper_name: z.string(),
  class_name: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  duration_minutes: z.number().int(),
  total_score: z.number().int(),
  pass_score: z.number().int(),
});
export type CompletionInfo = z.infer<typeof completionInfo>;

/** Practice progress of one chapter (chapter_id null: the course's questions outside any chapter). */
export const practiceChapter = z.object({
  chapter_id: z.number().int().nullable(),
  title: z.string(),
  /** Questions in the bank. */
  total: z.number().int(),
  /** Answered at least once. */
  answered: z.number().int(),
  /** Last answer right. */
  right: z.number().int(),
});
export type PracticeChapter = z.infer<typeof practiceChapter>;
export const practiceCourse = z.object({
  course_id: z.number().int(),
  course_name: z.string(),
  total: z.number().int(),
  answered: z.number().int(),
  right: z.number().int(),
  /** Questions in the wrong-answer book. */
  wrong: z.number().int(),
  chapters: z.array(practiceChapter),
});
export type PracticeCourse = z.infer<typeof practiceCourse>;

export const practiceQuery = z
  .object({
    mode: z.enum(PRACTICE_MODES, { error: 'exams.practice_mode_invalid' }).default('chapter'),
    chapter_id: entityId.optional(),
    count: z.coerce.number().int().min(1).max(PRACTICE_BATCH_MAX).default(10),
  })
  .superRefine((q, ctx) => {
    if (q.mode === 'chapter' && !q.chapter_id)
      ctx.addIssue({ code: 'custom', path: ['chapter_id'], message: 'exams.practice_chapter_required' });
  });
export type PracticeQuery = z.infer<typeof practiceQuery>;

/** A practice question as the student sees it: no key, options in the bank's order. */
export const practiceQuestion = z.object({
  question_id: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  stem: z.string(),
  options: z.array(z.object({ key: z.string(), text: z.string() })),
  blanks: z.number().int(),
  chapter_title: z.string(),
});
export type PracticeQuestion = z.infer<typeof practiceQuestion>;

export const practiceAnswer = z.object({
  question_id: entityId,
  answer: z
    .array(multilineText(2000))
    .max(BLANKS_MAX)
    .refine((a) => a.some((x) => x.trim()), { error: 'exams.practice_answer_required' }),
});
export type PracticeAnswer = z.infer<typeof practiceAnswer>;
export const practiceFeedback = z.object({
  question_id: z.number().int(),
  result: z.enum(PRACTICE_RESULTS),
  answer: z.array(z.string()),
  key: z.array(z.string()),
  analysis: z.string(),
  /** The question is in the wrong-answer book now. */
  in_wrong_book: z.boolean(),
});
export type PracticeFeedback = z.infer<typeof practiceFeedback>;

/** One entry of the wrong-answer book: the question with its key (already shown when answered). */
export const practiceWrongRow = practiceQuestion.extend({
  chapter_id: z.number().int().nullable(),
  last_answer: z.array(z.string()),
  key: z.array(z.string()),
  analysis: z.string(),
  wrong_count: z.number().int(),
  answered_count: z.number().int(),
  last_at: z.string(),
});
export type PracticeWrongRow = z.infer<typeof practiceWrongRow>;
