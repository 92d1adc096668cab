// The demo's short course (issue 28): a course of one 学时 whose 46-minute lesson covers it, a running class of the demo
// institution on it and the demo student `short_student` enrolled and verified, so a student can go from enrolment to
// an eligible result by watching the lesson through. Seeded after everything else: no other demo row moves.
import { idCardCheckChar } from '@etp/contracts';
import { eq } from 'drizzle-orm';
import { maskIdCard } from '@/lib/personal-data/index.ts';
import type { Storage } from '@/lib/storage.ts';
import type { Db } from '../../client.ts';
import {
  certificateRules,
  classes,
  classTrainers,
  classTransitions,
  courses,
  enrolments,
  faceWaivers,
  studentDetails,
  surveyAnswers,
  users,
} from '../../schema/index.ts';
import { dayFromToday } from './classes.ts';
import { seedCourse, TASTER } from './courses.ts';
import { DEMO_INSTITUTION_NAME } from './institutions.ts';
import { lookup, type SeedContext, seedAccounts } from './users.ts';

export const SHORT_COURSE_NAME = '创业意识快速体验课';
export const SHORT_STUDENT = 'short_student';
/** 李晓彤's ID number (born 1998-03-15, female), with its check character. */
const FIRST17 = '37010219980315002';
export const SHORT_STUDENT_ID_CARD = `${FIRST17}${idCardCheckChar(FIRST17)}`;

const DAY = 86_400_000;

export async function seedShortCourse(
  db: Db,
  ctx: SeedContext,
  userIds: Map<string, number>,
  storage?: Storage,
): Promise<void> {
  const [course] = await db
    .insert(courses)
    .values({
      name: SHORT_COURSE_NAME,
      nameEn: 'Entrepreneurship taster',
      intro: '一学时的入门体验课：认识创业、评价自己是否适合创业、写下第一个企业构思。看完课程视频即满足学时要求。',
      requiredHours: TASTER.requiredHours,
      sort: 3,
    })
    .returning({ id: courses.id });
  const courseId = course!.id;
  await seedCourse(db, storage, courseId, TASTER);
  // The admin's rule for this course (结算管理 → 合格证明): the hours and the identity, no theory test.
  await db.insert(certificateRules).values({
    courseId,
    requireHours: true,
    requireTheory: false,
    requireIdentity: true,
    updatedBy: lookup(userIds, 'admin'),
  });

  const teacherId = lookup(userIds, 'teacher');
  const trainerId = lookup(userIds, 'trainer');
  const startDate = dayFromToday(-2);
  const [cls] = await db
    .insert(classes)
    .values({
      institutionId: lookup(ctx.institutionIds, DEMO_INSTITUTION_NAME),
      courseId,
      name: `${startDate.slice(0, 4)}年创业意识快速体验班`,
      regionCode: lookup(ctx.institutionRegions, DEMO_INSTITUTION_NAME),
      startDate,
      endDate: dayFromToday(12),
      capacity: 30,
      enrolledCount: 1,
      status: 'running',
      mode: 'online',
      place: '线上学习',
      teacherId,
      trainerId,
    })
    .returning({ id: classes.id });
  const classId = cls!.id;
  await db.insert(classTrainers).values({ classId, userId: trainerId });
  const start = new Date(`${startDate}T00:00:00+08:00`).getTime();
  const step = (days: number) => new Date(start + days * DAY);
  const area = lookup(userIds, 'area');
  await db.insert(classTransitions).values([
    { classId, fromStatus: null, toStatus: 'draft', actorId: teacherId, createdAt: step(-10) },
    { classId, fromStatus: 'draft', toStatus: 'pending', actorId: teacherId, createdAt: step(-9) },
    { classId, fromStatus: 'pending', toStatus: 'approved', actorId: area, createdAt: step(-7) },
    { classId, fromStatus: 'approved', toStatus: 'running', actorId: null, reason: 'schedule', createdAt: step(0) },
  ]);

  const ids = await seedAccounts(db, ctx, [
    {
      username: SHORT_STUDENT,
      name: '李晓彤',
      role: 'student',
      phone: '15953110239',
      institution: DEMO_INSTITUTION_NAME,
      address: '山东省济南市历下区泉城路',
    },
  ]);
  const userId = lookup(ids, SHORT_STUDENT);
  const cipher = ctx.personalData;
  await db
    .update(users)
    .set({ idCardMasked: maskIdCard(SHORT_STUDENT_ID_CARD) })
    .where(eq(users.id, userId));
  await db.insert(studentDetails).values({
    userId,
    classId,
    idCardCipher: cipher.encrypt(SHORT_STUDENT_ID_CARD),
    idCardHash: cipher.lookupHash(SHORT_STUDENT_ID_CARD),
    gender: 'female',
    education: 'college',
    household: 'urban',
    employment: 'unemployed',
    // The follow-up survey is answered, so the study pages open without its dialog.
    serviceIsSurvey: 1,
  });
  await db
    .insert(surveyAnswers)
    .values({ userId, isService: 1, isBusiness: 1, workStatus: 2, businessDirection: 1, serviceType: [1] });
  await db.insert(enrolments).values({
    classId,
    userId,
    courseId,
    verified: 1,
    verifiedAt: step(-1),
    verifiedBy: teacherId,
    createdBy: teacherId,
    createdAt: step(-3),
  });
  // Identity: verified by the teacher against the ID card on site; no face photo is asked for this online taster.
  await db
    .insert(faceWaivers)
    .values({ classId, userId, reason: '体验课：报名时已现场核验身份证件，免人脸登记', waivedBy: teacherId });
}
