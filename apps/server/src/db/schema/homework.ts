// Homework (issue 14): what a trainer sets for a class, each student's answer (one per student, versioned drafts),
// every transition with time and actor, and the attached files (kept apart from the public uploads).
import { HOMEWORK_EVENTS, HOMEWORK_LATE_POLICIES, SUBMISSION_STATUSES } from '@etp/contracts';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { classes } from './classes.ts';
import { users } from './users.ts';

export const homeworks = pgTable(
  'homeworks',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised rich text. */
    content: text('content').notNull().default(''),
    /** homework_files ids, in the order shown. */
    attachments: jsonb('attachments').$type<number[]>().notNull().default([]),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    fullScore: integer('full_score').notNull(),
    latePolicy: text('late_policy', { enum: HOMEWORK_LATE_POLICIES }).notNull().default('accept'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('homeworks_class_idx').on(t.classId, t.dueAt)],
);

/** A student's answer. `version` grows by one at every save, so a stale device cannot overwrite a newer text. */
export const homeworkSubmissions = pgTable(
  'homework_submissions',
  {
    id: serial('id').primaryKey(),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('draft'),
    content: text('content').notNull().default(''),
    attachments: jsonb('attachments').$type<number[]>().notNull().default([]),
    version: integer('version').notNull().default(0),
    late: boolean('late').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    score: integer('score'),
    comment: text('comment').notNull().default(''),
    returnReason: text('return_reason').notNull().default(''),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('homework_submissions_homework_user_idx').on(t.homeworkId, t.userId),
    index('homework_submissions_status_idx').on(t.status, t.homeworkId),
  ],
);

/** Every transition of a homework and its answers: who, when, late or not, and the note (reason, score). */
export const homeworkEvents = pgTable(
  'homework_events',
  {
    id: serial('id').primaryKey(),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id').references(() => homeworkSubmissions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: HOMEWORK_EVENTS }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    late: boolean('late').notNull().default(false),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('homework_events_homework_idx').on(t.homeworkId, t.id),
    index('homework_events_submission_idx').on(t.submissionId, t.id),
  ],
);

/**
 * An attached file, kept in Storage under homework/ and served only after an access check. It belongs to its
 * uploader until a homework or an answer takes it.
 */
export const homeworkFiles = pgTable(
  'homework_files',
  {
    id: serial('id').primaryKey(),
    storageKey: text('storage_key').notNull().unique(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    homeworkId: integer('homework_id').references(() => homeworks.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id').references(() => homeworkSubmissions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('homework_files_owner_idx').on(t.ownerId, t.createdAt)],
);
