// What the settlement domain reads of other domains, read-only: the ID-number hash the duplicate check compares people
// by (students), an enrolment's class and place (classes), the teacher's follow-up to-do and the regions' follow-up
// survey figures (classes, students' survey answers, dictionaries and settlement's own follow-up contacts).
import { FOLLOWUP_MONTHS, type SurveyFigureRow, siteDay } from '@etp/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { rowsOf } from '@/db/migrate.ts';
import { classes, enrolments, studentDetails } from '@/db/schema/classes.ts';
import { dictItems } from '@/db/schema/dicts.ts';
import { institutions } from '@/db/schema/institutions.ts';
import { regions } from '@/db/schema/regions.ts';
import { followupContacts } from '@/db/schema/settlement.ts';
import { surveyAnswers } from '@/db/schema/students.ts';
import { users } from '@/db/schema/users.ts';
import type { Actor } from '@/plugins/actor.ts';
import { scopeCondition } from '@/plugins/scope.ts';

/** The keyed ID-number hash of each student that has one. */
export async function idCardHashes(db: Db, userIds: readonly number[]): Promise<Map<number, string>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: studentDetails.userId, hash: studentDetails.idCardHash })
    .from(studentDetails)
    .where(inArray(studentDetails.userId, [...userIds]));
  return new Map(rows.filter((r) => r.hash).map((r) => [r.userId, r.hash!]));
}

export interface EnrolmentPlace {
  enrolmentId: number;
  userId: number;
  studentName: string;
  classId: number;
  className: string;
  classStatus: string;
  classEndDate: string | null;
  institutionId: number;
  regionCode: string;
}

