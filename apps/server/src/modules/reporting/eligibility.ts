// Eligibility's facts, gathered from the tables of classes, learning, exams, face, live, homework and certificates
// (the reporting module reads every domain and writes nothing), then decided by eligibility-rules.ts.
import {
  type ClassEligibility,
  DEFAULT_ELIGIBILITY_RULES,
  type EligibilityRuleSet,
  HOMEWORK_PASS_SHARE,
  LIVE_ATTENDED_SHARE,
  type MyEligibilityItem,
  type StudentEligibility,
} from '@etp/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client.ts';
import { certificateRules, certificates } from '@/db/schema/certificates.ts';
import { classes, classSessions, enrolments } from '@/db/schema/classes.ts';
import { courses } from '@/db/schema/courses.ts';
import { examAttempts, examPapers, examTests } from '@/db/schema/exams.ts';
import { faceChecks, faceProfiles, faceWaivers } from '@/db/schema/face.ts';
import { homeworkSubmissions, homeworks } from '@/db/schema/homework.ts';
import { institutions } from '@/db/schema/institutions.ts';
import { liveProgress, studyLedger } from '@/db/schema/learning.ts';
import { regions } from '@/db/schema/regions.ts';
import { users } from '@/db/schema/users.ts';
import { notFound } from '@/lib/errors.ts';
import { decideEligibility, type EligibilityAnswer } from './eligibility-rules.ts';

type Runner = Db | Tx;

/** The class an answer is about, as eligibility and the certificate it leads to need it. */
export interface EligibilityClass {
  id: number;
  name: string;
  status: string;
  courseId: number | null;
  courseName: string;
  courseNameEn: string;
  institutionId: number;
  institutionName: string;
  regionCode: string;
  regionName: string;
  startDate: string | null;
  endDate: string | null;
  requiredHours: number;
}

/** One student's answer with what a certificate copies from it. */
export interface StudentAnswer extends EligibilityAnswer {
  enrolmentId: number;
  studentId: number;
  name: string;
  /** The masked ID number (3701**********1234), as a certificate prints it. */
  idCardMasked: string;
  certificate: StudentEligibility['certificate'];
}

export interface ClassAnswers {
  cls: EligibilityClass;
  rules: EligibilityRuleSet;
  students: StudentAnswer[];
}

/** The course's rule set, or the defaults when an admin has not set one. */
export async function rulesOf(db: Runner, courseId: number | null): Promise<EligibilityRuleSet> {
  if (courseId === null) return { ...DEFAULT_ELIGIBILITY_RULES };
  const [row] = await db.select().from(certificateRules).where(eq(certificateRules.courseId, courseId)).limit(1);
  if (!row) return { ...DEFAULT_ELIGIBILITY_RULES };
  return {
    require_hours: row.requireHours,
    require_theory: row.requireTheory,
    require_identity: row.requireIdentity,
    live_min_percent: row.liveMinPercent,
    homework_min_percent: row.homeworkMinPercent,
  };
}

