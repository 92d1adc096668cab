// Demo study time (issue 13): the demo student and a classmate have studied the course of their running class, so
// the study, demand and report pages and the class's hours panel show real figures. When the course has no lessons
// yet (the courses side seeds the real ones with their videos), one chapter of video lessons is made here.
import { siteDay } from '@etp/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import {
  classes,
  courseChapters,
  courseLessons,
  enrolments,
  lessonProgress,
  studyLedger,
  users,
} from '../../schema/index.ts';

const DAY = 86_400_000;

const LESSONS = [
  { title: '创业意识：什么是创业', duration: 600 },
  { title: '评估自己的创业能力', duration: 720 },
  { title: '建立创业构思', duration: 900 },
  { title: '市场评估：了解你的顾客', duration: 840 },
];

/** Who studied how much: the share of each lesson credited, in lesson order. */
// The demo student keeps a video lesson untouched (the e2e and the crash test play it from the start).
const STUDY: Record<string, number[]> = { student: [1, 0.4], student01: [1, 0.6] };

export async function seedLearning(db: Db): Promise<void> {
  const names = Object.keys(STUDY);
  const people = await db
    .select({ userId: users.id, username: users.username, classId: classes.id, courseId: classes.courseId })
    .from(users)
    .innerJoin(enrolments, eq(enrolments.userId, users.id))
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .where(and(inArray(users.username, names), eq(classes.status, 'running')));
  const courseId = people.find((p) => p.username === 'student')?.courseId;
  if (!courseId) return;
  let lessons = await db
    .select({ id: courseLessons.id, duration: courseLessons.durationSeconds })
    .from(courseLessons)
    .innerJoin(courseChapters, eq(courseChapters.id, courseLessons.chapterId))
    .where(and(eq(courseLessons.courseId, courseId), eq(courseLessons.kind, 'video')))
    .orderBy(asc(courseChapters.sort), asc(courseLessons.sort), asc(courseLessons.id));
  if (lessons.length === 0) {
    const [chapter] = await db
      .insert(courseChapters)
      .values({ courseId, title: '第一章 创业意识', sort: 0 })
      .returning();
    if (!chapter) return;
    lessons = await db
      .insert(courseLessons)
      .values(
        LESSONS.map((l, i) => ({
          courseId,
          chapterId: chapter.id,
          title: l.title,
          kind: 'video' as const,
          durationSeconds: l.duration,
          sort: i,
        })),
      )
      .returning({ id: courseLessons.id, duration: courseLessons.durationSeconds });
  }
  const now = Date.now();
  for (const person of people.filter((p) => p.courseId === courseId)) {
    const shares = STUDY[person.username] ?? [];
    for (const [i, share] of shares.entries()) {
      const lesson = lessons[i];
      if (!lesson) continue;
      const seconds = Math.floor(lesson.duration * share);
      const at = new Date(now - (shares.length - i) * DAY);
      await db.insert(studyLedger).values({
        userId: person.userId,
        classId: person.classId,
        courseId,
        lessonId: lesson.id,
        kind: 'vod',
        day: siteDay(at.getTime()),
        seconds,
        position: seconds,
        createdAt: at,
      });
      await db.insert(lessonProgress).values({
        userId: person.userId,
        lessonId: lesson.id,
        courseId,
        creditedSeconds: seconds,
        furthestPosition: seconds,
        lastPosition: seconds,
        completedAt: share === 1 ? at : null,
        updatedAt: at,
      });
    }
    await db
      .update(enrolments)
      .set({ studyStartedAt: new Date(now - shares.length * DAY) })
      .where(and(eq(enrolments.userId, person.userId), eq(enrolments.classId, person.classId)));
  }
}
