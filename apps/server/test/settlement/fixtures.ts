// What the settlement tests share: a clean slate (the demo's claims and standards removed), a standard for the demo
// courses, the demo teacher's finished class with its eligible students, and a claim moved along its chain.
import { and, asc, eq } from 'drizzle-orm';
import { classes, enrolments } from '@/db/schema/classes.ts';
import { followupContacts, settlementClaims, settlementStandards } from '@/db/schema/settlement.ts';
import { users } from '@/db/schema/users.ts';
import type { Api, Who } from '../helpers.ts';

export { makeEligible } from '../certificates/fixtures.ts';

export const AMOUNT = 100_000;

/** Removes the demo's claims and standards and sets one standard (SYB, 1,000 yuan, Jinan) for each demo course. */
export async function cleanSlate(api: Api) {
  const db = api.app.db;
  await db.delete(settlementClaims);
  await db.delete(settlementStandards);
  await db.delete(followupContacts);
  const courses = (await api.as('teacher').get('/f/v1/courses')).body.data as { id: number }[];
  for (const c of courses) {
    for (const region of ['370100', '370200']) {
      const res = await api.as('admin').post('/a/v1/settlement-standards', {
        course_id: c.id,
        region_code: region,
        training_kind: 'SYB',
        amount_fen: AMOUNT,
        valid_from: '2020-01-01',
        valid_to: null,
      });
      if (res.status !== 201) throw new Error(`standard: ${res.status} ${JSON.stringify(res.body)}`);
    }
  }
}

/** The finished classes of a demo teacher (oldest first) with their students. */
export async function finishedClasses(api: Api, username = 'teacher') {
  const [teacher] = await api.app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const found = await api.app.db
    .select()
    .from(classes)
    .where(and(eq(classes.teacherId, teacher!.id), eq(classes.status, 'finished')))
    .orderBy(asc(classes.id));
  return Promise.all(
    found.map(async (cls) => ({
      cls,
      roster: await api.app.db
        .select({ id: enrolments.id, userId: enrolments.userId })
        .from(enrolments)
        .where(eq(enrolments.classId, cls.id))
        .orderBy(asc(enrolments.id)),
    })),
  );
}

export async function draft(api: Api, classId: number, who: Who = 'teacher') {
  const res = await api.as(who).post('/f/v1/settlements', { class_id: classId });
  if (res.status !== 201) throw new Error(`draft: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; total_fen: number; students: { enrolment_id: number; eligible: boolean }[] };
}

export async function submitted(api: Api, classId: number, who: Who = 'teacher') {
  const claim = await draft(api, classId, who);
  const res = await api.as(who).post(`/f/v1/settlements/${claim.id}/submit`);
  if (res.status !== 200) throw new Error(`submit: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export const review = (api: Api, who: Who, id: number, body: object) =>
  api.as(who).post(`/a/v1/settlements/${id}/review`, body);

export const claimRow = async (api: Api, id: number) =>
  (await api.app.db.select().from(settlementClaims).where(eq(settlementClaims.id, id)))[0]!;
