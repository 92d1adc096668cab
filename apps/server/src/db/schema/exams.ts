// Exams (issue 14): a course's question bank, papers built from it, tests (a paper opened to a class for a window),
// attempts with their frozen questions and a deadline on the server clock, one answer row per question, and the
// transitions of an attempt (started, submitted by the student / the overdue job / too many leaves, marked).

import { ATTEMPT_STATUSES, PAPER_MODES, PRACTICE_RESULTS, QUESTION_TYPES, TEST_KINDS } from '@etp/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { classes } from './classes.ts';
import { courseChapters, courses } from './courses.ts';
import { users } from './users.ts';

/**
 * A question. `options` are the choices' texts (single and multiple); `answer` is the key: option letters for
 * single and multiple, 'T' or 'F' for true/false, one entry per blank (alternatives separated by '|'), the
 * reference answer for a short answer (marked by a trainer).
 */
export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id').references(() => courseChapters.id, { onDelete: 'set null' }),
    type: text('type', { enum: QUESTION_TYPES }).notNull(),
    difficulty: integer('difficulty').notNull().default(2),
    stem: text('stem').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    answer: jsonb('answer').$type<string[]>().notNull(),
    analysis: text('analysis').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exam_questions_course_idx').on(t.courseId, t.chapterId, t.type, t.difficulty)],
);

export interface PaperItem {
  question_id: number;
  score: number;
}
export interface PaperRule {
  type: (typeof QUESTION_TYPES)[number];
  difficulty: number | null;
  chapter_ids: number[];
  count: number;
  score: number;
}

/** A paper: fixed questions (`items`) or drawn per attempt by `rules`; the total is computed by the server. */
export const examPapers = pgTable(
  'exam_papers',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mode: text('mode', { enum: PAPER_MODES }).notNull(),
    items: jsonb('items').$type<PaperItem[]>().notNull().default(sql`'[]'::jsonb`),
    rules: jsonb('rules').$type<PaperRule[]>().notNull().default(sql`'[]'::jsonb`),
    totalScore: integer('total_score').notNull(),
    passScore: integer('pass_score').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    attemptsAllowed: integer('attempts_allowed').notNull().default(1),
    shuffleQuestions: integer('shuffle_questions').notNull().default(0),
    shuffleOptions: integer('shuffle_options').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exam_papers_course_idx').on(t.courseId)],
);

/** A paper opened to a class for a window: its theory test, or a completion test reached by `code`. */
export const examTests = pgTable(
  'exam_tests',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    paperId: integer('paper_id')
      .notNull()
      .references(() => examPapers.id),
    kind: text('kind', { enum: TEST_KINDS }).notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** Leaving the page more than this many times submits the attempt (0 = never). */
    maxLeaves: integer('max_leaves').notNull().default(0),
    /** The class's rule: 学时 the student must have been credited in the course before starting (0 = none). */
    minHours: integer('min_hours').notNull().default(0),
    /** The random part of a completion test's link. */
    code: text('code').unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exam_tests_class_idx').on(t.classId, t.kind)],
);

export interface FrozenQuestion {
  question_id: number;
  score: number;
  /** The options' display order (indexes into the question's options). */
  order: number[];
}

/** One sitting: its questions are frozen at the start, so a reload never changes them. */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial('id').primaryKey(),
    testId: integer('test_id')
      .notNull()
      .references(() => examTests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: integer('number').notNull().default(1),
    status: text('status', { enum: ATTEMPT_STATUSES }).notNull().default('in_progress'),
    questions: jsonb('questions').$type<FrozenQuestion[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** student | job | leaves | staff */
    submittedBy: text('submitted_by'),
    leaveCount: integer('leave_count').notNull().default(0),
    score: integer('score'),
    passed: integer('passed'),
    tokenHash: text('token_hash').notNull().unique(),
  },
  (t) => [
    uniqueIndex('exam_attempts_user_number_idx').on(t.testId, t.userId, t.number),
    index('exam_attempts_open_idx').on(t.status, t.deadline),
  ],
);

/** The answer to one question of an attempt: the highest version wins; `score` null until marked. */
export const examAnswers = pgTable(
  'exam_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    answer: jsonb('answer').$type<string[]>().notNull(),
    version: integer('version').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    score: integer('score'),
    markedBy: integer('marked_by'),
    markedAt: timestamp('marked_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/** What happened to an attempt and who did it (null actor = the server's job). */
export const examAttemptEvents = pgTable(
  'exam_attempt_events',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: integer('actor_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('exam_attempt_events_attempt_idx').on(t.attemptId)],
);

/**
 * A student's practice of one question (issue 14, practice): how often answered and answered right, the last answer
 * and its result (right, wrong, or seen for a short answer). `wrongBook` is 1 while the last answer was wrong and the
 * student has not cleared it; a right answer takes the question out again.
 */
export const examPracticeAnswers = pgTable(
  'exam_practice_answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => examQuestions.id, { onDelete: 'cascade' }),
    /** The question's course, copied so a course's progress and wrong-answer book are one indexed lookup. */
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    answeredCount: integer('answered_count').notNull().default(0),
    rightCount: integer('right_count').notNull().default(0),
    wrongCount: integer('wrong_count').notNull().default(0),
    lastAnswer: jsonb('last_answer').$type<string[]>().notNull(),
    lastResult: text('last_result', { enum: PRACTICE_RESULTS }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    wrongBook: integer('wrong_book').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('exam_practice_answers_book_idx').on(t.userId, t.courseId, t.wrongBook, t.lastAt),
  ],
);
