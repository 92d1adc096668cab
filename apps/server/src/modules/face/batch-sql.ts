// Raw SQL text on the face checks for other domains' pipelined statements (db/pipeline.ts: prepared text, not
// Drizzle), so those statements name no face table themselves (the data boundary, scripts/boundaries.ts).

/** The time of the student's (`userId`) latest passed study check after `since`: one row, `at` (null when none). */
export const lastStudyPassSql = (userId: string, since: string) =>
  `select max(f.created_at) as at from face_checks f
          where f.user_id = ${userId} and f.result = 'pass' and f.purpose in ('study_start', 'study_random')
            and f.created_at > ${since}`;
