// The retention round: browser error reports (their replays with them) older than CLIENT_ERROR_RETENTION_DAYS, the
// issues nothing was reported of since, and page-view counts older than PAGE_VIEW_RETENTION_DAYS are deleted. It runs
// as a worker job (plugins/worker-job.ts): with several instances each round runs on one of them.

import { siteDay } from '@etp/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { rowsOf } from '@/db/migrate.ts';

export const RETENTION_JOB = 'monitoring-retention';
/** How often the round runs. */
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

const deletedCount = (result: unknown) => Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);

/** One round: what it deleted. */
export async function runRetention(db: Db, days: RetentionDays, now = new Date()): Promise<RetentionResult> {
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
  return { errors, issues, pageViews };
}
