// Study time the server credits (issue 13): an append-only ledger of credited seconds, the progress per student and
// lesson (and per student and live session), and one state row per student that the heartbeat locks, so two server
// instances never credit the same student twice.
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { classSessions } from './classes.ts';
import { courseLessons } from './courses.ts';
import { users } from './users.ts';

export const LEDGER_KINDS = ['vod', 'live', 'replay'] as const;

/** Every credited interval, never updated: hours per lesson, course, class and day are sums over it. */
export const studyLedger = pgTable(
  'study_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // What was credited keeps naming the class, course, lesson and session it was credited for, even once one of
    // them is deleted: these ids are a record, not references (and each foreign key was a lookup and a row lock on
    // the hot write of every credited heartbeat).
    classId: integer('class_id'),
    courseId: integer('course_id'),
    lessonId: integer('lesson_id'),
    sessionId: integer('session_id'),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** The calendar day in China (YYYY-MM-DD) the credit belongs to (the daily limit counts it). */
    day: text('day').notNull(),
    seconds: integer('seconds').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('study_ledger_user_day_idx').on(t.userId, t.day),
    index('study_ledger_class_idx').on(t.classId, t.userId),
    index('study_ledger_course_idx').on(t.userId, t.courseId),
  ],
);

/** Where a student is in a lesson: credited seconds, the furthest position reached, the resume position. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull(),
    creditedSeconds: integer('credited_seconds').notNull().default(0),
    furthestPosition: integer('furthest_position').notNull().default(0),
    lastPosition: integer('last_position').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('lesson_progress_course_idx').on(t.userId, t.courseId),
  ],
);

/** A student's attendance of one live session: seconds inside its window, and replay seconds after it. */
export const liveProgress = pgTable(
  'live_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    liveSeconds: integer('live_seconds').notNull().default(0),
    replaySeconds: integer('replay_seconds').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sessionId] })],
);

/**
 * The heartbeat's state per student, locked (SELECT ... FOR UPDATE) by every report: which tab plays what, when the
 * last report was accepted, today's credit, and the open presence and face checks the server scheduled.
 */
export const studyStates = pgTable('study_states', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tab: text('tab').notNull().default(''),
  /** 'lesson:<id>' or 'live:<id>'. */
  target: text('target').notNull().default(''),
  playing: integer('playing').notNull().default(0),
  position: integer('position').notNull().default(0),
  lastReportAt: timestamp('last_report_at', { withTimezone: true }),
  day: text('day').notNull().default(''),
  daySeconds: integer('day_seconds').notNull().default(0),
  /** Seconds credited since the state was made, all lessons: the random checks are scheduled on it. */
  creditedTotal: integer('credited_total').notNull().default(0),
  idleDueAt: integer('idle_due_at').notNull().default(0),
  idleIssuedAt: timestamp('idle_issued_at', { withTimezone: true }),
  faceDueAt: integer('face_due_at').notNull().default(0),
  /** A face check (301) was asked at this moment; credit waits for a pass recorded after it. */
  faceIssuedAt: timestamp('face_issued_at', { withTimezone: true }),
  /** The course the tab's study session is for (0: a live session or none): another course starts a new session. */
  studyCourseId: integer('study_course_id').notNull().default(0),
  /** The credit banks of rules.ts (ms): server time not yet credited, credit's and the furthest position's leeway. */
  carryMs: integer('carry_ms').notNull().default(0),
  creditBankMs: integer('credit_bank_ms').notNull().default(2000),
  seekBankMs: integer('seek_bank_ms').notNull().default(3000),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
