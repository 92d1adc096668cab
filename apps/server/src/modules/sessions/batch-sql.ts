// Raw SQL text on the sign-in sessions for other domains' pipelined statements (db/pipeline.ts: prepared text, not
// Drizzle), so those statements name no session table themselves (the data boundary, scripts/boundaries.ts).

/**
 * The sign-in session `id` names as this transaction sees it, one row or none: session_owner, session_ended,
 * end_reason and session_activity (its last activity, as `ms` renders a timestamp column).
 */
export const sessionSeenSql = (id: string, ms: (column: string) => string) =>
  `select se.user_id as session_owner, se.ended_at is not null as session_ended, se.end_reason,
          ${ms('se.last_activity_at')} as session_activity
        from sessions se where se.id = ${id} offset 0`;
