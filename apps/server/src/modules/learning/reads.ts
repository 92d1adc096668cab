// What other domains read of the study records, without their tables: the 学时 a student has been credited.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client.ts';
import { studyLedger } from '@/db/schema/learning.ts';

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
