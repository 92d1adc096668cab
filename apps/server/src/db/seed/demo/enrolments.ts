// Demo enrolment world (issue 12): every seeded class gets its trainers, a schedule and its recorded transitions; the
// demo students and about 140 generated ones are enrolled (ID numbers and phones encrypted, seats counted); sign-up
// leads for four areas; a textbook order. The demo teacher's to-do shows something in every card.

import { PERSONAL_DATA_CONSENT_VERSION } from '@etp/contracts';
import { eq } from 'drizzle-orm';
import {
  loginNameColumns,
  maskIdCard,
  maskPhone,
  type PersonalDataCipher,
  phoneColumns,
} from '@/lib/personal-data/index.ts';
import type { Db } from '../../client.ts';
import {
  bookOrders,
  classes,
  classSessions,
  classTrainers,
  classTransitions,
  enrolments,
  leads,
  studentDetails,
  userRoles,
  users,
} from '../../schema/index.ts';
import { REJECT_REASON, type SeededClass } from './classes.ts';
import { DEMO_INSTITUTION_NAME } from './institutions.ts';
import { generator, PeopleFactory } from './people.ts';
import { DEMO_STUDENTS } from './students.ts';
import { DEMO_ACCOUNTS, DEMO_STUDENT_ID_CARD, lookup, type SeedContext } from './users.ts';

const DAY = 86_400_000;
const at = (date: string, hourUtc: number) => new Date(`${date}T${String(hourUtc).padStart(2, '0')}:00:00.000Z`);
const addDays = (date: string, days: number) => new Date(at(date, 0).getTime() + days * DAY).toISOString().slice(0, 10);

/** Seats taken by generated students, as a share of capacity, by status. */
const FILL: Partial<Record<SeededClass['status'], number>> = {
  running: 0.5,
  finished: 0.45,
  approved: 0.15,
  draft: 0.1,
};

function approverOf(regionCode: string): string {
  if (regionCode === '370102') return 'area';
  return regionCode.startsWith('3701') ? 'city' : 'province';
}

async function seedSchedules(db: Db, userIds: Map<string, number>, seeded: SeededClass[]) {
  const now = Date.now();
  await db.insert(classTrainers).values(seeded.map((c) => ({ classId: c.id, userId: c.trainerId })));
  await db.insert(classSessions).values(
    seeded.flatMap((c) => {
      const last = addDays(c.endDate, 0);
      return [
        {
          classId: c.id,
          startsAt: at(c.startDate, 1),
          endsAt: at(c.startDate, 4),
          kind: 'theory' as const,
          place: '二楼多媒体教室',
          trainerId: c.trainerId,
        },
        {
          classId: c.id,
          startsAt: at(addDays(c.startDate, 2), 6),
          endsAt: at(addDays(c.startDate, 2), 9),
          kind: 'live' as const,
          liveUrl: `https://live.etp.example/room/${c.id}`,
          trainerId: c.trainerId,
        },
        {
          classId: c.id,
          startsAt: at(addDays(c.startDate, 4), 1),
          endsAt: at(addDays(c.startDate, 4), 4),
          kind: 'practice' as const,
          place: '创业实训室（沙盘模拟）',
          trainerId: c.trainerId,
        },
        {
          classId: c.id,
          startsAt: at(last, 1),
          endsAt: at(last, 4),
          kind: 'theory' as const,
          place: '二楼多媒体教室',
          trainerId: c.trainerId,
        },
      ];
    }),
  );
  // The recorded history of each class, ending in its seeded status.
  const rows: (typeof classTransitions.$inferInsert)[] = [];
  for (const c of seeded) {
    const approver = lookup(userIds, approverOf(c.regionCode));
    const start = at(c.startDate, 0).getTime();
    const open = c.status === 'approved' || c.status === 'running' || c.status === 'finished';
    const base = open ? start - 20 * DAY : now - 6 * DAY;
    const step = (days: number) => new Date(base + days * DAY);
    rows.push({ classId: c.id, fromStatus: null, toStatus: 'draft', actorId: c.teacherId, createdAt: step(0) });
    if (c.status === 'draft') continue;
    rows.push({ classId: c.id, fromStatus: 'draft', toStatus: 'pending', actorId: c.teacherId, createdAt: step(2) });
    if (c.status === 'pending') continue;
    if (c.status === 'rejected') {
      rows.push({
        classId: c.id,
        fromStatus: 'pending',
        toStatus: 'rejected',
        actorId: approver,
        reason: REJECT_REASON,
        createdAt: step(4),
      });
      continue;
    }
    rows.push({ classId: c.id, fromStatus: 'pending', toStatus: 'approved', actorId: approver, createdAt: step(5) });
    if (c.status === 'approved') continue;
    rows.push({
      classId: c.id,
      fromStatus: 'approved',
      toStatus: 'running',
      actorId: null,
      reason: 'schedule',
      createdAt: new Date(start),
    });
    if (c.status === 'finished')
      rows.push({
        classId: c.id,
        fromStatus: 'running',
        toStatus: 'finished',
        actorId: null,
        reason: 'schedule',
        createdAt: new Date(at(c.endDate, 0).getTime() + DAY),
      });
  }
  await db.insert(classTransitions).values(rows);
}

