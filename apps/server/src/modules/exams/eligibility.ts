// Who may start a theory test. Study hours are credited by the learning module (another branch): they are read through
// `studyHoursDone` only, which answers 0 until that module is merged and this function reads its records.

import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client.ts';
import { courses, users } from '@/db/schema/index.ts';

/** The 学时 a student has been credited in a course. TODO(learning merge): read the learning module's credit. */
export async function studyHoursDone(_db: Db | Tx, _userId: number, _courseId: number): Promise<number> {
  return 0;
}

/**
 * What keeps a student from a course's theory test, as message keys with their parameters: the course's required
 * hours not reached; face verification (users.is_compare = 1) when the course asks for face checks.
 */
export async function missingFor(
  db: Db | Tx,
  userId: number,
  courseId: number,
): Promise<{ key: 'exams.missing_hours' | 'exams.missing_face'; params: Record<string, number> }[]> {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  const [user] = await db.select({ isCompare: users.isCompare }).from(users).where(eq(users.id, userId));
  const missing: { key: 'exams.missing_hours' | 'exams.missing_face'; params: Record<string, number> }[] = [];
  if (course && course.requiredHours > 0) {
    const done = await studyHoursDone(db, userId, courseId);
    if (done < course.requiredHours)
      missing.push({ key: 'exams.missing_hours', params: { done, required: course.requiredHours } });
  }
  if (course?.studyFaceCheck === 1 && user?.isCompare !== 1) missing.push({ key: 'exams.missing_face', params: {} });
  return missing;
}
