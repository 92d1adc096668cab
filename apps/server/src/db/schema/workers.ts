// Periodic background jobs (plugins/worker-job.ts): one row per job, whose lease an instance takes for a round, so
// with several instances each round runs on one of them.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const workerJobs = pgTable('worker_jobs', {
  /** The job's name, e.g. class-lifecycle. */
  name: text('name').primaryKey(),
  /** No instance starts a round before this (the database's clock). */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  /** The instance that took the last round and when. */
  takenBy: text('taken_by').notNull().default(''),
  takenAt: timestamp('taken_at', { withTimezone: true }),
  /** Rounds taken so far. */
  rounds: integer('rounds').notNull().default(0),
});
