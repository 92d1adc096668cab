// What other domains read of the courses, without their table: a course's name beside their rows.
import { type AnyColumn, and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client.ts';
import { outer, type Ref } from '@/db/refs.ts';
import { courseChapters, courseLessons, courses } from '@/db/schema/courses.ts';

/** The Chinese name of the course `id` names (null when none). */
export const courseNameOf = (id: Ref) =>
  sql<string | null>`(select c.name from ${courses} c where c.id = ${outer(id)})`;

/** The English name of the course `id` names ('' when it has none, null when no course). */
export const courseNameEnOf = (id: Ref) =>
  sql<string | null>`(select c.name_en from ${courses} c where c.id = ${outer(id)})`;

/** Whether the course `id` names asks for a face photograph in live sessions (0 or 1; null when no course). */
export const courseLiveFacePhotographOf = (id: Ref) =>
  sql<number | null>`(select c.live_face_photograph from ${courses} c where c.id = ${outer(id)})`;

/** The title of the chapter `id` names (null when none). */
export const chapterTitleOf = (id: Ref) =>
  sql<string | null>`(select ch.title from ${courseChapters} ch where ch.id = ${outer(id)})`;

/** Whether the course exists. */
export async function courseExists(db: Db | Tx, courseId: number): Promise<boolean> {
  const [found] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  return found !== undefined;
}

/** Whether the chapter is one of the course's chapters. */
export async function chapterInCourse(db: Db | Tx, chapterId: number, courseId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: courseChapters.id })
    .from(courseChapters)
    .where(and(eq(courseChapters.id, chapterId), eq(courseChapters.courseId, courseId)));
  return found !== undefined;
}

/** The chapters of these courses ({ id, courseId, title }) in the outline's order. */
export function chaptersOf(db: Db, courseIds: number[]) {
  return db
    .select({ id: courseChapters.id, courseId: courseChapters.courseId, title: courseChapters.title })
    .from(courseChapters)
    .where(inArray(courseChapters.courseId, courseIds))
    .orderBy(asc(courseChapters.sort), asc(courseChapters.id));
}

/** The courses the caller's condition on a course's id holds for ({ id, name, nameEn, sort }), in catalogue order. */
export function coursesWhere(db: Db, where: (id: AnyColumn) => SQL) {
  return db
    .select({ id: courses.id, name: courses.name, nameEn: courses.nameEn, sort: courses.sort })
    .from(courses)
    .where(where(courses.id))
    .orderBy(asc(courses.sort), asc(courses.id));
}

/** Whether the course asks for face checks while studying (study_face_check = 1). */
export async function asksStudyFaceCheck(db: Db | Tx, courseId: number): Promise<boolean> {
  const [found] = await db.select({ faceCheck: courses.studyFaceCheck }).from(courses).where(eq(courses.id, courseId));
  return found?.faceCheck === 1;
}

/**
 * The courses the caller's condition on a course's id holds for, as a student's course list shows them: names, cover,
 * required hours, whether study asks for face checks, and their lessons' count and whole duration.
 */
export function courseSummaries(db: Db, where: (id: AnyColumn) => SQL) {
  return db
    .select({
      id: courses.id,
      name: courses.name,
      nameEn: courses.nameEn,
      cover: courses.cover,
      requiredHours: courses.requiredHours,
      faceCheck: courses.studyFaceCheck,
      lessons: sql<number>`(select count(*)::int from ${courseLessons} l where l.course_id = ${outer(courses.id)})`,
      duration: sql<number>`(select coalesce(sum(l.duration_seconds), 0)::int from ${courseLessons} l where l.course_id = ${outer(courses.id)})`,
    })
    .from(courses)
    .where(where(courses.id));
}

/** The lessons of a course in the outline's order (each with its chapter, kind, duration, media and content). */
export function lessonsOf(db: Db, courseId: number) {
  return db
    .select({
      id: courseLessons.id,
      chapterId: courseLessons.chapterId,
      title: courseLessons.title,
      kind: courseLessons.kind,
      duration: courseLessons.durationSeconds,
      mediaId: courseLessons.mediaId,
      content: courseLessons.content,
    })
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(asc(courseLessons.sort), asc(courseLessons.id));
}

/** The title of a lesson ('' when none). */
export async function lessonTitle(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ title: courseLessons.title }).from(courseLessons).where(eq(courseLessons.id, id));
  return row?.title ?? '';
}
