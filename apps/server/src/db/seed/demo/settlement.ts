// Demo settlement (issue 29): subsidy standards, review chains, the holiday calendar, the demo institution's
// settlement account, claims in every state and follow-up contacts. The demo teacher's first finished class (the
// certificates' class) is left unclaimed, for the claim a visitor or the end-to-end test makes; the teacher's
// second finished class has a draft; five more finished classes of the demo institution (area 370102, which the
// demo area administrator reviews) hold claims under area review, in publicity, approved, paid and returned.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import {
  classes,
  courses,
  enrolments,
  followupContacts,
  settlementAccounts,
  settlementChains,
  settlementClaimSteps,
  settlementClaimStudents,
  settlementClaims,
  settlementHolidays,
  settlementSettings,
  settlementStandards,
  studentDetails,
  surveyAnswers,
  users,
} from '../../schema/index.ts';
import { dayFromToday } from './classes.ts';
import { DEMO_INSTITUTION_NAME } from './institutions.ts';
import { lookup } from './users.ts';

const AMOUNT = 100_000;

/** 2026's days off and worked weekend days (国务院办公厅 2025 notice), as the admin keeps them. */
const HOLIDAYS: { day: string; kind: 'holiday' | 'workday'; name: string }[] = [
  { day: '2026-01-01', kind: 'holiday', name: '元旦' },
  { day: '2026-01-02', kind: 'holiday', name: '元旦' },
  { day: '2026-02-16', kind: 'holiday', name: '春节' },
  { day: '2026-02-17', kind: 'holiday', name: '春节' },
  { day: '2026-02-18', kind: 'holiday', name: '春节' },
  { day: '2026-02-19', kind: 'holiday', name: '春节' },
  { day: '2026-02-20', kind: 'holiday', name: '春节' },
  { day: '2026-02-14', kind: 'workday', name: '春节调休' },
  { day: '2026-04-06', kind: 'holiday', name: '清明节' },
  { day: '2026-05-01', kind: 'holiday', name: '劳动节' },
  { day: '2026-05-04', kind: 'holiday', name: '劳动节' },
  { day: '2026-05-05', kind: 'holiday', name: '劳动节' },
  { day: '2026-06-19', kind: 'holiday', name: '端午节' },
  { day: '2026-09-25', kind: 'holiday', name: '中秋节' },
  { day: '2026-10-01', kind: 'holiday', name: '国庆节' },
  { day: '2026-10-02', kind: 'holiday', name: '国庆节' },
  { day: '2026-10-05', kind: 'holiday', name: '国庆节' },
  { day: '2026-10-06', kind: 'holiday', name: '国庆节' },
  { day: '2026-10-07', kind: 'holiday', name: '国庆节' },
  { day: '2026-10-10', kind: 'workday', name: '国庆节调休' },
  { day: '2027-01-01', kind: 'holiday', name: '元旦' },
];

type Status = 'area_review' | 'publicity' | 'approved' | 'paid' | 'returned';
/** The claims of the extra finished classes, oldest first: the class ended `ended` days ago. */
const PLAN: { status: Status; ended: number }[] = [
  { status: 'paid', ended: 200 },
  { status: 'approved', ended: 150 },
  { status: 'publicity', ended: 110 },
  { status: 'returned', ended: 95 },
  { status: 'area_review', ended: 85 },
];

