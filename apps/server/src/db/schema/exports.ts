// Export jobs of the download centre: queued, claimed by any instance (FOR UPDATE SKIP LOCKED), done or failed.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const exportJobs = pgTable(
  'export_jobs',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session role the export was asked with (its scope applies). */
    role: text('role').notNull(),
    /** Which export, e.g. users, login-logs, audit-logs. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    params: jsonb('params').notNull().default({}),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    progress: integer('progress').notNull().default(0),
    fileKey: text('file_key').notNull().default(''),
    size: integer('size').notNull().default(0),
    error: text('error').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The instance that claimed it last (INSTANCE_NAME, or host and process id). */
    claimedBy: text('claimed_by').notNull().default(''),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('export_jobs_status_idx').on(t.status, t.createdAt), index('export_jobs_owner_idx').on(t.ownerId)],
);
