// Exams (issue 14): question bank, papers, tests opened to a class, the timed theory test (the page
// calls /s/v1/s-theory/{courseId} with the attempt's theoryToken), results and marking. Schema-free.
import { completionTestPath } from './completion-link.ts';

export const EXAMS_API = {
  /** GET the attempt's state, PUT answers (and leaves), POST submits: all under the attempt's theoryToken. */
  theory: (courseId: string | number) => `/s/v1/s-theory/${courseId}`,
  questions: '/a/v1/exam-questions',
  question: (id: string | number) => `/a/v1/exam-questions/${id}`,
  /** GET: the XLSX template of the bank import. */
  questionsTemplate: '/a/v1/exam-questions/import-template',
  /** POST multipart "file": all rows or none, with a row-level report. */
  questionsImport: '/a/v1/exam-questions/import',
  /** POST the list's filters: queues the bank (filtered) in the download centre. */
  questionsExport: '/a/v1/exam-questions/export',
  papers: '/a/v1/exam-papers',
  paper: (id: string | number) => `/a/v1/exam-papers/${id}`,
  tests: '/f/v1/exam-tests',
  test: (id: string | number) => `/f/v1/exam-tests/${id}`,
  testAttempts: (id: string | number) => `/f/v1/exam-tests/${id}/attempts`,
  /** POST { test_id }: one test's results to the download centre. */
  resultsExport: '/f/v1/exam-tests/results/export',
  attempt: (id: string | number) => `/f/v1/exam-attempts/${id}`,
  marks: (id: string | number) => `/f/v1/exam-attempts/${id}/marks`,
  /** The student's theory tests with what each still needs. */
  myTests: '/s/v1/theory-tests',
  start: (testId: string | number) => `/s/v1/theory-tests/${testId}/start`,
  myResults: '/s/v1/theory-results',
  myResult: (attemptId: string | number) => `/s/v1/theory-results/${attemptId}`,
  /** Public: a completion test by its link code; POST identifies the person and starts their attempt. */
  completion: completionTestPath,
  /** Practice: the courses of the student's classes with per-chapter progress. */
  practiceCourses: '/s/v1/practice/courses',
  /** GET a batch of questions (by chapter, at random, or from the wrong-answer book), never with the key. */
  practiceQuestions: (courseId: string | number) => `/s/v1/practice/courses/${courseId}/questions`,
  /** POST one answer: marked at once, answers the key and the analysis. */
  practiceAnswers: (courseId: string | number) => `/s/v1/practice/courses/${courseId}/answers`,
  /** GET the wrong-answer book (paginated); DELETE clears it all. */
  practiceWrong: (courseId: string | number) => `/s/v1/practice/courses/${courseId}/wrong`,
  /** DELETE clears one question from the wrong-answer book. */
  practiceWrongOne: (courseId: string | number, questionId: string | number) =>
    `/s/v1/practice/courses/${courseId}/wrong/${questionId}`,
} as const;

export const QUESTION_TYPES = ['single', 'multiple', 'judge', 'blank', 'short'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const PAPER_MODES = ['fixed', 'drawn'] as const;
export const TEST_KINDS = ['theory', 'completion'] as const;
export const ATTEMPT_STATUSES = ['in_progress', 'submitted', 'marked'] as const;
/** Practice: by chapter, at random in the course, or the questions of the wrong-answer book. */
export const PRACTICE_MODES = ['chapter', 'random', 'wrong'] as const;
export type PracticeMode = (typeof PRACTICE_MODES)[number];
/** right / wrong; 'seen' for a short answer (the reference answer is shown, nobody marks it). */
export const PRACTICE_RESULTS = ['right', 'wrong', 'seen'] as const;
export type PracticeResult = (typeof PRACTICE_RESULTS)[number];
export const PRACTICE_BATCH_MAX = 50;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];
/** Difficulty 1 (easy) to 3 (hard). */
export const DIFFICULTIES = [1, 2, 3] as const;
export const OPTIONS_MAX = 8;
export const BLANKS_MAX = 10;
export const PAPER_QUESTIONS_MAX = 200;
/** Rows one bank import may carry. */
export const QUESTION_IMPORT_MAX_ROWS = 1000;
/** The header that carries the theory token (Authorization: Bearer <theoryToken>). */
export const THEORY_TOKEN_PREFIX = 'th_';
/** Option letters A, B, C ... */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);
