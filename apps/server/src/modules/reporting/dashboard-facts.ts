// The dashboard's facts, read from the tables of learning, classes, exams, certificates, students and institutions
// (the reporting module reads every domain and writes nothing): SQL selects the dashboard module folds into its own
// rollup tables (modules/dashboard/rollup.ts), and the full recounts its test compares them with.
import { type SQL, sql } from 'drizzle-orm';
import { certificates } from '@/db/schema/certificates.ts';
import { classes, enrolments } from '@/db/schema/classes.ts';
import { examAttempts, examTests } from '@/db/schema/exams.ts';
import { institutions } from '@/db/schema/institutions.ts';
import { studyLedger } from '@/db/schema/learning.ts';
import { settlementClaims } from '@/db/schema/settlement.ts';
import { surveyAnswers } from '@/db/schema/students.ts';

/** The site's calendar day (UTC+8, no daylight saving) of a timestamp column, as YYYY-MM-DD. */
export const siteDayOf = (column: SQL | unknown): SQL =>
  sql`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/** The highest ledger id now (0 when empty). */
export const ledgerTop = (): SQL => sql`select coalesce(max(${studyLedger.id}), 0)::bigint as top from ${studyLedger}`;

/**
 * Ledger rows to fold: ids in (after, upto] and the listed gap ids, as (id, user_id, class_id, day, seconds, at).
 * class_id 0: credit outside a class.
 */
export const ledgerRows = (after: number, upto: number, gaps: number[]): SQL => sql`
  select l.id, l.user_id, coalesce(l.class_id, 0) as class_id, l.day, l.seconds, l.created_at as at
  from ${studyLedger} l
  where (l.id > ${after} and l.id <= ${upto})${
    gaps.length
      ? sql` or l.id in (${sql.join(
          gaps.map((g) => sql`${g}`),
          sql`, `,
        )})`
      : sql``
  }`;

/** The ids in (after, upto] with no row (not committed yet, or rolled back): the ranges between consecutive ids. */
export const ledgerMissing = (after: number, upto: number): SQL => sql`
  select g::bigint as id from (
    select l.id, lag(l.id, 1, ${after}::int) over (order by l.id) as prev
    from ${studyLedger} l where l.id > ${after} and l.id <= ${upto}
  ) s, generate_series(s.prev + 1, s.id - 1) g
  where s.id - s.prev > 1`;

/** Every class as the figures place it: (class_id, region_code, institution_id, status). */
export const classFacts = (): SQL => sql`
  select ${classes.id} as class_id, ${classes.regionCode} as region_code, ${classes.institutionId} as institution_id,
    ${classes.status} as status
  from ${classes}`;

/**
 * The state counts: (metric, region_code, institution_id, class_id, day, n).
 * - institutions: every institution ('' day);
 * - enrolled: enrolments by the class's region and the day of enrolment;
 * - certified: issued certificates by their own region and institution (as the certificates list scopes them);
 * - followup: those of them whose student answered the follow-up survey;
 * - theory_passed / theory_failed: submitted attempts of theory tests by the class and the day of submission;
 * - subsidy_claimed / _approved / _paid: settlement claims' fen (claimed: submitted and not returned, its claimed
 *   amount; approved: approved or paid, its total; paid: paid), each with the number of claims (`_n`), by the claim's
 *   region, institution and class (as the reviewers' queue scopes them).
 * n sums v: 1 for a count, fen for an amount.
 */
export const stateCounts = (): SQL => sql`
  select metric, region_code, institution_id, class_id, day, sum(v)::bigint as n from (
    select 'institutions' as metric, i.region_code, i.id as institution_id, 0 as class_id, '' as day, 1::bigint as v
      from ${institutions} i
    union all
    select 'enrolled', c.region_code, c.institution_id, e.class_id, ${siteDayOf(sql`e.created_at`)}, 1
      from ${enrolments} e join ${classes} c on c.id = e.class_id
    union all
    select case when exists (select 1 from ${surveyAnswers} s where s.user_id = k.user_id)
        then 'followup' else 'certified_only' end,
      coalesce(k.region_code, ''), coalesce(k.institution_id, 0), coalesce(k.class_id, 0),
      ${siteDayOf(sql`k.created_at`)}, 1
      from ${certificates} k where k.status = 'issued'
    union all
    select case when a.passed = 1 then 'theory_passed' else 'theory_failed' end, c.region_code, c.institution_id,
      c.id, ${siteDayOf(sql`a.submitted_at`)}, 1
      from ${examAttempts} a join ${examTests} t on t.id = a.test_id and t.kind = 'theory'
      join ${classes} c on c.id = t.class_id
      where a.status <> 'in_progress' and a.submitted_at is not null
    union all
    select m.metric, s.region_code, s.institution_id, s.class_id, m.day, m.v
      from ${settlementClaims} s cross join lateral (values
        ('subsidy_claimed', ${siteDayOf(sql`coalesce(s.submitted_at, s.created_at)`)}, s.claimed_fen::bigint,
          s.status not in ('draft', 'returned')),
        ('subsidy_claimed_n', ${siteDayOf(sql`coalesce(s.submitted_at, s.created_at)`)}, 1::bigint,
          s.status not in ('draft', 'returned')),
        ('subsidy_approved', ${siteDayOf(sql`coalesce(s.approved_at, s.updated_at)`)}, s.total_fen::bigint,
          s.status in ('approved', 'paid')),
        ('subsidy_approved_n', ${siteDayOf(sql`coalesce(s.approved_at, s.updated_at)`)}, 1::bigint,
          s.status in ('approved', 'paid')),
        ('subsidy_paid', coalesce(s.paid_on::text, ''), s.total_fen::bigint, s.status = 'paid'),
        ('subsidy_paid_n', coalesce(s.paid_on::text, ''), 1::bigint, s.status = 'paid')
      ) as m(metric, day, v, counted)
      where m.counted
  ) f group by metric, region_code, institution_id, class_id, day`;

/** The recount of credited seconds per class and day, straight from the ledger (tests and checks only). */
export const studyRecount = (): SQL => sql`
  select coalesce(l.class_id, 0) as class_id, l.day, sum(l.seconds)::bigint as seconds
  from ${studyLedger} l group by 1, 2`;

/** The same per region, institution and day, placed as the classes are now ('' and 0 outside a class). */
export const studyDaysRecount = (): SQL => sql`
  select coalesce(c.region_code, '') as region_code, coalesce(c.institution_id, 0) as institution_id, r.day,
    sum(r.seconds)::bigint as seconds
  from (${studyRecount()}) r left join (${classFacts()}) c on c.class_id = r.class_id
  group by 1, 2, 3 having sum(r.seconds) <> 0`;
