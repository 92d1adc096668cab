// Who may start a theory test: the class's rule of hours (the test's min_hours, against the 学时 the learning module
// has credited in the course) and face verification (users.is_compare = 1) when the course asks for face checks.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client.ts';
import { courses } from '@/db/schema/courses.ts';
import { studyLedger } from '@/db/schema/learning.ts';
import { users } from '@/db/schema/users.ts';

/** The whole 学时 a student has been credited in a course (every kind: video, live, replay). */
export async function studyHoursDone(
  db: Db | Tx,
  userId: number,
  courseId: number,
  hourMinutes: number,
): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`coalesce(sum(${studyLedger.seconds}), 0)::int` })
    .from(studyLedger)
    .where(and(eq(studyLedger.userId, userId), eq(studyLedger.courseId, courseId)));
  return Math.floor((row?.seconds ?? 0) / (hourMinutes * 60));
}

export type Missing = { key: 'exams.missing_hours' | 'exams.missing_face'; params: Record<string, number> };

/** What keeps a student from a course's theory test, as message keys with their parameters. */
export async function missingFor(
  db: Db | Tx,
  userId: number,
  courseId: number,
  minHours: number,
  hourMinutes: number,
): Promise<Missing[]> {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  const [user] = await db.select({ isCompare: users.isCompare }).from(users).where(eq(users.id, userId));
  const missing: Missing[] = [];
  if (minHours > 0) {
    const done = await studyHoursDone(db, userId, courseId, hourMinutes);
    if (done < minHours) missing.push({ key: 'exams.missing_hours', params: { done, required: minHours } });
  }
  if (course?.studyFaceCheck === 1 && user?.isCompare !== 1) missing.push({ key: 'exams.missing_face', params: {} });
  return missing;
}
