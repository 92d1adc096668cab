// What other domains read of the classes, without their tables: a class's name beside their rows, and the classes a
// caller sees as a set of ids to filter by (the scope of classScope, as a subquery on the caller's class id column).
import { type SQL, sql } from 'drizzle-orm';
import { outer, type Ref } from '@/db/refs.ts';
import { classes, enrolments } from '@/db/schema/classes.ts';
import type { Actor } from '@/plugins/actor.ts';
import { classScope } from './scope.ts';

/** The name of the class `id` names (null when none). */
export const classNameOf = (id: Ref) => sql<string | null>`(select k.name from ${classes} k where k.id = ${outer(id)})`;

/** Whether the class `classId` names is one the caller sees (classScope): a condition on the caller's column. */
export const inClassScope = (actor: Actor, classId: Ref): SQL =>
  sql`${outer(classId)} in (select ${classes.id} from ${classes} where ${classScope(actor)})`;

/** The number of classes on the course `courseId` names. */
export const classCountOfCourse = (courseId: Ref) =>
  sql<number>`(select count(*)::int from ${classes} k where k.course_id = ${outer(courseId)})`;

/** Whether the institution has a class on the course `courseId` names: a condition on the caller's column. */
export const courseTaughtBy = (institutionId: number, courseId: Ref): SQL =>
  sql`exists (select 1 from ${classes} k where k.course_id = ${outer(courseId)} and k.institution_id = ${institutionId})`;

/** Whether the student is enrolled in a class on the course `courseId` names: a condition on the caller's column. */
export const courseStudiedBy = (userId: number, courseId: Ref): SQL =>
  sql`exists (select 1 from ${enrolments} e join ${classes} k on k.id = e.class_id
    where e.user_id = ${userId} and k.course_id = ${outer(courseId)})`;