export async function seedEnrolments(
  db: Db,
  ctx: SeedContext,
  userIds: Map<string, number>,
  seeded: SeededClass[],
): Promise<void> {
  const cipher = ctx.personalData;
  await seedSchedules(db, userIds, seeded);

  // Generated people never get the phone of a demo account.
  const taken = new Set(
    [...DEMO_ACCOUNTS, ...DEMO_STUDENTS.flatMap((s) => (s.account ? [s.account] : []))].map((a) => a.phone),
  );
  const people = new PeopleFactory(taken);
  const rng = generator(7);
  const classById = new Map(seeded.map((c) => [c.id, c]));
  const enrolled = new Map<number, number>();
  const enrolmentRows: (typeof enrolments.$inferInsert)[] = [];

  // Sign-ups come a week before the start; for a class that starts sooner than that (not started yet) they are
  // spread over the last days up to a few minutes ago, so the dashboard's "this week" has sign-ups on any seed day.
  const seededAt = Date.now();
  const signedUpAt = (c: SeededClass, n: number) => {
    const planned = at(c.startDate, 0).getTime() - 8 * DAY;
    if (planned < seededAt - DAY) return new Date(planned);
    return new Date(seededAt - (n % 7) * DAY - ((n * 7) % 50) * 60_000 - 60_000);
  };
  const enrolmentFor = (userId: number, c: SeededClass, verifiedShare: number) => {
    const started = c.status === 'running' || c.status === 'finished';
    const verified = c.status === 'finished' || (started && rng.next() < verifiedShare) ? 1 : 0;
    enrolled.set(c.id, (enrolled.get(c.id) ?? 0) + 1);
    enrolmentRows.push({
      classId: c.id,
      userId,
      courseId: c.courseId,
      verified,
      verifiedAt: verified ? new Date(at(c.startDate, 2).getTime() - DAY) : null,
      verifiedBy: verified ? c.teacherId : null,
      studyStartedAt: started && rng.next() < 0.8 ? at(c.startDate, 3) : null,
      createdBy: c.teacherId,
      createdAt: signedUpAt(c, enrolled.get(c.id) ?? 0),
    });
  };

  // The demo students (already in their classes): real-name data, encrypted, and their enrolment.
  const details = await db
    .select({ userId: studentDetails.userId, classId: studentDetails.classId })
    .from(studentDetails);
  for (const d of details) {
    const c = d.classId !== null ? classById.get(d.classId) : undefined;
    if (!c) continue;
    const [account] = await db.select().from(users).where(eq(users.id, d.userId));
    if (!account) continue;
    const generated = people.person(c.regionCode);
    // The demo `student` has a known ID number: the completion test link is tried with it (docs/exams.md).
    const p = account.username === 'student' ? { ...generated, idCard: DEMO_STUDENT_ID_CARD } : generated;
    await db
      .update(users)
      .set({ idCardMasked: maskIdCard(p.idCard) })
      .where(eq(users.id, d.userId));
    await db
      .update(studentDetails)
      .set({
        idCardCipher: cipher.encrypt(p.idCard),
        idCardHash: cipher.lookupHash(p.idCard),
        gender: p.gender,
        education: p.education,
        household: p.household,
        employment: p.employment,
      })
      .where(eq(studentDetails.userId, d.userId));
    // The demo `student` stays unverified so the teacher's "students to verify" shows them.
    enrolmentFor(d.userId, c, account.username === 'student' ? -1 : 0.7);
  }

  // About 140 generated students.
  for (const c of seeded) {
    const share = FILL[c.status] ?? 0;
    const seats = Math.max(0, Math.round(c.capacity * share) - (enrolled.get(c.id) ?? 0));
    if (seats === 0) continue;
    const institution = lookup(ctx.institutionIds, c.institution);
    const batch = Array.from({ length: seats }, () => people.person(c.regionCode));
    const created = await db
      .insert(users)
      .values(
        // Like students a teacher enrols: they sign in with their phone.
        batch.map((p) => ({
          ...loginNameColumns(cipher, p.phone),
          passwordHash: ctx.passwordHash,
          name: p.name,
          ...phoneColumns(cipher, p.phone),
          idCardMasked: maskIdCard(p.idCard),
          regionCode: c.regionCode,
          institutionId: institution,
          isCompare: c.status === 'finished' || (c.status === 'running' && rng.next() < 0.6) ? 1 : 0,
        })),
      )
      .returning({ id: users.id });
    await db.insert(userRoles).values(created.map((u) => ({ userId: u.id, role: 'student', position: 0 })));
    await db.insert(studentDetails).values(
      created.map((u, i) => {
        const p = batch[i]!;
        return {
          userId: u.id,
          classId: c.id,
          serviceIsSurvey: c.status === 'finished' && rng.next() < 0.6 ? 1 : 0,
          idCardCipher: cipher.encrypt(p.idCard),
          idCardHash: cipher.lookupHash(p.idCard),
          gender: p.gender,
          education: p.education,
          household: p.household,
          employment: p.employment,
        };
      }),
    );
    // In the demo teacher's running classes a few students still wait for verification.
    for (const u of created) enrolmentFor(u.id, c, c.institution === DEMO_INSTITUTION_NAME ? 0.75 : 0.9);
  }
  if (enrolmentRows.length) await db.insert(enrolments).values(enrolmentRows);
  for (const [classId, n] of enrolled)
    await db.update(classes).set({ enrolledCount: n }).where(eq(classes.id, classId));

  await seedLeads(db, people, ctx, cipher, seeded);

  const running = seeded.find((c) => c.institution === DEMO_INSTITUTION_NAME && c.status === 'running');
  if (running)
    await db.insert(bookOrders).values({
      classId: running.id,
      book: '《创办你的企业》学员手册（第三版）',
      quantity: enrolled.get(running.id) ?? 1,
      orderedBy: running.teacherId,
      createdAt: new Date(at(running.startDate, 0).getTime() - 5 * DAY),
    });
}

