// What the learning tests share: lessons made for the demo student's course, a movable server clock, and a report.
import { randomUUID } from 'node:crypto';
import { LEARNING_API } from '@etp/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  classes,
  classSessions,
  courseChapters,
  courseLessons,
  courses,
  enrolments,
  sessions,
  userRoles,
  users,
} from '../../src/db/schema/index.ts';
import type { Api, Client } from '../helpers.ts';

/** Later than the demo's study days (seeded relative to the day the template was made). */
export const T0 = Date.parse('2030-03-04T02:00:00.000Z');

export interface World {
  classId: number;
  courseId: number;
  /** A 60 s and a 600 s video lesson, and a document lesson. */
  short: number;
  long: number;
  doc: number;
  /** A video lesson of a course the demo student is not in. */
  foreign: number;
  /** Sets the server's clock to T0 + seconds. */
  at(seconds: number): void;
}

export async function userId(api: Api, username: string): Promise<number> {
  const [u] = await api.app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!u) throw new Error(`no ${username}`);
  return u.id;
}

async function lessons(api: Api, courseId: number, durations: number[]) {
  const db = api.app.db;
  const [chapter] = await db.insert(courseChapters).values({ courseId, title: '第一章' }).returning();
  if (!chapter) throw new Error('chapter');
  const rows = await db
    .insert(courseLessons)
    .values(
      durations.map((d, i) => ({
        courseId,
        chapterId: chapter.id,
        title: `课时 ${i + 1}`,
        kind: d === 0 ? ('document' as const) : ('video' as const),
        durationSeconds: d,
        sort: i,
      })),
    )
    .returning();
  return rows.map((r) => r.id);
}

export async function world(api: Api): Promise<World> {
  const db = api.app.db;
  const student = await userId(api, 'student');
  const [mine] = await db
    .select({ classId: classes.id, courseId: classes.courseId })
    .from(enrolments)
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .where(and(eq(enrolments.userId, student), inArray(classes.status, ['running'])));
  if (!mine?.courseId) throw new Error('the demo student has no running class');
  const [other] = await db.select({ id: courses.id }).from(courses).where(ne(courses.id, mine.courseId));
  if (!other) throw new Error('no other course');
  const [short = 0, long = 0, doc = 0] = await lessons(api, mine.courseId, [60, 600, 0]);
  const [foreign = 0] = await lessons(api, other.id, [300]);
  const records = api.app.learning.records;
  return {
    classId: mine.classId,
    courseId: mine.courseId,
    short,
    long,
    doc,
    foreign,
    at(seconds) {
      const now = new Date(T0 + seconds * 1000);
      records.clock = () => now;
      api.app.learning.reads.clock = () => now;
    },
  };
}

export const report = (client: Client, lesson: number, position: number, tab = 'tab-aaaaaa', playing = true) =>
  client.post(LEARNING_API.learningRecord, { lesson_id: lesson, position, playing, tab });

export async function liveSession(api: Api, classId: number, startSecond: number, lengthSeconds: number) {
  const [row] = await api.app.db
    .insert(classSessions)
    .values({
      classId,
      kind: 'live',
      startsAt: new Date(T0 + startSecond * 1000),
      endsAt: new Date(T0 + (startSecond + lengthSeconds) * 1000),
    })
    .returning();
  if (!row) throw new Error('session');
  return row.id;
}

/** `count` more students of the world's class, named `<prefix>-<n>`, each with a session of its own and its client. */
export async function classmates(api: Api, w: World, prefix: string, count: number) {
  const db = api.app.db;
  const [model] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, 'student'));
  if (!model) throw new Error('no demo student');
  const made = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `${prefix}-${i}`,
        passwordHash: model.hash,
        name: `同学${i}`,
      })),
    )
    .returning({ id: users.id });
  await db.insert(userRoles).values(made.map((u) => ({ userId: u.id, role: 'student', position: 0 })));
  await db
    .insert(enrolments)
    .values(made.map((u) => ({ classId: w.classId, userId: u.id, courseId: w.courseId, verified: 1 })));
  const sessionIds = made.map(() => randomUUID());
  await db
    .insert(sessions)
    .values(made.map((u, i) => ({ id: sessionIds[i] as string, userId: u.id, role: 'student' })));
  return Promise.all(
    made.map(async (u, i) => {
      const token = await api.app.tokens.signAccess({
        userId: u.id,
        sessionId: sessionIds[i] as string,
        role: 'student',
      });
      return { userId: u.id, sessionId: sessionIds[i] as string, client: api.withToken(token) };
    }),
  );
}