async function classOf(db: Runner, classId: number): Promise<EligibilityClass> {
  const [row] = await db
    .select({
      id: classes.id,
      name: classes.name,
      status: classes.status,
      courseId: classes.courseId,
      courseName: sql<string>`coalesce(${courses.name}, '')`,
      courseNameEn: sql<string>`coalesce(${courses.nameEn}, '')`,
      institutionId: classes.institutionId,
      institutionName: sql<string>`coalesce(${institutions.name}, '')`,
      regionCode: classes.regionCode,
      regionName: sql<string>`coalesce(${regions.name}, '')`,
      startDate: classes.startDate,
      endDate: classes.endDate,
      requiredHours: sql<number>`coalesce(${courses.requiredHours}, 0)`.mapWith(Number),
    })
    .from(classes)
    .leftJoin(courses, eq(courses.id, classes.courseId))
    .leftJoin(institutions, eq(institutions.id, classes.institutionId))
    .leftJoin(regions, eq(regions.code, classes.regionCode))
    .where(eq(classes.id, classId))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

const byUser = <T extends { userId: number }>(rows: T[]) => new Map(rows.map((r) => [r.userId, r]));

/**
 * Every enrolled student of a class (or only `onlyUserIds`), each with the answer and its reasons. A few grouped
 * queries for the whole class, whatever its size (a class holds at most CLASS_CAPACITY_MAX students).
 */
export async function classAnswers(
  db: Runner,
  classId: number,
  hourMinutes: number,
  { onlyUserIds, now = new Date() }: { onlyUserIds?: readonly number[]; now?: Date } = {},
): Promise<ClassAnswers> {
  const cls = await classOf(db, classId);
  const rules = await rulesOf(db, cls.courseId);
  const roster = await db
    .select({
      enrolmentId: enrolments.id,
      userId: enrolments.userId,
      name: users.name,
      idCardMasked: users.idCardMasked,
      verified: enrolments.verified,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(
      and(eq(enrolments.classId, classId), onlyUserIds ? inArray(enrolments.userId, [...onlyUserIds, 0]) : undefined),
    )
    .orderBy(asc(enrolments.id));
  if (roster.length === 0) return { cls, rules, students: [] };
  const ids = roster.map((r) => r.userId);
  const since = cls.startDate ? new Date(`${cls.startDate}T00:00:00+08:00`) : new Date(0);

  const [
    ledger,
    theoryTests,
    best,
    pending,
    profiles,
    failures,
    waivers,
    live,
    liveTotal,
    homework,
    homeworkTotal,
    certs,
  ] = await Promise.all([
    db
      .select({ userId: studyLedger.userId, seconds: sql<number>`sum(${studyLedger.seconds})`.mapWith(Number) })
      .from(studyLedger)
      .where(and(eq(studyLedger.classId, classId), inArray(studyLedger.userId, ids)))
      .groupBy(studyLedger.userId),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(examTests)
      .where(and(eq(examTests.classId, classId), eq(examTests.kind, 'theory'))),
    // The best marked attempt: a pass before a fail, then the higher score.
    db
      .selectDistinctOn([examAttempts.userId], {
        userId: examAttempts.userId,
        score: examAttempts.score,
        passed: examAttempts.passed,
        passScore: examPapers.passScore,
      })
      .from(examAttempts)
      .innerJoin(examTests, eq(examTests.id, examAttempts.testId))
      .innerJoin(examPapers, eq(examPapers.id, examTests.paperId))
      .where(
        and(
          eq(examTests.classId, classId),
          eq(examTests.kind, 'theory'),
          eq(examAttempts.status, 'marked'),
          inArray(examAttempts.userId, ids),
        ),
      )
      .orderBy(examAttempts.userId, desc(examAttempts.passed), desc(examAttempts.score)),
    db
      .selectDistinct({ userId: examAttempts.userId })
      .from(examAttempts)
      .innerJoin(examTests, eq(examTests.id, examAttempts.testId))
      .where(
        and(
          eq(examTests.classId, classId),
          eq(examTests.kind, 'theory'),
          eq(examAttempts.status, 'submitted'),
          inArray(examAttempts.userId, ids),
        ),
      ),
    db
      .select({ userId: faceProfiles.userId, isCompare: users.isCompare })
      .from(faceProfiles)
      .innerJoin(users, eq(users.id, faceProfiles.userId))
      .where(inArray(faceProfiles.userId, ids)),
    // Study checks failed since the class started and since the student's last passed study check.
    db
      .select({ userId: faceChecks.userId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(faceChecks)
      .where(
        and(
          inArray(faceChecks.userId, ids),
          inArray(faceChecks.purpose, ['study_start', 'study_random']),
          eq(faceChecks.result, 'fail'),
          sql`${faceChecks.createdAt} >= ${since}`,
          sql`${faceChecks.createdAt} > coalesce((select max(p.created_at) from ${faceChecks} p where p.user_id = ${faceChecks.userId} and p.result = 'pass' and p.purpose in ('study_start', 'study_random')), '-infinity'::timestamptz)`,
        ),
      )
      .groupBy(faceChecks.userId),
    db
      .select({ userId: faceWaivers.userId, reason: faceWaivers.reason })
      .from(faceWaivers)
      .where(and(eq(faceWaivers.classId, classId), inArray(faceWaivers.userId, ids))),
    db
      .select({ userId: liveProgress.userId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(liveProgress)
      .innerJoin(classSessions, eq(classSessions.id, liveProgress.sessionId))
      .where(
        and(
          eq(classSessions.classId, classId),
          eq(classSessions.kind, 'live'),
          sql`${classSessions.endsAt} <= ${now}`,
          inArray(liveProgress.userId, ids),
          sql`(${liveProgress.liveSeconds} + ${liveProgress.replaySeconds}) >= ${LIVE_ATTENDED_SHARE}::numeric * extract(epoch from ${classSessions.endsAt} - ${classSessions.startsAt})`,
        ),
      )
      .groupBy(liveProgress.userId),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(classSessions)
      .where(
        and(eq(classSessions.classId, classId), eq(classSessions.kind, 'live'), sql`${classSessions.endsAt} <= ${now}`),
      ),
    db
      .select({ userId: homeworkSubmissions.userId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(homeworkSubmissions)
      .innerJoin(homeworks, eq(homeworks.id, homeworkSubmissions.homeworkId))
      .where(
        and(
          eq(homeworks.classId, classId),
          eq(homeworkSubmissions.status, 'marked'),
          inArray(homeworkSubmissions.userId, ids),
          sql`${homeworkSubmissions.score} >= ${HOMEWORK_PASS_SHARE}::numeric * ${homeworks.fullScore}`,
        ),
      )
      .groupBy(homeworkSubmissions.userId),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(homeworks)
      .where(eq(homeworks.classId, classId)),
    db
      .select({
        userId: sql<number>`${certificates.userId}`.mapWith(Number),
        id: certificates.id,
        no: certificates.certificateNo,
        status: certificates.status,
      })
      .from(certificates)
      .where(and(eq(certificates.classId, classId), inArray(certificates.userId, ids))),
  ]);

  const seconds = byUser(ledger);
  const bests = byUser(best);
  const waiting = new Set(pending.map((p) => p.userId));
  const faces = byUser(profiles);
  const failed = byUser(failures.flatMap((f) => (f.userId === null ? [] : [{ ...f, userId: f.userId }])));
  const waived = byUser(waivers);
  const attended = byUser(live);
  const passedHomework = byUser(homework);
  const issued = byUser(certs);
  const hourSeconds = hourMinutes * 60;
  const students = roster.map((r): StudentAnswer => {
    const attempt = bests.get(r.userId);
    const face = faces.get(r.userId);
    const waiver = waived.get(r.userId);
    const cert = issued.get(r.userId);
    const answer = decideEligibility(
      {
        creditedSeconds: seconds.get(r.userId)?.seconds ?? 0,
        hourSeconds,
        required_hours: cls.requiredHours,
        theoryScheduled: (theoryTests[0]?.n ?? 0) > 0,
        theoryPending: waiting.has(r.userId),
        theoryPassed: attempt?.passed === 1,
        best_score: attempt?.score ?? null,
        pass_score: attempt?.passScore ?? null,
        verified: r.verified === 1,
        face_registered: face !== undefined && face.isCompare === 1,
        face_failed_checks: failed.get(r.userId)?.n ?? 0,
        face_waived: waiver !== undefined,
        face_waiver_reason: waiver?.reason ?? '',
        live_attended: attended.get(r.userId)?.n ?? 0,
        live_total: liveTotal[0]?.n ?? 0,
        homework_passed: passedHomework.get(r.userId)?.n ?? 0,
        homework_total: homeworkTotal[0]?.n ?? 0,
      },
      rules,
    );
    return {
      ...answer,
      enrolmentId: r.enrolmentId,
      studentId: r.userId,
      name: r.name,
      idCardMasked: r.idCardMasked,
      certificate: cert ? { id: cert.id, certificate_no: cert.no, status: cert.status } : null,
    };
  });
  return { cls, rules, students };
}

export function toStudentEligibility(s: StudentAnswer): StudentEligibility {
  return {
    enrolment_id: s.enrolmentId,
    student_id: s.studentId,
    name: s.name,
    eligible: s.eligible,
    reasons: s.reasons,
    facts: s.facts,
    certificate: s.certificate,
  };
}

export function toClassEligibility({ cls, rules, students }: ClassAnswers): ClassEligibility {
  return {
    class_id: cls.id,
    class_name: cls.name,
    class_status: cls.status,
    course_id: cls.courseId,
    course_name: cls.courseName,
    rules,
    students: students.map(toStudentEligibility),
  };
}

/** The student's own answers, one per class they are enrolled in, newest class first. */
export async function studentAnswers(db: Runner, userId: number, hourMinutes: number): Promise<MyEligibilityItem[]> {
  const mine = await db
    .select({ classId: enrolments.classId })
    .from(enrolments)
    .where(eq(enrolments.userId, userId))
    .orderBy(desc(enrolments.classId));
  const out: MyEligibilityItem[] = [];
  for (const { classId } of mine) {
    const answers = await classAnswers(db, classId, hourMinutes, { onlyUserIds: [userId] });
    const me = answers.students[0];
    if (!me) continue;
    out.push({
      ...toStudentEligibility(me),
      class_id: answers.cls.id,
      class_name: answers.cls.name,
      class_status: answers.cls.status,
      course_name: answers.cls.courseName,
      course_name_en: answers.cls.courseNameEn,
      rules: answers.rules,
    });
  }
  return out;
}
