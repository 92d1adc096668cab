// Live sessions (attendance inside the window, replay after it up to the session's length, class members only) and
// the reads: my courses, a course's outline with resume, the study overview, a class's hours for its staff.
import { LEARNING_API, siteDay } from '@etp/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseLessons, studyLedger } from '../../src/db/schema/index.ts';
import { type Api, testApp } from '../helpers.ts';
import { liveSession, report, T0, userId, type World, world } from './fixtures.ts';

const db = () => api.app.db;

let api: Api;
let w: World;
let live = 0;
let before = { credited: 0, lessons: 0, classSeconds: new Map<number, number>() };
beforeAll(async () => {
  api = await testApp();
  const seeded = (await api.as('student').get(LEARNING_API.courses)).body.data[0];
  w = await world(api);
  before = { ...before, credited: seeded.credited_seconds, lessons: seeded.lessons };
  const hours = (await api.as('teacher').get(LEARNING_API.classHours(w.classId))).body.data.rows;
  before.classSeconds = new Map(hours.map((r: { user_id: number; seconds: number }) => [r.user_id, r.seconds]));
  live = await liveSession(api, w.classId, 100, 60);
});
afterAll(() => api.close());

const liveReport = (who: string, position: number, tab = 'tab-live01') =>
  api.as({ username: who, role: 'student' }).post(LEARNING_API.liveLearningRecord, {
    live_id: live,
    position,
    playing: true,
    tab,
  });

describe('live sessions', () => {
  it('credits nothing before the window opens', async () => {
    w.at(80);
    expect((await liveReport('student', 0)).body.data.live_phase).toBe('waiting');
    w.at(90);
    const res = await liveReport('student', 10);
    expect(res.body.data.credited).toBe(0);
  });

  it('credits attendance inside the window', async () => {
    w.at(110);
    const res = await liveReport('student', 20);
    expect(res.body.data.live_phase).toBe('live');
    expect(res.body.data.credited).toBe(10);
    w.at(120);
    expect((await liveReport('student', 30)).body.data.credited).toBe(10);
  });

  it('after the window counts the replay toward the missed time, never past the length', async () => {
    w.at(3600);
    expect((await liveReport('student', 0)).body.data.live_phase).toBe('replay');
    let total = 0;
    for (let i = 1; i <= 6; i++) {
      w.at(3600 + i * 10);
      const res = await liveReport('student', i * 10);
      total = res.body.data.total_seconds;
    }
    expect(total).toBe(60);
  });

  it('refuses students outside the class and sessions that are not live', async () => {
    w.at(3700);
    expect((await liveReport('qd_student01', 0)).status).toBe(403);
    const res = await api
      .as('student')
      .post(LEARNING_API.liveLearningRecord, { live_id: 99_999_999, position: 0, playing: true, tab: 'tab-live01' });
    expect(res.status).toBe(404);
  });
});

