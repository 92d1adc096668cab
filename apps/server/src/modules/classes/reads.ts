// What other domains read of the classes, without their tables: a class's name beside their rows, and the classes a
// caller sees as a set of ids to filter by (the scope of classScope, as a subquery on the caller's class id column).
import { type ClassStatus, OPEN_CLASS_STATUSES } from '@etp/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/db/client.ts';
import { outer, type Ref } from '@/db/refs.ts';
import { classes, classSessions, enrolments, studentDetails } from '@/db/schema/classes.ts';
import { keywordCondition } from '@/lib/like.ts';
import { courseLiveFacePhotographOf, courseNameOf } from '@/modules/courses/index.ts';
import { approvedInstitution, institutionNameOf } from '@/modules/institutions/index.ts';
import { regionNameOf } from '@/modules/regions/index.ts';
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

/**
 * The figures of an institution's teacher home: its classes (and how many run), its enrolled students, those still
 * to verify, and those of finished classes whose follow-up survey is not answered.
 */
export async function institutionClassFigures(db: Db, institutionId: number) {
  const [classCount] = await db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      running: sql<number>`count(*) filter (where ${classes.status} = 'running')`.mapWith(Number),
    })
    .from(classes)
    .where(eq(classes.institutionId, institutionId));
  const [studentCount] = await db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      toVerify: sql<number>`count(*) filter (where ${enrolments.verified} = 0)`.mapWith(Number),
      pending:
        sql<number>`count(*) filter (where coalesce(${studentDetails.serviceIsSurvey}, 0) = 0 and ${classes.status} = 'finished')`.mapWith(
          Number,
        ),
    })
    .from(enrolments)
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .leftJoin(studentDetails, eq(studentDetails.userId, enrolments.userId))
    .where(eq(classes.institutionId, institutionId));
  return {
    classes: classCount?.n ?? 0,
    running: classCount?.running ?? 0,
    students: studentCount?.n ?? 0,
    toVerify: studentCount?.toVerify ?? 0,
    pending: studentCount?.pending ?? 0,
  };
}

/** How many classes the institution `institutionId` names has, beside the caller's rows. */
export const classCountOf = (institutionId: Ref) =>
  sql<number>`(select count(*) from ${classes} k where k.institution_id = ${outer(institutionId)})`.mapWith(Number);

/**
 * The classes of these institutions open to sign-ups on `day` (approved or running, not past their end), the soonest
 * first, with their course's name.
 */
export function openClassesOf(db: Db, institutionIds: number[], day: string) {
  return db
    .select({ row: classes, courseName: courseNameOf(classes.courseId) })
    .from(classes)
    .where(
      and(
        inArray(classes.institutionId, institutionIds),
        inArray(classes.status, [...OPEN_CLASS_STATUSES]),
        sql`(${classes.endDate} is null or ${classes.endDate} >= ${day})`,
      ),
    )
    .orderBy(asc(classes.startDate), asc(classes.id));
}

/** What the institutions module reads of the classes (registered at start-up: the classes module stands above it). */
export const institutionClasses = (db: Db) => ({
  countOf: classCountOf,
  openOf: (institutionIds: number[], day: string) => openClassesOf(db, institutionIds, day),
});
/** The number of classes on the course `courseId` names. */
export const classCountOfCourse = (courseId: Ref) =>
  sql<number>`(select count(*)::int from ${classes} k where k.course_id = ${outer(courseId)})`;

/** Whether the institution has a class on the course `courseId` names: a condition on the caller's column. */
export const courseTaughtBy = (institutionId: number, courseId: Ref): SQL =>
  sql`exists (select 1 from ${classes} k where k.course_id = ${outer(courseId)} and k.institution_id = ${institutionId})`;

/**
 * Whether the student is enrolled in a class on the course `courseId` names (of these statuses when given): a
 * condition on the caller's column.
 */
export const courseStudiedBy = (userId: number, courseId: Ref, statuses?: readonly ClassStatus[]): SQL =>
  sql`exists (select 1 from ${enrolments} e join ${classes} k on k.id = e.class_id
    where e.user_id = ${userId} and k.course_id = ${outer(courseId)}${
      statuses
        ? sql` and k.status in (${sql.join(
            statuses.map((status) => sql`${status}`),
            sql`, `,
          )})`
        : sql``
    })`;

/** The classes a student is enrolled in whose status is one of these ({ id, name, status, courseId }), newest enrolment first. */
export function classesOfStudent(db: Db, userId: number, statuses: readonly ClassStatus[]) {
  return db
    .select({ id: classes.id, name: classes.name, status: classes.status, courseId: classes.courseId })
    .from(enrolments)
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .where(and(eq(enrolments.userId, userId), inArray(classes.status, [...statuses])))
    .orderBy(desc(enrolments.id));
}

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

/** The course of the class `id` names (null when none or the class has no course). */
export const classCourseIdOf = (id: Ref) =>
  sql<number | null>`(select k.course_id from ${classes} k where k.id = ${outer(id)})`;

/** Whether the student `userId` is enrolled in the class `classId` names: a condition on the caller's column. */
export const enrolledIn = (userId: number, classId: Ref): SQL =>
  sql`exists (select 1 from ${enrolments} e where e.class_id = ${outer(classId)} and e.user_id = ${userId})`;

/** Whether the account `userId` names is enrolled in a class of the institution: a condition on the caller's column. */
export const enrolledAtInstitution = (institutionId: number, userId: Ref): SQL =>
  sql`exists (select 1 from ${enrolments} e join ${classes} k on k.id = e.class_id
    where e.user_id = ${outer(userId)} and k.institution_id = ${institutionId})`;

