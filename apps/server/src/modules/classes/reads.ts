// What other domains read of the classes, without their tables: a class's name beside their rows, and the classes a
// caller sees as a set of ids to filter by (the scope of classScope, as a subquery on the caller's class id column).
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client.ts';
import { outer, type Ref } from '@/db/refs.ts';
import { classes, classSessions, studentDetails } from '@/db/schema/classes.ts';
import { courseLiveFacePhotographOf, courseNameOf } from '@/modules/courses/index.ts';
import { institutionNameOf } from '@/modules/institutions/index.ts';
import { userNameOf } from '@/modules/users/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { classScope } from './scope.ts';

/** The name of the class `id` names (null when none). */
export const classNameOf = (id: Ref) => sql<string | null>`(select k.name from ${classes} k where k.id = ${outer(id)})`;

/** Whether the class `classId` names is one the caller sees (classScope): a condition on the caller's column. */
export const inClassScope = (actor: Actor, classId: Ref): SQL =>
  sql`${outer(classId)} in (select ${classes.id} from ${classes} where ${classScope(actor)})`;

/** A student's class with its course and institution, and their survey flags (null: no training detail). */
export async function studentTrainingOf(db: Db, userId: number) {
  const courseId = sql`(select k.course_id from ${classes} k where k.id = ${outer(studentDetails.classId)})`;
  const institutionId = sql`(select k.institution_id from ${classes} k where k.id = ${outer(studentDetails.classId)})`;
  const [row] = await db
    .select({
      serviceIsSurvey: studentDetails.serviceIsSurvey,
      showQuestionnaire: studentDetails.showQuestionnaire,
      classId: sql<number | null>`(select k.id from ${classes} k where k.id = ${outer(studentDetails.classId)})`,
      className: classNameOf(studentDetails.classId),
      courseId: sql<number | null>`${courseId}`,
      courseName: courseNameOf(courseId),
      liveFacePhotograph: courseLiveFacePhotographOf(courseId),
      institutionId: sql<number | null>`${institutionId}`,
      institutionName: institutionNameOf(institutionId),
    })
    .from(studentDetails)
    .where(eq(studentDetails.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Marks the student's follow-up survey answered (in the caller's transaction). */
export async function markSurveyed(db: Db | Tx, userId: number): Promise<void> {
  await db
    .insert(studentDetails)
    .values({ userId, serviceIsSurvey: 1 })
    .onConflictDoUpdate({ target: studentDetails.userId, set: { serviceIsSurvey: sql`1` } });
}

/** The class a student is in ({ id, name }), or null. */
export async function classOfStudent(db: Db, userId: number): Promise<{ id: number; name: string } | null> {
  const [current] = await db
    .select({ id: classes.id, name: classes.name })
    .from(studentDetails)
    .innerJoin(classes, eq(classes.id, studentDetails.classId))
    .where(eq(studentDetails.userId, userId))
    .limit(1);
  return current ?? null;
}

/** The sessions of a class in time order, each with its trainer's name ('' when none). */
export function sessionsOfClass(db: Db, classId: number) {
  return db
    .select({ s: classSessions, trainerName: sql<string>`coalesce(${userNameOf(classSessions.trainerId)}, '')` })
    .from(classSessions)
    .where(eq(classSessions.classId, classId))
    .orderBy(asc(classSessions.startsAt));
}
