// The dashboard-rollup job's round (docs/dashboard.md): in one repeatable-read transaction, so every statement sees
// the same committed rows,
// 1. regroups the classes (region, institution, status) and the state counts (institutions, enrolments, issued
//    certificates and follow-up answers, theory attempts) into dashboard_classes and dashboard_counts (and its totals
//    per region and institution, dashboard_count_totals): a merge that deletes the rows a recount no longer has and
//    writes only the rows whose count changed; a class whose region or institution changed carries its folded study
//    rows along (in dashboard_study and dashboard_study_days);
// 2. folds the learning ledger in by id: the rows above the mark and the gaps (ids below it that were not committed
//    when last folded: a transaction still open, or one rolled back, forgotten after GAP_TTL_MS) are added to
//    dashboard_study (seconds per class and site day), dashboard_study_days (the same per region, institution and
//    day) and dashboard_recent (each student's last credit); the ledger is append-only, so each row is folded
//    exactly once and nothing else of it is read.
// The ledger's reads and the recounts are SQL from modules/reporting; the tables written here are the dashboard's.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client.ts';
import { rowsOf } from '@/db/migrate.ts';
import { classFacts, ledgerMissing, ledgerRows, ledgerTop, stateCounts } from '@/modules/reporting/index.ts';

/** A gap older than this is a rolled-back id (no heartbeat's transaction lasts minutes): it is forgotten. */
export const GAP_TTL_MS = 10 * 60_000;
/** dashboard_recent keeps a student's last credit this long ("studying now" looks at the last few minutes). */
const RECENT_KEEP = '1 hour';
const MARK = 'ledger';

export interface FoldReport {
  /** Ledger rows folded this round. */
  rows: number;
  /** The highest ledger id folded so far. */
  lastId: number;
  /** Ids below it still waited for. */
  gaps: number;
}

async function regroupClasses(tx: Tx): Promise<void> {
  const [moved] = rowsOf<{ n: string | number }>(
    await tx.execute(sql`
    with fresh as (${classFacts()}),
    gone as (
      delete from dashboard_classes d where not exists (select 1 from fresh f where f.class_id = d.class_id)
    ),
    changed as (
      insert into dashboard_classes (class_id, region_code, institution_id, status)
      select class_id, region_code, institution_id, status from fresh
      on conflict (class_id) do update
        set region_code = excluded.region_code, institution_id = excluded.institution_id, status = excluded.status
        where (dashboard_classes.region_code, dashboard_classes.institution_id, dashboard_classes.status)
          is distinct from (excluded.region_code, excluded.institution_id, excluded.status)
      returning class_id, region_code, institution_id
    ),
    moved_recent as (
      update dashboard_recent r set region_code = c.region_code, institution_id = c.institution_id
      from changed c where r.class_id = c.class_id
        and (r.region_code <> c.region_code or r.institution_id <> c.institution_id)
    ),
    -- A moved class's study rows as they were (the statement's snapshot), with where they go.
    carried as (
      select s.day, s.seconds, s.region_code as old_region, s.institution_id as old_institution,
        c.region_code, c.institution_id
      from dashboard_study s join changed c on c.class_id = s.class_id
      where s.region_code <> c.region_code or s.institution_id <> c.institution_id
    ),
    moved as (
      update dashboard_study s set region_code = c.region_code, institution_id = c.institution_id
      from changed c where s.class_id = c.class_id
        and (s.region_code <> c.region_code or s.institution_id <> c.institution_id)
    ),
    -- Their seconds leave the old (region, institution, day) of dashboard_study_days and join the new one: one
    -- change per key, so each row is written once.
    delta as (
      select region_code, institution_id, day, sum(v)::bigint as v from (
        select old_region as region_code, old_institution as institution_id, day, -seconds as v from carried
        union all
        select region_code, institution_id, day, seconds from carried
      ) d group by 1, 2, 3 having sum(v) <> 0
    ),
    days as (
      insert into dashboard_study_days (region_code, institution_id, day, seconds)
      select region_code, institution_id, day, v from delta
      on conflict (region_code, institution_id, day) do update
        set seconds = dashboard_study_days.seconds + excluded.seconds
    )
    select count(*) as n from carried`),
  );
  // A key all of whose classes moved away is left at 0: gone, as a recount would not have it.
  if (Number(moved?.n ?? 0) > 0) await tx.execute(sql`delete from dashboard_study_days where seconds = 0`);
}