/** Whether the account `userId` names is enrolled in any class: a condition on the caller's column. */
export const enrolledAnywhere = (userId: Ref): SQL =>
  sql`exists (select 1 from ${enrolments} e where e.user_id = ${outer(userId)})`;

/** Whether the account `userId` names has a student's details (a student of the platform): a condition. */
export const hasStudentDetails = (userId: Ref): SQL =>
  sql`exists (select 1 from ${studentDetails} d where d.user_id = ${outer(userId)})`;

/** The name of the class the student `userId` names is in (null when none). */
export const studentClassNameOf = (userId: Ref) =>
  sql<string | null>`(select k.name from ${studentDetails} d join ${classes} k on k.id = d.class_id
    where d.user_id = ${outer(userId)})`;

/** The ids of the students whose ID number has one of these lookup hashes, as a subquery to filter accounts by. */
export const studentsWithIdCard = (idCardHashes: string[]) =>
  sql`(select ${studentDetails.userId} from ${studentDetails} where ${inArray(studentDetails.idCardHash, idCardHashes)})`;

/** The class `classId` when the caller sees it (classScope): its course, status and dates; null otherwise. */
export async function classInScope(db: Db, actor: Actor, classId: number) {
  const [found] = await db
    .select({
      id: classes.id,
      courseId: classes.courseId,
      status: classes.status,
      startDate: classes.startDate,
      endDate: classes.endDate,
    })
    .from(classes)
    .where(and(eq(classes.id, classId), classScope(actor)))
    .limit(1);
  return found ?? null;
}

/** Whether the student is enrolled in a class on the course (any status). */
export async function studiesCourse(db: Db, userId: number, courseId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .where(and(eq(enrolments.userId, userId), eq(classes.courseId, courseId)))
    .limit(1);
  return found !== undefined;
}

/**
 * The student enrolled in the class `classId` whose ID number has one of these lookup hashes and whose name is `name`
 * (as a public form identifies a person): their account id, or null.
 */
export async function enrolledStudentByIdCard(
  db: Db,
  classId: number,
  idCardHashes: string[],
  name: string,
): Promise<number | null> {
  const [found] = await db
    .select({ userId: studentDetails.userId })
    .from(studentDetails)
    .innerJoin(enrolments, and(eq(enrolments.userId, studentDetails.userId), eq(enrolments.classId, classId)))
    .where(and(inArray(studentDetails.idCardHash, idCardHashes), sql`${userNameOf(studentDetails.userId)} = ${name}`));
  return found?.userId ?? null;
}

/** How many classes of the institution `institutionId` names are open (approved or running), beside the caller's rows. */
export const openClassCountOf = (institutionId: Ref) =>
  sql<number>`(select count(*) from ${classes} k where k.institution_id = ${outer(institutionId)}
    and k.status in (${sql.join(
      OPEN_CLASS_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )}))`.mapWith(Number);

/** The open classes (approved or running) of an institution, the soonest first, with their course's name. */
export function openClassesOfInstitution(db: Db, institutionId: number) {
  return db
    .select({
      id: classes.id,
      name: classes.name,
      courseName: courseNameOf(classes.courseId),
      startDate: classes.startDate,
      endDate: classes.endDate,
      capacity: classes.capacity,
      status: classes.status,
    })
    .from(classes)
    .where(and(eq(classes.institutionId, institutionId), inArray(classes.status, [...OPEN_CLASS_STATUSES])))
    .orderBy(asc(classes.startDate), asc(classes.id));
}

/**
 * The portal's class board: the classes opening (open and dated) or finished, of approved institutions, matching a
 * keyword (the class's or the institution's name) and the caller's condition on the class's region code. The rows
 * (newest first, made `$dynamic()` for a page) and their count.
 */
export function classBoard(
  db: Db,
  filter: { opening: boolean; keyword: string | undefined; region: (regionCode: AnyPgColumn) => SQL | undefined },
) {
  const where = and(
    approvedInstitution(classes.institutionId),
    filter.opening
      ? and(inArray(classes.status, [...OPEN_CLASS_STATUSES]), isNotNull(classes.startDate))
      : eq(classes.status, 'finished'),
    keywordCondition([classes.name, institutionNameOf(classes.institutionId)], filter.keyword),
    filter.region(classes.regionCode),
  );
  const rows = db
    .select({
      id: classes.id,
      name: classes.name,
      courseName: courseNameOf(classes.courseId),
      institutionId: classes.institutionId,
      institutionName: sql<string>`${institutionNameOf(classes.institutionId)}`,
      regionCode: classes.regionCode,
      regionName: regionNameOf(classes.regionCode),
      startDate: classes.startDate,
      endDate: classes.endDate,
      capacity: classes.capacity,
      enrolled: classes.enrolledCount,
    })
    .from(classes)
    .where(where)
    .orderBy(filter.opening ? desc(classes.startDate) : desc(classes.endDate), desc(classes.id))
    .$dynamic();
  return { rows, total: db.select({ n: count() }).from(classes).where(where) };
}

/** How many students each of these classes has enrolled ({ classId, n }; a class without any is absent). */
export function enrolmentCounts(db: Db, classIds: number[]) {
  return db
    .select({ classId: enrolments.classId, n: count() })
    .from(enrolments)
    .where(inArray(enrolments.classId, classIds))
    .groupBy(enrolments.classId);
}
