// Who may start a theory test: the class's rule of hours (the test's min_hours, against the 学时 the learning module
// has credited in the course) and face verification (users.is_compare = 1) when the course asks for face checks.
import type { Db, Tx } from '@/db/client.ts';
import { asksStudyFaceCheck } from '@/modules/courses/index.ts';
import { studyHoursDone } from '@/modules/learning/index.ts';
import { isFaceVerified } from '@/modules/users/index.ts';

export type Missing = { key: 'exams.missing_hours' | 'exams.missing_face'; params: Record<string, number> };

/** What keeps a student from a course's theory test, as message keys with their parameters. */
export async function missingFor(
  db: Db | Tx,
  userId: number,
  courseId: number,
  minHours: number,
  hourMinutes: number,
): Promise<Missing[]> {
  const faceCheck = await asksStudyFaceCheck(db, courseId);
  const faceVerified = await isFaceVerified(db, userId);
  const missing: Missing[] = [];
  if (minHours > 0) {
    const done = await studyHoursDone(db, userId, courseId, hourMinutes);
    if (done < minHours) missing.push({ key: 'exams.missing_hours', params: { done, required: minHours } });
  }
  if (faceCheck && !faceVerified) missing.push({ key: 'exams.missing_face', params: {} });
  return missing;
}
