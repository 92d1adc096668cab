// Demo certificates (issue 29): the demo teacher's first finished SYB class gets what its students did (credited
// hours, a theory test with marked attempts, face photos and checks), so eligibility shows every reason; its eligible
// students get certificates through the certificates service (real PDFs, a handful) and one is revoked. The first
// number is fixed (DEMO_CERTIFICATE_SUFFIX) so the portal's example and the end-to-end tests have one to look up.
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { newCertificateNumber } from '@/lib/certificate-number.ts';
import type { PersonalDataCipher } from '@/lib/personal-data/index.ts';
import type { Storage } from '@/lib/storage.ts';
import { CertificateService } from '@/modules/certificates/index.ts';
import { classAnswers } from '@/modules/reporting/index.ts';
import type { Db } from '../../client.ts';
import {
  certificates,
  classes,
  courses,
  enrolments,
  examAttempts,
  examPapers,
  examTests,
  faceChecks,
  faceProfiles,
  studyLedger,
  users,
} from '../../schema/index.ts';
import { storeDemoFacePhoto } from './face.ts';
import { lookup } from './users.ts';

/** The random part of the first demo certificate: SD2026370102K7M2Q9XH4T (a demo number, not a secret). */
export const DEMO_CERTIFICATE_SUFFIX = 'K7M2Q9XH4T';

/** What each of the class's first students did; the rest did everything (eligible). */
type Story =
  | 'eligible'
  | 'hours_short'
  | 'theory_failed'
  | 'theory_not_taken'
  | 'no_face'
  | 'face_failed'
  | 'unverified';
const STORIES: Story[] = [
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
];

/** A discarding store for a seed without files (the test template): PDFs are made again at the first download. */
const nowhere: Storage = {
  put: async () => {},
  putFile: async () => {},
  stat: async () => null,
  read: () => {
    throw new Error('no demo storage');
  },
  delete: async () => {},
};

export async function seedCertificates(
  db: Db,
  userIds: Map<string, number>,
  cipher: PersonalDataCipher,
  storage: Storage | undefined,
  hourMinutes: number,
): Promise<void> {
  const hourSeconds = hourMinutes * 60;
  const teacherId = lookup(userIds, 'teacher');
  const [cls] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.teacherId, teacherId), eq(classes.status, 'finished')))
    .orderBy(asc(classes.id))
    .limit(1);
  if (!cls?.courseId || !cls.startDate || !cls.endDate) return;
  const [paper] = await db.select().from(examPapers).where(eq(examPapers.courseId, cls.courseId)).limit(1);
  const students = await db
    .select({ userId: enrolments.userId, enrolmentId: enrolments.id })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(eq(enrolments.classId, cls.id))
    .orderBy(asc(enrolments.id))
    .limit(STORIES.length);
  if (students.length < STORIES.length || !paper) return;
  const [course] = await db.select({ hours: courses.requiredHours }).from(courses).where(eq(courses.id, cls.courseId));
  const required = course?.hours ?? 0;
  const start = new Date(`${cls.startDate}T09:00:00+08:00`);
  const [test] = await db
    .insert(examTests)
    .values({
      classId: cls.id,
      paperId: paper.id,
      kind: 'theory',
      opensAt: new Date(start.getTime() + 9 * 86_400_000),
      closesAt: new Date(start.getTime() + 11 * 86_400_000),
      createdBy: teacherId,
    })
    .returning();
  if (!test) return;

  for (const [i, s] of students.entries()) {
    const story = STORIES[i]!;
    const seconds = story === 'hours_short' ? Math.round(12.5 * hourSeconds) : (required + 2) * hourSeconds;
    const perDay = Math.ceil(seconds / 8);
    await db.insert(studyLedger).values(
      Array.from({ length: 8 }, (_, d) => {
        const at = new Date(start.getTime() + d * 86_400_000);
        return {
          userId: s.userId,
          classId: cls.id,
          courseId: cls.courseId,
          kind: 'vod' as const,
          day: new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10),
          seconds: d === 7 ? seconds - perDay * 7 : perDay,
          createdAt: at,
        };
      }),
    );
    if (story !== 'theory_not_taken') {
      const score = story === 'theory_failed' ? 52 : 70 + ((i * 7) % 25);
      const at = new Date(test.opensAt.getTime() + 3_600_000);
      await db.insert(examAttempts).values({
        testId: test.id,
        userId: s.userId,
        status: 'marked',
        questions: [],
        startedAt: at,
        deadline: new Date(at.getTime() + 3_600_000),
        submittedAt: new Date(at.getTime() + 40 * 60_000),
        submittedBy: 'student',
        score,
        passed: score >= paper.passScore ? 1 : 0,
        tokenHash: randomBytes(16).toString('hex'),
      });
    }
    if (story === 'no_face') {
      await db.delete(faceProfiles).where(eq(faceProfiles.userId, s.userId));
    } else {
      // A descriptor of zeros matches no face: these demo students never study again.
      await db
        .insert(faceProfiles)
        .values({
          userId: s.userId,
          photoKey: await storeDemoFacePhoto(cipher, storage),
          descriptorCipher: cipher.encrypt(JSON.stringify(new Array(128).fill(0))),
          source: 'camera',
        })
        .onConflictDoNothing();
    }
    await db
      .update(users)
      .set({ isCompare: story === 'no_face' ? 0 : 1 })
      .where(eq(users.id, s.userId));
    if (story === 'face_failed') {
      const at = new Date(start.getTime() + 2 * 86_400_000);
      await db.insert(faceChecks).values([
        {
          userId: s.userId,
          purpose: 'study_random',
          result: 'fail',
          reason: 'mismatch',
          distance: 0.71,
          createdAt: at,
        },
        {
          userId: s.userId,
          purpose: 'study_random',
          result: 'fail',
          reason: 'mismatch',
          distance: 0.68,
          createdAt: at,
        },
      ]);
    }
    await db
      .update(enrolments)
      .set({ verified: story === 'unverified' ? 0 : 1 })
      .where(eq(enrolments.id, s.enrolmentId));
  }

  // The first number is the portal's example: the same random part on every demo database.
  let fixed: string | null = `SD${cls.endDate.slice(0, 4)}${cls.regionCode}${DEMO_CERTIFICATE_SUFFIX}`;
  const service = new CertificateService({
    db,
    storage: storage ?? nowhere,
    eligibility: { answers: (classId, o) => classAnswers(db, classId, hourMinutes, o ?? {}) },
    classes: { row: async () => ({ status: 'finished' }) },
    site: async () => ({ name: '创业培训教学服务平台', origin: 'http://localhost:3000' }),
    nameOf: async () => '',
    drawNumber: (year, region) => {
      const number = fixed ?? newCertificateNumber(year, region);
      fixed = null;
      return number;
    },
  });
  const report = await service.issueForClass(cls.id, teacherId);
  const revoked = report.issued.at(-1);
  if (revoked && report.issued.length > 1) {
    await db
      .update(certificates)
      .set({
        status: 'revoked',
        revokedAt: new Date(),
        revokedReason: '培训期间由他人代学，经核实撤销',
        revokedBy: lookup(userIds, 'area'),
      })
      .where(eq(certificates.certificateNo, revoked.certificate_no));
  }
}
