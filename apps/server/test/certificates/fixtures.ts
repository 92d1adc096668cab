// What the certificate and eligibility tests share: the demo's finished class (its students in the order of the demo
// seed's stories), a way to make a student eligible in a class, and sign-in as a demo student.
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { certificates } from '@/db/schema/certificates.ts';
import { classes, enrolments } from '@/db/schema/classes.ts';
import { courses } from '@/db/schema/courses.ts';
import { examAttempts, examPapers, examTests } from '@/db/schema/exams.ts';
import { faceProfiles } from '@/db/schema/face.ts';
import { studyLedger } from '@/db/schema/learning.ts';
import { users } from '@/db/schema/users.ts';
import type { Api } from '../helpers.ts';

/** The seed's stories, in enrolment order (db/seed/demo/certificates.ts). */
export const STORIES = [
  'eligible',
  'eligible',
  'eligible',
  'eligible',
  'hours_short',
  'theory_failed',
  'theory_not_taken',
  'no_face',
  'face_failed',
  'unverified',
] as const;

export async function demoFinishedClass(api: Api) {
  const [teacher] = await api.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'teacher'));
  const [cls] = await api.app.db
    .select()
    .from(classes)
    .where(and(eq(classes.teacherId, teacher!.id), eq(classes.status, 'finished')))
    .orderBy(asc(classes.id))
    .limit(1);
  const roster = await api.app.db
    .select({ userId: enrolments.userId, username: users.username, name: users.name })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(eq(enrolments.classId, cls!.id))
    .orderBy(asc(enrolments.id));
  const student = (story: (typeof STORIES)[number], nth = 0) => roster.filter((_, i) => STORIES[i] === story)[nth]!;
  return { cls: cls!, roster, student };
}

/** Everything the default rule set asks: hours, a passed theory test, verified, a registered face. */
export async function makeEligible(api: Api, classId: number, userId: number, { theory = true } = {}) {
  const db = api.app.db;
  const [cls] = await db.select().from(classes).where(eq(classes.id, classId));
  const [course] = await db.select().from(courses).where(eq(courses.id, cls!.courseId!));
  const hourSeconds = api.config.STUDY_HOUR_MINUTES * 60;
  await db.insert(studyLedger).values({
    userId,
    classId,
    courseId: cls!.courseId,
    kind: 'vod',
    day: '2026-01-01',
    seconds: course!.requiredHours * hourSeconds,
    createdAt: new Date(),
  });
  if (theory) await passTheory(api, classId, userId);
  await db
    .insert(faceProfiles)
    .values({ userId, photoKey: 'face/photos/x.enc', descriptorCipher: 'x', source: 'teacher' })
    .onConflictDoNothing();
  await db.update(users).set({ isCompare: 1 }).where(eq(users.id, userId));
  await db
    .update(enrolments)
    .set({ verified: 1 })
    .where(and(eq(enrolments.classId, classId), eq(enrolments.userId, userId)));
}

async function passTheory(api: Api, classId: number, userId: number) {
  const db = api.app.db;
  const [cls] = await db.select().from(classes).where(eq(classes.id, classId));
  let [test] = await db
    .select()
    .from(examTests)
    .where(and(eq(examTests.classId, classId), eq(examTests.kind, 'theory')));
  if (!test) {
    const [paper] = await db.select().from(examPapers).where(eq(examPapers.courseId, cls!.courseId!)).limit(1);
    [test] = await db
      .insert(examTests)
      .values({ classId, paperId: paper!.id, kind: 'theory', opensAt: new Date(0), closesAt: new Date(1000) })
      .returning();
  }
  const at = new Date();
  await db.insert(examAttempts).values({
    testId: test!.id,
    userId,
    number: 9,
    status: 'marked',
    questions: [],
    startedAt: at,
    deadline: at,
    score: 90,
    passed: 1,
    tokenHash: randomBytes(16).toString('hex'),
  });
}

export const certificateOf = async (api: Api, classId: number, userId: number) =>
  (
    await api.app.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.classId, classId), eq(certificates.userId, userId)))
  )[0];

/** A demo student's client (their login name is their phone; every demo account has the demo password). */
export const asStudent = (api: Api, username: string) => api.as({ username, role: 'student' });
