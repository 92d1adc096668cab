// What the student and the staff read: my courses with progress, a course's outline with my progress per lesson and
// where to resume, the study page's overview, and a class's credited time per student and day.

import type { ClassHoursRow, CourseProgress, StudyOutline, StudyOverview, StudySession } from '@etp/contracts';
import { siteDay } from '@etp/contracts';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { outer } from '@/db/refs.ts';
import { classes, classSessions, enrolments } from '@/db/schema/classes.ts';
import { courseChapters, courseLessons, courses } from '@/db/schema/courses.ts';
import { lessonProgress, liveProgress, studyLedger, studyStates } from '@/db/schema/learning.ts';
import { notFound } from '@/lib/errors.ts';
import { classVisibleTo, studentsOfClass } from '@/modules/classes/index.ts';
import type { Actor } from '@/plugins/actor.ts';

/** The playable address of a media file for one user (the courses module signs it with a short-lived token). */
export type MediaUrl = (mediaId: number, userId: number) => { url: string; expiresAt: Date };

const VISIBLE_STATUSES = ['approved', 'running', 'finished'] as const;

export class ReadService {
  clock: () => Date = () => new Date();

  constructor(
    private readonly db: Db,
    private readonly mediaUrl: MediaUrl,
    private readonly hourMinutes: number,
    private readonly dailyLimitSeconds: number,
  ) {}

  hours(seconds: number): number {
    return Math.round((seconds / 60 / this.hourMinutes) * 100) / 100;
  }

  /** My courses through my classes (newest class first), with lesson counts and credited time. */
  async courses(actor: Actor): Promise<CourseProgress[]> {
    const rows = await this.db
      .select({
        id: courses.id,
        name: courses.name,
        nameEn: courses.nameEn,
        cover: courses.cover,
        requiredHours: courses.requiredHours,
        faceCheck: courses.studyFaceCheck,
        classId: classes.id,
        className: classes.name,
        lessons: sql<number>`(select count(*)::int from ${courseLessons} where ${courseLessons.courseId} = ${courses.id})`,
        duration: sql<number>`(select coalesce(sum(${courseLessons.durationSeconds}), 0)::int from ${courseLessons} where ${courseLessons.courseId} = ${courses.id})`,
        completed: sql<number>`(select count(*)::int from ${lessonProgress} where ${lessonProgress.userId} = ${actor.userId} and ${lessonProgress.courseId} = ${courses.id} and ${lessonProgress.completedAt} is not null)`,
        credited: sql<number>`(select coalesce(sum(${studyLedger.seconds}), 0)::int from ${studyLedger} where ${studyLedger.userId} = ${actor.userId} and ${studyLedger.courseId} = ${courses.id})`,
      })
      .from(enrolments)
      .innerJoin(classes, eq(classes.id, enrolments.classId))
      .innerJoin(courses, eq(courses.id, classes.courseId))
      .where(and(eq(enrolments.userId, actor.userId), inArray(classes.status, VISIBLE_STATUSES)))
      .orderBy(desc(enrolments.id));
    const seen = new Set<number>();
    return rows
      .filter((r) => !seen.has(r.id) && seen.add(r.id))
      .map((r) => ({
        id: r.id,
        name: r.name,
        name_en: r.nameEn,
        cover: r.cover,
        required_hours: r.requiredHours,
        study_face_check: r.faceCheck === 1,
        class_id: r.classId,
        class_name: r.className,
        lessons: r.lessons,
        completed_lessons: r.completed,
        duration_seconds: r.duration,
        credited_seconds: r.credited,
        hours: this.hours(r.credited),
        hour_minutes: this.hourMinutes,
      }));
  }

  /** A course of mine: chapters and lessons with my progress, and where to resume. */
  async course(actor: Actor, courseId: number): Promise<StudyOutline> {
    const mine = (await this.courses(actor)).find((c) => c.id === courseId);
    if (!mine) throw notFound();
    const chapters = await this.db
      .select({ id: courseChapters.id, title: courseChapters.title })
      .from(courseChapters)
      .where(eq(courseChapters.courseId, courseId))
      .orderBy(asc(courseChapters.sort), asc(courseChapters.id));
    const lessons = await this.db
      .select({
        id: courseLessons.id,
        chapterId: courseLessons.chapterId,
        title: courseLessons.title,
        kind: courseLessons.kind,
        duration: courseLessons.durationSeconds,
        mediaId: courseLessons.mediaId,
        content: courseLessons.content,
        furthest: lessonProgress.furthestPosition,
        last: lessonProgress.lastPosition,
        completedAt: lessonProgress.completedAt,
        updatedAt: lessonProgress.updatedAt,
      })
      .from(courseLessons)
      .leftJoin(
        lessonProgress,
        and(eq(lessonProgress.lessonId, courseLessons.id), eq(lessonProgress.userId, actor.userId)),
      )
      .where(eq(courseLessons.courseId, courseId))
      .orderBy(asc(courseLessons.sort), asc(courseLessons.id));
    // Credited time per lesson from the ledger, the record the credit is written to (issue 28: 3).
    const credited = new Map(
      (
        await this.db
          .select({ lessonId: studyLedger.lessonId, seconds: sql<number>`sum(${studyLedger.seconds})::int` })
          .from(studyLedger)
          .where(and(eq(studyLedger.userId, actor.userId), eq(studyLedger.courseId, courseId)))
          .groupBy(studyLedger.lessonId)
      ).map((r) => [r.lessonId, r.seconds]),
    );
    const latest = lessons
      .filter((l) => l.updatedAt !== null)
      .sort((a, b) => (b.updatedAt?.getTime() ?? 0) - (a.updatedAt?.getTime() ?? 0))[0];
    const firstOpen = lessons.find((l) => l.kind === 'video' && !l.completedAt);
    const resume = latest ?? firstOpen;
    return {
      ...mine,
      chapters: chapters.map((c) => ({
        id: c.id,
        title: c.title,
        lessons: lessons
          .filter((l) => l.chapterId === c.id)
          .map((l) => ({
            id: l.id,
            title: l.title,
            kind: l.kind,
            duration_seconds: l.duration,
            ...this.media(l.mediaId, actor.userId),
            content: l.kind === 'document' ? l.content : '',
            credited_seconds: credited.get(l.id) ?? 0,
            furthest_position: l.furthest ?? 0,
            last_position: l.last ?? 0,
            completed: !!l.completedAt,
          })),
      })),
      resume: resume ? { lesson_id: resume.id, position: resume.last ?? 0 } : null,
    };
  }

