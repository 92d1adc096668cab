// What other domains read of the classes, without their tables: a class's name beside their rows, and the classes a
// caller sees as a set of ids to filter by (the scope of classScope, as a subquery on the caller's class id column).
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { outer, type Ref } from '@/db/refs.ts';
import { classes, enrolments } from '@/db/schema/classes.ts';
import { userNameOf } from '@/modules/users/index.ts';
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

/** Whether the class `classId` exists and the caller sees it (classScope). */
export async function classVisibleTo(db: Db, actor: Actor, classId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.id, classId), classScope(actor)))
    .limit(1);
  return found !== undefined;
}

/** The students of a class in enrolment order, with their names. */
export function studentsOfClass(db: Db, classId: number): Promise<{ userId: number; name: string }[]> {
  return db
    .select({ userId: enrolments.userId, name: sql<string>`coalesce(${userNameOf(enrolments.userId)}, '')` })
    .from(enrolments)
    .where(eq(enrolments.classId, classId))
    .orderBy(asc(enrolments.id));
}
