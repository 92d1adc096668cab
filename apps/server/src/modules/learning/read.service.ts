// What the student and the staff read: my courses with progress, a course's outline with my progress per lesson and
// where to resume, the study page's overview, and a class's credited time per student and day.

import type { ClassHoursRow, CourseProgress, StudyOutline, StudyOverview, StudySession } from '@etp/contracts';
import { siteDay } from '@etp/contracts';
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { lessonProgress, studyLedger } from '@/db/schema/learning.ts';
import { notFound } from '@/lib/errors.ts';
import {
  classesOfStudent,
  classVisibleTo,
  courseStudiedBy,
  sessionsOfClass,
  studentsOfClass,
} from '@/modules/classes/index.ts';
import { chaptersOf, courseSummaries, lessonsOf, lessonTitle } from '@/modules/courses/index.ts';
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
    return (await this.enrolled(actor)).courses;
  }

  /** My classes (newest enrolment first) and my courses through them, read together. */
  private async enrolled(actor: Actor) {
    const userId = actor.userId;
    const [mine, summaries, completed, credited] = await Promise.all([
      classesOfStudent(this.db, userId, VISIBLE_STATUSES),
      courseSummaries(this.db, (id) => courseStudiedBy(userId, id, VISIBLE_STATUSES)),
      this.db
        .select({ courseId: lessonProgress.courseId, n: sql<number>`count(*)::int` })
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), isNotNull(lessonProgress.completedAt)))
        .groupBy(lessonProgress.courseId),
      this.db
        .select({ courseId: studyLedger.courseId, seconds: sql<number>`coalesce(sum(${studyLedger.seconds}), 0)::int` })
        .from(studyLedger)
        .where(eq(studyLedger.userId, userId))
        .groupBy(studyLedger.courseId),
    ]);
    const course = new Map(summaries.map((c) => [c.id, c]));
    const completedIn = new Map(completed.map((c) => [c.courseId, c.n]));
    const creditedIn = new Map(credited.map((c) => [c.courseId, c.seconds]));
    const seen = new Set<number>();
    const courses = mine.flatMap((k): CourseProgress[] => {
      const c = k.courseId === null ? undefined : course.get(k.courseId);
      if (!c || seen.has(c.id)) return [];
      seen.add(c.id);
      const seconds = creditedIn.get(c.id) ?? 0;
      return [
        {
          id: c.id,
          name: c.name,
          name_en: c.nameEn,
          cover: c.cover,
          required_hours: c.requiredHours,
          study_face_check: c.faceCheck === 1,
          class_id: k.id,
          class_name: k.name,
          lessons: c.lessons,
          completed_lessons: completedIn.get(c.id) ?? 0,
          duration_seconds: c.duration,
          credited_seconds: seconds,
          hours: this.hours(seconds),
          hour_minutes: this.hourMinutes,
        },
      ];
    });
    return { classes: mine, courses };
  }

  /** A course of mine: chapters and lessons with my progress, and where to resume. */
  async course(actor: Actor, courseId: number): Promise<StudyOutline> {
    const mine = (await this.courses(actor)).find((c) => c.id === courseId);
    if (!mine) throw notFound();
    const [chapters, outline, progress] = await Promise.all([
      chaptersOf(this.db, [courseId]),
      lessonsOf(this.db, courseId),
      this.db
        .select({
          lessonId: lessonProgress.lessonId,
          furthest: lessonProgress.furthestPosition,
          last: lessonProgress.lastPosition,
          completedAt: lessonProgress.completedAt,
          updatedAt: lessonProgress.updatedAt,
        })
        .from(lessonProgress)
        .where(eq(lessonProgress.userId, actor.userId)),
    ]);
    const progressOf = new Map(progress.map((p) => [p.lessonId, p]));
    const lessons = outline.map((l) => {
      const p = progressOf.get(l.id);
      return {
        ...l,
        furthest: p?.furthest ?? null,
        last: p?.last ?? null,
        completedAt: p?.completedAt ?? null,
        updatedAt: p?.updatedAt ?? null,
      };
    });
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
    const { classes: enrolled, courses: mine } = await this.enrolled(actor);
    // The current class: a running one first, then the newest enrolment.
    const current = enrolled.find((k) => k.status === 'running') ?? enrolled[0];
    const cls = current ? { id: current.id, name: current.name, status: current.status } : undefined;
    let timetable: StudySession[] = [];
    if (cls) {
      const [sessions, attended] = await Promise.all([
        sessionsOfClass(this.db, cls.id),
        this.db
          .select({
            sessionId: studyLedger.sessionId,
            kind: studyLedger.kind,
            seconds: sql<number>`coalesce(sum(${studyLedger.seconds}), 0)::int`,
          })
          .from(studyLedger)
          .where(
            and(
              eq(studyLedger.userId, actor.userId),
              isNotNull(studyLedger.sessionId),
              inArray(studyLedger.kind, ['live', 'replay']),
            ),
          )
          .groupBy(studyLedger.sessionId, studyLedger.kind),
      ]);
      const secondsOf = (sessionId: number, kind: 'live' | 'replay') =>
        attended.find((a) => a.sessionId === sessionId && a.kind === kind)?.seconds ?? 0;
      const rows = sessions.map(({ s }) => ({
        id: s.id,
        kind: s.kind,
        startsAt: s.startsAt,
        endsAt: s.endsAt,
        place: s.place,
        live: secondsOf(s.id, 'live'),
        replay: secondsOf(s.id, 'replay'),
      }));
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
    const nextTitle = next && first ? await lessonTitle(this.db, next.lesson_id) : '';
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