describe('study reads', () => {
  it('lists my courses with progress and hours, and a course outline with where to resume', async () => {
    w.at(5000);
    await report(api.as('student'), w.long, 0);
    w.at(5010);
    await report(api.as('student'), w.long, 10);
    const list = await api.as('student').get(LEARNING_API.courses);
    expect(list.status).toBe(200);
    const mine = list.body.data.find((c: { id: number }) => c.id === w.courseId);
    expect(mine.credited_seconds - before.credited).toBe(70); // 60 live/replay + 10 recorded
    expect(mine.lessons - before.lessons).toBe(3);
    const outline = await api.as('student').get(LEARNING_API.course(w.courseId));
    expect(outline.body.data.resume).toEqual({ lesson_id: w.long, position: 10 });
    const lessons = outline.body.data.chapters.flatMap((c: { lessons: unknown[] }) => c.lessons);
    expect(lessons.find((l: { id: number }) => l.id === w.long).credited_seconds).toBe(10);
  });

  it('gives each video lesson a playable address and when it expires (the player renews it before)', async () => {
    const lessons = [];
    for (const course of (await api.as('student').get(LEARNING_API.courses)).body.data as { id: number }[]) {
      const outline = (await api.as('student').get(LEARNING_API.course(course.id))).body.data;
      lessons.push(...outline.chapters.flatMap((c: { lessons: unknown[] }) => c.lessons));
    }
    const playable = lessons.filter((l: { media_url: string | null }) => l.media_url);
    expect(playable.length).toBeGreaterThan(0);
    for (const lesson of lessons as { media_url: string | null; media_expires_at: string | null }[]) {
      if (!lesson.media_url) {
        expect(lesson.media_expires_at).toBeNull();
        continue;
      }
      const left = Date.parse(lesson.media_expires_at ?? '') - Date.now();
      expect(left).toBeGreaterThan(14 * 60_000);
      expect(left).toBeLessThanOrEqual(20 * 60_000);
    }
  });

  it('hides courses the student is not in', async () => {
    const other = await api.as('student').get(LEARNING_API.course(99_999));
    expect(other.status).toBe(404);
    expect((await api.as('teacher').get(LEARNING_API.courses)).status).toBe(403);
  });

  it('shows the study overview: class, sessions, next lesson, hours', async () => {
    const res = await api.as('student').get(LEARNING_API.overview);
    expect(res.status).toBe(200);
    expect(res.body.data.class.id).toBe(w.classId);
    expect(res.body.data.timetable.some((s: { id: number }) => s.id === live)).toBe(true);
    expect(res.body.data.next_lesson.lesson_id).toBe(w.long);
    expect(res.body.data.total_seconds).toBeGreaterThanOrEqual(70);
  });

  it('reads every study-time figure from the ledger: lessons, live sessions, today, courses, total, the class', async () => {
    const db = api.app.db;
    const student = await userId(api, 'student');
    const sum = async (where: SQL | undefined) => {
      const [row] = await db
        .select({ s: sql<number>`coalesce(sum(${studyLedger.seconds}), 0)::int` })
        .from(studyLedger)
        .where(and(eq(studyLedger.userId, student), where));
      return row?.s ?? 0;
    };
    const overview = (await api.as('student').get(LEARNING_API.overview)).body.data;
    // The server's clock is T0 + 5010 s: today is that site day.
    expect(overview.today_seconds).toBe(await sum(eq(studyLedger.day, siteDay(T0 + 5010_000))));
    expect(overview.today_seconds).toBeGreaterThanOrEqual(70);
    expect(overview.total_seconds).toBe(await sum(undefined));
    for (const s of overview.timetable as { id: number; attended_seconds: number; replay_seconds: number }[]) {
      expect(s.attended_seconds).toBe(await sum(and(eq(studyLedger.sessionId, s.id), eq(studyLedger.kind, 'live'))));
      expect(s.replay_seconds).toBe(await sum(and(eq(studyLedger.sessionId, s.id), eq(studyLedger.kind, 'replay'))));
    }
    for (const course of overview.courses as { id: number; credited_seconds: number }[]) {
      expect(course.credited_seconds).toBe(await sum(eq(studyLedger.courseId, course.id)));
      const outline = (await api.as('student').get(LEARNING_API.course(course.id))).body.data;
      for (const lesson of outline.chapters.flatMap((c: { lessons: unknown[] }) => c.lessons) as {
        id: number;
        credited_seconds: number;
      }[]) {
        expect(lesson.credited_seconds).toBe(await sum(eq(studyLedger.lessonId, lesson.id)));
      }
    }
    const rows = (await api.as('teacher').get(LEARNING_API.classHours(w.classId))).body.data.rows;
    const mine = rows.find((r: { user_id: number }) => r.user_id === student);
    expect(mine.seconds).toBe(await sum(eq(studyLedger.classId, w.classId)));
  });

  it('gives a document lesson its text, and the other kinds none', async () => {
    await db().update(courseLessons).set({ content: '<p>读一读</p>' }).where(eq(courseLessons.id, w.doc));
    const outline = (await api.as('student').get(LEARNING_API.course(w.courseId))).body.data;
    const lessons = outline.chapters.flatMap((c: { lessons: unknown[] }) => c.lessons) as {
      id: number;
      kind: string;
      content: string;
    }[];
    expect(lessons.find((l) => l.id === w.doc)?.content).toBe('<p>读一读</p>');
    for (const l of lessons.filter((l) => l.kind !== 'document')) expect(l.content).toBe('');
  });

  it("gives the class's staff the hours per student and day; others outside get 404", async () => {
    const student = await userId(api, 'student');
    const res = await api.as('teacher').get(LEARNING_API.classHours(w.classId));
    expect(res.status).toBe(200);
    const row = res.body.data.rows.find((r: { user_id: number }) => r.user_id === student);
    expect(row.seconds - (before.classSeconds.get(student) ?? 0)).toBe(70);
    expect(row.days.length).toBeGreaterThanOrEqual(1);
    expect(res.body.data.hour_minutes).toBe(45);
    expect(
      (await api.as({ username: 'qd_teacher', role: 'teacher' }).get(LEARNING_API.classHours(w.classId))).status,
    ).toBe(404);
    expect((await api.as('student').get(LEARNING_API.classHours(w.classId))).status).toBe(403);
  });
});