async function regroupCounts(tx: Tx): Promise<void> {
  await tx.execute(sql`
    with fresh as (${stateCounts()}),
    gone as (
      delete from dashboard_counts d where not exists (
        select 1 from fresh f where f.metric = d.metric and f.region_code = d.region_code
          and f.institution_id = d.institution_id and f.class_id = d.class_id and f.day = d.day)
    )
    insert into dashboard_counts (metric, region_code, institution_id, class_id, day, n)
    select metric, region_code, institution_id, class_id, day, n from fresh
    on conflict (metric, region_code, institution_id, class_id, day) do update set n = excluded.n
      where dashboard_counts.n <> excluded.n`);
  // Their totals per region and institution, regrouped the same way from what was just written (the transaction
  // sees its own writes): a few thousand rows, rewritten only where a total changed.
  await tx.execute(sql`
    with fresh as (
      select metric, region_code, institution_id, sum(n)::bigint as n from dashboard_counts group by 1, 2, 3
    ),
    gone as (
      delete from dashboard_count_totals d where not exists (
        select 1 from fresh f
        where f.metric = d.metric and f.region_code = d.region_code and f.institution_id = d.institution_id)
    )
    insert into dashboard_count_totals (metric, region_code, institution_id, n)
    select metric, region_code, institution_id, n from fresh
    on conflict (metric, region_code, institution_id) do update set n = excluded.n
      where dashboard_count_totals.n <> excluded.n`);
}

async function foldLedger(tx: Tx, now: number): Promise<FoldReport> {
  await tx.execute(sql`insert into dashboard_marks (name) values (${MARK}) on conflict (name) do nothing`);
  const [mark] = rowsOf<{ last_id: string | number; gaps: [number, number][] }>(
    await tx.execute(sql`select last_id, gaps from dashboard_marks where name = ${MARK} for update`),
  );
  const last = Number(mark?.last_id ?? 0);
  const gaps = mark?.gaps ?? [];
  const [topRow] = rowsOf<{ top: string | number }>(await tx.execute(ledgerTop()));
  const top = Math.max(last, Number(topRow?.top ?? 0));
  const gapIds = gaps.map(([id]) => id);
  if (top === last && gapIds.length === 0) return { rows: 0, lastId: last, gaps: 0 };

  const folded = rowsOf<{ id: number }>(
    await tx.execute(sql`
      with src as (${ledgerRows(last, top, gapIds)}),
      agg as (select class_id, day, sum(seconds)::bigint as s from src group by class_id, day),
      study as (
        insert into dashboard_study (class_id, day, region_code, institution_id, seconds)
        select a.class_id, a.day, coalesce(c.region_code, ''), coalesce(c.institution_id, 0), a.s
        from agg a left join dashboard_classes c on c.class_id = a.class_id
        on conflict (class_id, day) do update set seconds = dashboard_study.seconds + excluded.seconds
      ),
      -- The same seconds by region, institution and day (as dashboard_study places them: a class's, else '' and 0).
      study_days as (
        insert into dashboard_study_days (region_code, institution_id, day, seconds)
        select coalesce(c.region_code, ''), coalesce(c.institution_id, 0), a.day, sum(a.s)::bigint
        from agg a left join dashboard_classes c on c.class_id = a.class_id
        group by 1, 2, 3
        on conflict (region_code, institution_id, day) do update
          set seconds = dashboard_study_days.seconds + excluded.seconds
      ),
      recent as (
        insert into dashboard_recent (user_id, class_id, region_code, institution_id, last_at)
        select distinct on (s.user_id) s.user_id, s.class_id, coalesce(c.region_code, ''),
          coalesce(c.institution_id, 0), s.at
        from src s left join dashboard_classes c on c.class_id = s.class_id
        order by s.user_id, s.at desc
        on conflict (user_id) do update
          set class_id = excluded.class_id, region_code = excluded.region_code,
            institution_id = excluded.institution_id, last_at = excluded.last_at
          where excluded.last_at >= dashboard_recent.last_at
      )
      select id from src where id <= ${last}`),
  );
  const [counted] = rowsOf<{ n: string | number }>(
    await tx.execute(sql`select count(*) as n from (${ledgerRows(last, top, [])}) r`),
  );
  const seen = new Set(folded.map((r) => Number(r.id)));
  const missing = top > last ? rowsOf<{ id: string | number }>(await tx.execute(ledgerMissing(last, top))) : [];
  const nextGaps: [number, number][] = [
    ...gaps.filter(([id, since]) => !seen.has(id) && now - since < GAP_TTL_MS),
    ...missing.map((r): [number, number] => [Number(r.id), now]),
  ];
  await tx.execute(sql`
    update dashboard_marks set last_id = ${top}, gaps = ${JSON.stringify(nextGaps)}::jsonb
    where name = ${MARK}`);
  await tx.execute(sql`delete from dashboard_recent where last_at < now() - ${RECENT_KEEP}::interval`);
  return { rows: Number(counted?.n ?? 0) + seen.size, lastId: top, gaps: nextGaps.length };
}

/** One round of the job: the state regrouped, then the new ledger rows folded in. */
export async function foldDashboard(db: Db, now = Date.now()): Promise<FoldReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    await regroupClasses(tx);
    await regroupCounts(tx);
    const report = await foldLedger(tx, now);
    // Every round marks the time it folded: the answers computed before it are stale (service.ts).
    await tx.execute(sql`update dashboard_marks set folded_at = clock_timestamp() where name = ${MARK}`);
    return report;
  });
}
