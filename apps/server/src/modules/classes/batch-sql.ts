// Raw SQL text on the classes' tables for other domains' pipelined statements (db/pipeline.ts: a statement there is
// prepared text, not Drizzle), so those statements name no class table themselves (the data boundary,
// scripts/boundaries.ts). Each piece takes the caller's expressions (a column, a parameter) as text.
import { OPEN_CLASS_STATUSES } from '@etp/contracts';
import { literal } from '@/db/pipeline.ts';

/** The one admission rule of a class, for lessons and live sessions alike: its students study while it is open. */
const studying = (alias: string) =>
  `${alias}.status in (${OPEN_CLASS_STATUSES.map((status) => literal(status)).join(', ')})`;

/**
 * The class sessions the int[] `ids` names, one row each: live_id, live_kind, live_class, starts_at, ends_at (as `ms`
 * renders a timestamp column), live_course and live_studying (whether its class is open).
 */
export const sessionFactsSql = (ids: string, ms: (column: string) => string) =>
  `select cs.id as live_id, cs.kind as live_kind, cs.class_id as live_class, ${ms('cs.starts_at')} as starts_at,
        ${ms('cs.ends_at')} as ends_at, k.course_id as live_course, ${studying('k')} as live_studying
      from class_sessions cs join classes k on k.id = cs.class_id
      where cs.id = any(${ids})`;

/**
 * The class through which the student `userId` studies the course `courseId`: of their enrolments (a few, by the
 * user's index), the latest whose class is of that course and open; each class looked up by its key, never the
 * classes of a course nor the enrolments in id order. A scalar subquery: null when there is none.
 */
export const studyingClassSql = (userId: string, courseId: string) =>
  `(select e.class_id from (select e.id, e.class_id from enrolments e where e.user_id = ${userId} offset 0) e
          cross join lateral (
            select 1 from classes c
            where c.id = e.class_id and c.course_id = ${courseId}
              and ${studying('c')}
            offset 0
          ) c
          order by e.id desc limit 1)`;

/** Whether the student `userId` is enrolled in the class `classId`: a scalar subquery, true or null. */
export const enrolledSql = (classId: string, userId: string) =>
  `(select true from enrolments e where e.class_id = ${classId} and e.user_id = ${userId} limit 1)`;

/**
 * Records when each student started studying in a class (the int[] `userIds` and `classIds`, pair by pair), once:
 * an UPDATE of their enrolments, for a data-modifying WITH of the caller's statement.
 */
export const studyStartedSql = (userIds: string, classIds: string, at: string) =>
  `update enrolments e set study_started_at = ${at}
        where e.id = any(array(
          select (select n.id from enrolments n where n.class_id = s.class_id and n.user_id = s.user_id)
          from unnest(${userIds}, ${classIds}) as s(user_id, class_id)
        ))
        and e.study_started_at is null`;