async function seedLeads(
  db: Db,
  people: PeopleFactory,
  ctx: SeedContext,
  cipher: PersonalDataCipher,
  seeded: SeededClass[],
) {
  const courseIds = [...new Set(seeded.map((c) => c.courseId).filter((id): id is number => id !== null))];
  const plan: { area: string; status: 'new' | 'contacted' | 'unreachable'; daysAgo: number; preferred?: string }[] = [
    { area: '370102', status: 'new', daysAgo: 1 },
    { area: '370102', status: 'new', daysAgo: 2, preferred: DEMO_INSTITUTION_NAME },
    { area: '370102', status: 'new', daysAgo: 3 },
    { area: '370102', status: 'new', daysAgo: 5 },
    { area: '370102', status: 'contacted', daysAgo: 8 },
    { area: '370102', status: 'contacted', daysAgo: 12, preferred: DEMO_INSTITUTION_NAME },
    { area: '370102', status: 'unreachable', daysAgo: 15 },
    { area: '370104', status: 'new', daysAgo: 2 },
    { area: '370104', status: 'contacted', daysAgo: 6 },
    { area: '370202', status: 'new', daysAgo: 1 },
    { area: '370202', status: 'new', daysAgo: 4 },
    { area: '370211', status: 'contacted', daysAgo: 9 },
    { area: '370303', status: 'new', daysAgo: 3 },
  ];
  await db.insert(leads).values(
    plan.map((l, i) => {
      const p = people.person(l.area);
      return {
        name: p.name,
        idCardCipher: cipher.encrypt(p.idCard),
        idCardHash: cipher.lookupHash(p.idCard),
        idCardMasked: maskIdCard(p.idCard),
        phoneCipher: cipher.encrypt(p.phone),
        phoneHash: cipher.lookupHash(p.phone),
        phoneMasked: maskPhone(p.phone),
        regionCode: l.area,
        education: p.education,
        courseId: courseIds[i % courseIds.length] ?? 1,
        institutionId: l.preferred ? lookup(ctx.institutionIds, l.preferred) : null,
        status: l.status,
        consentVersion: PERSONAL_DATA_CONSENT_VERSION,
        createdAt: new Date(Date.now() - l.daysAgo * DAY),
        updatedAt: new Date(Date.now() - l.daysAgo * DAY),
      };
    }),
  );
}