/** An enrolment with its class, when the caller sees the class (the classes' scope); null otherwise. */
export async function enrolmentPlace(db: Db, actor: Actor, enrolmentId: number): Promise<EnrolmentPlace | null> {
  const [row] = await db
    .select({
      enrolmentId: enrolments.id,
      userId: enrolments.userId,
      studentName: users.name,
      classId: classes.id,
      className: classes.name,
      classStatus: classes.status,
      classEndDate: classes.endDate,
      institutionId: classes.institutionId,
      regionCode: classes.regionCode,
    })
    .from(enrolments)
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(
      and(
        eq(enrolments.id, enrolmentId),
        scopeCondition(actor.scope, { regionCode: classes.regionCode, institutionId: classes.institutionId }),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The last day of the follow-up window of a class that ended on `endDate`. */
export function followupEnds(endDate: string): string {
  const [y, m, d] = endDate.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y, m - 1 + FOLLOWUP_MONTHS, d));
  return end.toISOString().slice(0, 10);
}

/**
 * The teacher's follow-up to-do: students of the institution's finished classes still in their 6 months whose last
 * contact is before this month (or none).
 */
export async function followupTodo(db: Db, actor: Actor, today = siteDay()) {
  const monthStart = `${today.slice(0, 7)}-01`;
  const rows = rowsOf<{
    enrolment_id: number;
    class_id: number;
    class_name: string;
    student_name: string;
    class_end_date: string;
    last_contact: string | null;
  }>(
    await db.execute(sql`
      select ${enrolments.id} as enrolment_id, ${classes.id} as class_id, ${classes.name} as class_name,
             ${users.name} as student_name, ${classes.endDate}::text as class_end_date,
             (select max(f.contacted_on)::text from ${followupContacts} f where f.enrolment_id = ${enrolments.id}) as last_contact
      from ${enrolments}
      join ${classes} on ${classes.id} = ${enrolments.classId}
      join ${users} on ${users.id} = ${enrolments.userId}
      where ${classes.status} = 'finished' and ${classes.endDate} is not null
        and ${classes.endDate} <= ${today}::date
        and ${classes.endDate} + interval '${sql.raw(String(FOLLOWUP_MONTHS))} months' >= ${today}::date
        and ${scopeCondition(actor.scope, { regionCode: classes.regionCode, institutionId: classes.institutionId })}
        and not exists (select 1 from ${followupContacts} f where f.enrolment_id = ${enrolments.id} and f.contacted_on >= ${monthStart}::date)
      order by ${classes.endDate} desc, ${enrolments.id}
      limit 500`),
  );
  return rows;
}

const EMPLOYED_WORK_STATUSES = [1, 2, 3];

/**
 * The follow-up figures of finished classes in the caller's scope, grouped by region (area), institution or class:
 * students, survey answers, business started and employed (by the survey, or by the latest contact), contacts made;
 * and the wished services counted from the survey's SERVICE_STUDENT_TYPE dictionary.
 */
export async function surveyFigures(db: Db, actor: Actor, by: 'region' | 'institution' | 'class') {
  const scope = scopeCondition(actor.scope, { regionCode: classes.regionCode, institutionId: classes.institutionId });
  const key =
    by === 'region'
      ? sql`${classes.regionCode}`
      : by === 'institution'
        ? sql`${classes.institutionId}::text`
        : sql`${classes.id}::text`;
  const name =
    by === 'region'
      ? sql`(select r.name from ${regions} r where r.code = ${classes.regionCode})`
      : by === 'institution'
        ? sql`(select i.name from ${institutions} i where i.id = ${classes.institutionId})`
        : sql`${classes.name}`;
  const latest = sql`(select f.business_started from ${followupContacts} f where f.enrolment_id = ${enrolments.id} order by f.contacted_on desc, f.id desc limit 1)`;
  const latestJob = sql`(select f.employment_status from ${followupContacts} f where f.enrolment_id = ${enrolments.id} order by f.contacted_on desc, f.id desc limit 1)`;
  const rows = await db
    .select({
      key: sql<string>`${key}`,
      name: sql<string>`coalesce(max(${name}), '')`,
      students: sql<number>`count(*)::int`,
      answered: sql<number>`count(${surveyAnswers.id})::int`,
      business_started: sql<number>`count(*) filter (where ${surveyAnswers.isBusiness} = 1 or ${latest} = true)::int`,
      employed: sql<number>`count(*) filter (where ${surveyAnswers.workStatus} in (${sql.join(
        EMPLOYED_WORK_STATUSES.map((v) => sql`${v}`),
        sql`, `,
      )}) or ${latestJob} in ('employed', 'self_employed'))::int`,
      contacts: sql<number>`count(*) filter (where exists (select 1 from ${followupContacts} f where f.enrolment_id = ${enrolments.id}))::int`,
    })
    .from(enrolments)
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .leftJoin(surveyAnswers, eq(surveyAnswers.userId, enrolments.userId))
    .where(and(eq(classes.status, 'finished'), scope))
    .groupBy(key)
    .orderBy(key);
  const services = rowsOf<{ code: string; label: string; label_en: string; count: number }>(
    await db.execute(sql`
      select d.value::text as code, d.label, d.label_en, count(a.id)::int as count
      from ${dictItems} d
      left join (
        select sa.id, sa.service_type from ${surveyAnswers} sa
        join ${enrolments} e on e.user_id = sa.user_id
        join ${classes} on ${classes.id} = e.class_id
        where ${classes.status} = 'finished' and ${scope}
      ) a on d.value = any(a.service_type)
      where d.code = 'SERVICE_STUDENT_TYPE'
      group by d.value, d.label, d.label_en, d.order_num
      order by d.order_num, d.value`),
  );
  const totals: SurveyFigureRow = {
    key: 'all',
    name: '',
    students: 0,
    answered: 0,
    business_started: 0,
    employed: 0,
    contacts: 0,
  };
  for (const r of rows) {
    totals.students += r.students;
    totals.answered += r.answered;
    totals.business_started += r.business_started;
    totals.employed += r.employed;
    totals.contacts += r.contacts;
  }
  return { rows: rows as SurveyFigureRow[], services, totals };
}
