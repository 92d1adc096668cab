// Demo study time (issue 13): the demo student and a classmate have studied the course of their running class, so
// the study, demand and report pages and the class's hours panel show real figures. When the course has no lessons
// yet (the courses side seeds the real ones with their videos), one chapter of video lessons is made here.
import { siteDay } from '@etp/contracts';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
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
import { DEMO_STUDENTS } from './students.ts';
import { DEMO_ACCOUNTS } from './users.ts';

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

const MINUTE = 60_000;
/** The accounts the guides and tests sign in with: their study is STUDY's above, nothing more. */
const DEMO_USERNAMES = [...DEMO_ACCOUNTS.map((a) => a.username), ...DEMO_STUDENTS.map((s) => s.username)];

/**
 * Study of the running classes' generated students (not the demo accounts: their figures above are what the tests
 * and the guides describe), from the class's start to a few minutes before the seed: so the dashboard's hours of
 * this week and of today, its studying-now counter and the cockpit's daily trend show real figures on any seed day.
 * Video credit without a lesson (the ledger's lesson is optional), 15-45 minutes on every other day: a few hours
 * a student, below the hours a course asks before its exam.
 */
export async function seedRecentStudy(db: Db): Promise<void> {
  const now = Date.now();
  const people = await db
    .select({ userId: users.id, classId: classes.id, courseId: classes.courseId, startDate: classes.startDate })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .where(and(eq(classes.status, 'running'), notInArray(users.username, DEMO_USERNAMES)))
    .orderBy(asc(enrolments.id));
  const rows: (typeof studyLedger.$inferInsert)[] = [];
  for (const [n, p] of people.entries()) {
    if (!p.startDate) continue;
    const start = Date.parse(`${p.startDate}T00:00:00Z`);
    // Days since the class started, newest first: today (some of them minutes ago), then every other day.
    for (let back = 0; back * DAY <= now - start; back++) {
      if ((n + back) % 2 === 1) continue;
      const at = new Date(back === 0 ? now - ((n % 4) * 3 + 1) * MINUTE : now - back * DAY - (n % 5) * 17 * MINUTE);
      const seconds = (15 + ((n * 7 + back * 11) % 31)) * 60;
      rows.push({
        userId: p.userId,
        classId: p.classId,
        courseId: p.courseId,
        lessonId: null,
        kind: 'vod',
        day: siteDay(at.getTime()),
        seconds,
        position: seconds,
        createdAt: at,
      });
    }
  }
  if (rows.length) await db.insert(studyLedger).values(rows);
}