export async function seedSettlement(db: Db, userIds: Map<string, number>, institutionIds: Map<string, number>) {
  const institutionId = lookup(institutionIds, DEMO_INSTITUTION_NAME);
  const teacherId = lookup(userIds, 'teacher');
  const area = { id: lookup(userIds, 'area'), name: '刘静怡', region: '370102' };
  const city = { id: lookup(userIds, 'city'), name: '李国栋', region: '370100' };
  const allCourses = await db.select().from(courses).orderBy(asc(courses.id));
  const [syb, online] = allCourses;
  if (!syb) return;

  await db.insert(settlementSettings).values({ id: 1, duplicateWindowMonths: 36 }).onConflictDoNothing();
  await db.insert(settlementStandards).values([
    { courseId: syb.id, regionCode: '370000', trainingKind: 'SYB', amountFen: AMOUNT, validFrom: '2024-01-01' },
    ...(online
      ? [
          {
            courseId: online.id,
            regionCode: '370000',
            trainingKind: 'EYB',
            amountFen: 80_000,
            validFrom: '2024-01-01',
          },
        ]
      : []),
    { courseId: syb.id, regionCode: '370200', trainingKind: 'SYB', amountFen: 120_000, validFrom: '2025-01-01' },
  ]);
  await db.insert(settlementChains).values([
    { regionCode: '370000', levels: ['area', 'city'], publicityDays: 5 },
    { regionCode: '370200', levels: ['area', 'city', 'province'], publicityDays: 3 },
  ]);
  await db.insert(settlementHolidays).values(HOLIDAYS);
  await db.insert(settlementAccounts).values({
    institutionId,
    accountName: DEMO_INSTITUTION_NAME,
    bankName: '中国工商银行济南历下支行',
    accountNo: '1602 0012 0920 0123 456',
  });

  const own = await db.select().from(classes).where(eq(classes.institutionId, institutionId)).orderBy(asc(classes.id));
  const finished = own.filter((c) => c.status === 'finished');
  // Students of the institution's running classes take the extra finished classes' seats (six each).
  const running = own.filter((c) => c.status === 'running').map((c) => c.id);
  const pool = running.length
    ? await db
        .select({ userId: enrolments.userId, name: users.name })
        .from(enrolments)
        .innerJoin(users, eq(users.id, enrolments.userId))
        .where(inArray(enrolments.classId, running))
        .orderBy(asc(enrolments.id))
    : [];
  // Not the named demo accounts (the demo student's running class is the one their walk-throughs use).
  const named = new Set(userIds.values());
  const unique = [...new Map(pool.filter((p) => !named.has(p.userId)).map((p) => [p.userId, p])).values()];

  const step = (claimId: number, at: Date, s: Partial<typeof settlementClaimSteps.$inferInsert>) => ({
    claimId,
    action: 'submit' as const,
    actorName: '',
    role: 'system',
    createdAt: at,
    detail: {},
    ...s,
  });
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

  let year = 2025;
  for (const [i, plan] of PLAN.entries()) {
    const students = unique.slice(i * 6, i * 6 + 6);
    if (students.length < 2) break;
    const endDate = dayFromToday(-plan.ended);
    year = Number(endDate.slice(0, 4));
    const [cls] = await db
      .insert(classes)
      .values({
        institutionId,
        courseId: syb.id,
        name: `${year}年第${11 + i}期SYB创业培训班`,
        regionCode: '370102',
        startDate: dayFromToday(-plan.ended - 11),
        endDate,
        capacity: 30,
        status: 'finished',
        mode: 'mixed',
        place: `${DEMO_INSTITUTION_NAME}二楼多媒体教室`,
        enrolledCount: students.length,
        teacherId,
        trainerId: lookup(userIds, 'trainer'),
      })
      .returning();
    const seats = await db
      .insert(enrolments)
      .values(
        students.map((s) => ({
          classId: cls!.id,
          userId: s.userId,
          courseId: syb.id,
          verified: 1,
          verifiedAt: daysAgo(plan.ended + 10),
        })),
      )
      .returning();
    const submittedAt = daysAgo(plan.ended - 5);
    const struckIndex = plan.status === 'publicity' ? 1 : -1;
    const amounts: number[] = seats.map((_, k) => (k === struckIndex ? 0 : AMOUNT));
    const total = amounts.reduce((a, b) => a + b, 0);
    const publicity =
      plan.status === 'publicity'
        ? { publicityStartsOn: dayFromToday(-1), publicityEndsOn: dayFromToday(6) }
        : plan.status === 'approved' || plan.status === 'paid'
          ? { publicityStartsOn: dayFromToday(-plan.ended + 20), publicityEndsOn: dayFromToday(-plan.ended + 27) }
          : {};
    const [claim] = await db
      .insert(settlementClaims)
      .values({
        classId: cls!.id,
        institutionId,
        regionCode: '370102',
        courseId: syb.id,
        trainingKind: 'SYB',
        classEndDate: endDate,
        status: plan.status,
        chain: ['area', 'city'],
        currentStep: plan.status === 'area_review' ? 'area' : null,
        studentCount: amounts.filter((a) => a > 0).length,
        claimedFen: seats.length * AMOUNT,
        totalFen: total,
        publicityDays: 5,
        ...publicity,
        submittedAt,
        approvedAt: plan.status === 'approved' || plan.status === 'paid' ? daysAgo(plan.ended - 28) : null,
        paidOn: plan.status === 'paid' ? dayFromToday(-plan.ended + 40) : null,
        paidReference: plan.status === 'paid' ? 'JNLX-ZF-2026-0031' : '',
        paidBy: plan.status === 'paid' ? area.id : null,
        returnedReason: plan.status === 'returned' ? '签到表缺少第3天下午的学员签字，请补充后重新提交。' : '',
        returnedAt: plan.status === 'returned' ? daysAgo(plan.ended - 10) : null,
        createdBy: teacherId,
        createdAt: daysAgo(plan.ended - 3),
      })
      .returning();
    await db.insert(settlementClaimStudents).values(
      seats.map((seat, k) => ({
        claimId: claim!.id,
        enrolmentId: seat.id,
        userId: seat.userId,
        studentName: students[k]!.name,
        idCardMasked: `3701**********${String(1000 + k * 37).slice(-4)}`,
        hours: syb.requiredHours,
        requiredHours: syb.requiredHours,
        score: 72 + k * 3,
        eligible: true,
        amountFen: AMOUNT,
        struck: k === struckIndex,
        struckReason: k === struckIndex ? '考勤记录显示该学员缺课两天' : '',
        struckBy: k === struckIndex ? city.id : null,
        struckAt: k === struckIndex ? daysAgo(2) : null,
      })),
    );
    const id = claim!.id;
    const steps = [
      step(id, daysAgo(plan.ended - 3), {
        action: 'create',
        actorId: teacherId,
        actorName: '张慧敏',
        role: 'teacher',
        toStatus: 'draft',
      }),
      step(id, submittedAt, {
        action: 'submit',
        actorId: teacherId,
        actorName: '张慧敏',
        role: 'teacher',
        fromStatus: 'draft',
        toStatus: 'area_review',
      }),
    ];
    if (plan.status === 'returned') {
      steps.push(
        step(id, daysAgo(plan.ended - 10), {
          action: 'return',
          actorId: area.id,
          actorName: area.name,
          role: 'area',
          regionCode: area.region,
          fromStatus: 'area_review',
          toStatus: 'returned',
          reason: '签到表缺少第3天下午的学员签字，请补充后重新提交。',
        }),
      );
    }
    if (plan.status !== 'area_review' && plan.status !== 'returned') {
      steps.push(
        step(id, daysAgo(plan.ended - 12), {
          action: 'approve',
          actorId: area.id,
          actorName: area.name,
          role: 'area',
          regionCode: area.region,
          fromStatus: 'area_review',
          toStatus: 'city_review',
        }),
      );
      if (struckIndex >= 0) {
        steps.push(
          step(id, daysAgo(2), {
            action: 'strike',
            actorId: city.id,
            actorName: city.name,
            role: 'city',
            regionCode: city.region,
            fromStatus: 'city_review',
            toStatus: 'city_review',
            reason: '考勤记录显示该学员缺课两天',
            detail: { enrolment_ids: [seats[struckIndex]!.id] },
          }),
        );
      }
      steps.push(
        step(id, plan.status === 'publicity' ? daysAgo(1) : daysAgo(plan.ended - 20), {
          action: 'approve',
          actorId: city.id,
          actorName: city.name,
          role: 'city',
          regionCode: city.region,
          fromStatus: 'city_review',
          toStatus: 'publicity',
        }),
        step(id, plan.status === 'publicity' ? daysAgo(1) : daysAgo(plan.ended - 20), {
          action: 'publicity_start',
          fromStatus: 'publicity',
          toStatus: 'publicity',
          detail: { ends_on: publicity.publicityEndsOn, days: 5 },
        }),
      );
    }
    if (plan.status === 'approved' || plan.status === 'paid') {
      steps.push(
        step(id, daysAgo(plan.ended - 28), {
          action: 'publicity_end',
          fromStatus: 'publicity',
          toStatus: 'approved',
          detail: { ends_on: publicity.publicityEndsOn },
        }),
      );
    }
    if (plan.status === 'paid') {
      steps.push(
        step(id, daysAgo(plan.ended - 40), {
          action: 'paid',
          actorId: area.id,
          actorName: area.name,
          role: 'area',
          regionCode: area.region,
          fromStatus: 'approved',
          toStatus: 'paid',
          detail: { paid_on: dayFromToday(-plan.ended + 40), reference: 'JNLX-ZF-2026-0031', total_fen: total },
        }),
      );
    }
    await db.insert(settlementClaimSteps).values(steps);
  }

  // The teacher's second finished class: a draft with its roster as eligibility answers it (reasons shown).
  const second = finished[1];
  if (second) {
    const roster = await db
      .select({ id: enrolments.id, userId: enrolments.userId, name: users.name })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .where(eq(enrolments.classId, second.id))
      .orderBy(asc(enrolments.id));
    const [claim] = await db
      .insert(settlementClaims)
      .values({
        classId: second.id,
        institutionId,
        regionCode: second.regionCode,
        courseId: second.courseId,
        trainingKind: 'EYB',
        classEndDate: second.endDate,
        status: 'draft',
        createdBy: teacherId,
      })
      .returning();
    if (roster.length) {
      await db.insert(settlementClaimStudents).values(
        roster.map((r) => ({
          claimId: claim!.id,
          enrolmentId: r.id,
          userId: r.userId,
          studentName: r.name,
          hours: 0,
          requiredHours: online?.requiredHours ?? 0,
          eligible: false,
          reasons: [{ code: 'hours_short' as const, done: 0, required: online?.requiredHours ?? 0 }],
          amountFen: 0,
        })),
      );
    }
    await db.insert(settlementClaimSteps).values({
      claimId: claim!.id,
      action: 'create',
      actorId: teacherId,
      actorName: '张慧敏',
      role: 'teacher',
      toStatus: 'draft',
    });
  }

  // Follow-up contacts with the students of the teacher's first finished class.
  const first = finished[0];
  if (first) {
    const seats = await db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.classId, first.id)))
      .orderBy(asc(enrolments.id))
      .limit(6);
    const ways = ['phone', 'wechat', 'visit'] as const;
    const jobs = ['self_employed', 'employed', 'unemployed'] as const;
    const services = ['介绍创业担保贷款政策', '协助办理营业执照', '推荐参加创业沙龙', ''];
    await db.insert(followupContacts).values(
      seats.slice(0, 5).map((seat, k) => ({
        enrolmentId: seat.id,
        classId: first.id,
        userId: seat.userId,
        institutionId,
        regionCode: first.regionCode,
        contactedOn: dayFromToday(-Math.min(60, 10 + k * 9)),
        way: ways[k % 3]!,
        businessStarted: k % 3 === 0,
        employmentStatus: jobs[k % 3]!,
        serviceGiven: services[k % 4]!,
        createdBy: teacherId,
      })),
    );
    // Their follow-up survey answers (the regions' figures read them): business, work and the services wished for.
    // Not the demo student's (their survey is theirs to answer in the walk-throughs).
    const demoStudent = userIds.get('student');
    const answerers = seats.filter((seat) => seat.userId !== demoStudent).slice(0, 6);
    const answers = answerers.map((seat, k) => ({
      userId: seat.userId,
      isService: 1,
      isBusiness: k % 3 === 0 ? 1 : 0,
      workStatus: [1, 2, 3, 4, 2, 1][k]!,
      businessDirection: [1, 2, 4, 5, 3, 2][k]!,
      serviceType: [[1, 3], [4], [1, 4, 5], [2], [3, 6], [1, 7]][k]!,
    }));
    if (answers.length) {
      await db.insert(surveyAnswers).values(answers).onConflictDoNothing();
      await db
        .update(studentDetails)
        .set({ serviceIsSurvey: 1 })
        .where(
          inArray(
            studentDetails.userId,
            answers.map((a) => a.userId),
          ),
        );
    }
  }
}