  private media(mediaId: number | null, userId: number) {
    if (mediaId === null) return { media_url: null, media_expires_at: null };
    const { url, expiresAt } = this.mediaUrl(mediaId, userId);
    return { media_url: url, media_expires_at: expiresAt.toISOString() };
  }

  /** The study page: my current class, my courses, today's and all sessions, the next lesson, today's time. */
  async overview(actor: Actor): Promise<StudyOverview> {
    const now = this.clock();
    const mine = await this.courses(actor);
    const [cls] = await this.db
      .select({ id: classes.id, name: classes.name, status: classes.status })
      .from(enrolments)
      .innerJoin(classes, eq(classes.id, enrolments.classId))
      .where(and(eq(enrolments.userId, actor.userId), inArray(classes.status, VISIBLE_STATUSES)))
      .orderBy(sql`${classes.status} = 'running' desc`, desc(enrolments.id))
      .limit(1);
    let timetable: StudySession[] = [];
    if (cls) {
      const rows = await this.db
        .select({
          id: classSessions.id,
          kind: classSessions.kind,
          startsAt: classSessions.startsAt,
          endsAt: classSessions.endsAt,
          place: classSessions.place,
          live: sql<number>`(select coalesce(sum(${studyLedger.seconds}), 0)::int from ${studyLedger} where ${studyLedger.userId} = ${actor.userId} and ${studyLedger.sessionId} = ${outer(classSessions.id)} and ${studyLedger.kind} = 'live')`,
          replay: sql<number>`(select coalesce(sum(${studyLedger.seconds}), 0)::int from ${studyLedger} where ${studyLedger.userId} = ${actor.userId} and ${studyLedger.sessionId} = ${outer(classSessions.id)} and ${studyLedger.kind} = 'replay')`,
        })
        .from(classSessions)
        .where(eq(classSessions.classId, cls.id))
        .orderBy(asc(classSessions.startsAt));
      timetable = rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        starts_at: r.startsAt.toISOString(),
        ends_at: r.endsAt.toISOString(),
        place: r.place,
        attended_seconds: r.live ?? 0,
        replay_seconds: r.replay ?? 0,
      }));
    }
    const today = siteDay(now);
    const first = mine.find((c) => c.class_id === cls?.id) ?? mine[0];
    const next = first ? (await this.course(actor, first.id)).resume : null;
    const nextTitle = next && first ? await this.lessonTitle(next.lesson_id) : '';
    // Today's time from the ledger too (the daily limit's own count, study_states.day_seconds, credits the same rows).
    const [todayRow] = await this.db
      .select({ seconds: sql<number>`coalesce(sum(${studyLedger.seconds}), 0)::int` })
      .from(studyLedger)
      .where(and(eq(studyLedger.userId, actor.userId), eq(studyLedger.day, today)));
    const total = mine.reduce((sum, c) => sum + c.credited_seconds, 0);
    return {
      class: cls ?? null,
      courses: mine,
      today: timetable.filter((s) => siteDay(new Date(s.starts_at)) === today),
      timetable,
      next_lesson: next && first ? { course_id: first.id, ...next, title: nextTitle } : null,
      today_seconds: todayRow?.seconds ?? 0,
      daily_limit_seconds: this.dailyLimitSeconds,
      hour_minutes: this.hourMinutes,
      total_seconds: total,
      hours: this.hours(total),
    };
  }

  private async lessonTitle(id: number) {
    const [row] = await this.db
      .select({ title: courseLessons.title })
      .from(courseLessons)
      .where(eq(courseLessons.id, id));
    return row?.title ?? '';
  }

  /** Credited time of a class's students, per student and per day (404 unless the caller sees the class). */
  async classHours(
    actor: Actor,
    classId: number,
    range: { from?: string; to?: string },
  ): Promise<{ hour_minutes: number; rows: ClassHoursRow[] }> {
    if (!(await classVisibleTo(this.db, actor, classId))) throw notFound();
    const students = await studentsOfClass(this.db, classId);
    const days = await this.db
      .select({
        userId: studyLedger.userId,
        day: studyLedger.day,
        seconds: sql<number>`sum(${studyLedger.seconds})::int`,
      })
      .from(studyLedger)
      .where(
        and(
          eq(studyLedger.classId, classId),
          range.from ? gte(studyLedger.day, range.from) : undefined,
          range.to ? lte(studyLedger.day, range.to) : undefined,
        ),
      )
      .groupBy(studyLedger.userId, studyLedger.day)
      .orderBy(asc(studyLedger.day));
    const rows = students.map((s) => {
      const mine = days.filter((d) => d.userId === s.userId).map((d) => ({ day: d.day, seconds: d.seconds }));
      const seconds = mine.reduce((sum, d) => sum + d.seconds, 0);
      return { user_id: s.userId, name: s.name, seconds, hours: this.hours(seconds), days: mine };
    });
    return { hour_minutes: this.hourMinutes, rows };
  }
}
