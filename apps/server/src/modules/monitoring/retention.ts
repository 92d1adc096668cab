// The retention round: browser error reports (their replays with them) older than CLIENT_ERROR_RETENTION_DAYS, the
// issues nothing was reported of since, and page-view counts older than PAGE_VIEW_RETENTION_DAYS are deleted. Every
// instance with workers asks for the round on a timer; one of them gets it, as the download centre's queue hands
// each job to one instance: through a row of the database (monitoring_jobs), which the winner's update moves on.

import { siteDay } from '@etp/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { rowsOf } from '@/db/migrate.ts';
import { monitoringJobs } from '@/db/schema/monitoring.ts';

export const RETENTION_JOB = 'retention';
/** How often the round runs (the timer asks more often; the row says when it is due). */
export const RETENTION_EVERY_MS = 60 * 60_000;

export interface RetentionDays {
  clientErrors: number;
  pageViews: number;
}

export interface RetentionResult {
  errors: number;
  issues: number;
  pageViews: number;
}

/**
 * Takes the job's round when it is due: true for the one caller whose update moved `next_run_at` on (a second
 * instance's update waits for the first's, then finds the row not due any more).
 */
export async function claimRound(db: Db, name: string, everyMs: number, now: Date): Promise<boolean> {
  await db.insert(monitoringJobs).values({ name, nextRunAt: now }).onConflictDoNothing();
  const claimed = await db.execute(sql`
    UPDATE monitoring_jobs SET next_run_at = ${new Date(now.getTime() + everyMs)}, last_run_at = ${now}
    WHERE name = ${name} AND next_run_at <= ${now}
    RETURNING name`);
  return rowsOf(claimed).length === 1;
}

const deletedCount = (result: unknown) => Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);

/** One round, when this instance gets it; null when another instance has it or it is not due. */
export async function runRetention(db: Db, days: RetentionDays, now = new Date()): Promise<RetentionResult | null> {
  if (!(await claimRound(db, RETENTION_JOB, RETENTION_EVERY_MS, now))) return null;
  const errorsBefore = new Date(now.getTime() - days.clientErrors * 86_400_000);
  const errors = deletedCount(
    await db.execute(sql`WITH gone AS (DELETE FROM client_errors WHERE received_at < ${errorsBefore} RETURNING 1)
      SELECT count(*)::int AS n FROM gone`),
  );
  const issues = deletedCount(
    await db.execute(sql`WITH gone AS (DELETE FROM client_issues WHERE last_seen < ${errorsBefore} RETURNING 1)
      SELECT count(*)::int AS n FROM gone`),
  );
  // Replays went with their reports: an issue may keep new ones again up to the configured number.
  if (errors > 0) {
    await db.execute(sql`UPDATE client_issues i SET replays = (
        SELECT count(*)::int FROM client_replays r JOIN client_errors e ON e.id = r.error_id WHERE e.issue_id = i.id)
      WHERE i.replays > 0`);
  }
  const viewsBefore = siteDay(new Date(now.getTime() - days.pageViews * 86_400_000));
  const pageViews = deletedCount(
    await db.execute(sql`WITH gone AS (DELETE FROM page_views WHERE day < ${viewsBefore} RETURNING 1)
      SELECT count(*)::int AS n FROM gone`),
  );
  const result = { errors, issues, pageViews };
  await db.execute(sql`UPDATE monitoring_jobs SET last_result = ${JSON.stringify(result)}::jsonb
    WHERE name = ${RETENTION_JOB}`);
  return result;
}
