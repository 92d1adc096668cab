// The dashboard's figures, read from its rollups only (never the ledger): the caller's scope is a condition on the
// rollups' region, institution and class columns (a trainer: the classes they teach, through the classes module).
import {
  type BigScreen,
  CERTIFICATES_API,
  type CityFigure,
  CLASS_STATUSES,
  CLASSES_API,
  type ClassStatus,
  DASHBOARD_FOLD_EVERY_MS,
  DASHBOARD_RANKING_DAYS,
  DASHBOARD_RANKING_SIZE,
  DASHBOARD_TREND_WEEKS,
  type DashboardFigure,
  type DashboardHome,
  ENROLMENTS_API,
  type FigureList,
  INSTITUTIONS_API,
  type LiveCounters,
  type RankRow,
  type Role,
  SETTLEMENT_API,
  STUDYING_NOW_MINUTES,
  siteDay,
  siteWeek,
  type TrendPoint,
} from '@etp/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { rowsOf } from '@/db/migrate.ts';
import {
  dashboardClasses,
  dashboardCounts,
  dashboardCountTotals,
  dashboardRecent,
  dashboardStudy,
  dashboardStudyDays,
} from '@/db/schema/dashboard.ts';
import { inClassScope } from '@/modules/classes/index.ts';
import { institutionNameOf } from '@/modules/institutions/index.ts';
import { regionNameOf } from '@/modules/regions/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { scopeCondition } from '@/plugins/scope.ts';

const CERTIFIED = ['certified_only', 'followup'];
const DAY_MS = 86_400_000;
const hoursOf = (seconds: number) => Math.round((seconds / 3600) * 10) / 10;
const num = (v: unknown) => Number(v ?? 0);

/** Who reads which list a figure clicks through to (the lists' own access rules). */
const LIST_READERS: Record<string, readonly Role[]> = {
  institutions: ['admin', 'province', 'city', 'area'],
  classes: ['admin', 'teacher', 'trainer', 'province', 'city', 'area'],
  enrolled: ['admin', 'teacher', 'province', 'city', 'area'],
  certified: ['admin', 'province', 'city', 'area'],
  subsidy: ['admin', 'province', 'city', 'area'],
};
const SUBSIDY = ['subsidy_claimed', 'subsidy_approved', 'subsidy_paid'] as const;
/** The reviewers' queue filtered to the claims each subsidy figure counts (its `of`). */
const SUBSIDY_LIST: Record<(typeof SUBSIDY)[number], Record<string, string>> = {
  subsidy_claimed: { stage: 'claimed' },
  subsidy_approved: { stage: 'approved' },
  subsidy_paid: { status: 'paid' },
};

/** Answers kept per scope and kind; a fold makes them stale. Bounded: the oldest goes first. */
const CACHE_MAX = 2000;

/**
 * The figures change only when the rollup job folds (once a minute): an answer is computed once per scope, kind,
 * site day and fold, and shared by every caller of that scope until the next fold (concurrent callers share the one
 * computation). A fold on any instance reaches every instance through the `dashboard-folded` broadcast (bump()); an
 * answer older than a fold period is computed again in any case, so a missed message costs at most one period.
 */
export class DashboardService {
  private readonly answers = new Map<string, { version: number; at: number; value: Promise<unknown> }>();
  private folds = 0;

  constructor(private readonly db: Db) {}

  /** A fold happened (here or on another instance): every answer is stale. */
  bump(): void {
    this.folds++;
  }

  private scopeKey(actor: Actor): string {
    if (actor.role === 'trainer') return `trainer:${actor.userId}`;
    const s = actor.scope;
    if (actor.role === 'student') return 'none';
    if (s.level === 'all') return 'all';
    if (s.level === 'region') return `region:${s.prefix}`;
    if (s.level === 'institution') return `institution:${s.institutionId}`;
    return `self:${s.userId}`;
  }

  private cached<T>(actor: Actor, kind: string, now: number, compute: () => Promise<T>): Promise<T> {
    const key = `${kind}|${this.scopeKey(actor)}|${siteDay(now)}`;
    const version = this.folds;
    const hit = this.answers.get(key);
    if (hit && hit.version === version && Date.now() - hit.at < DASHBOARD_FOLD_EVERY_MS) return hit.value as Promise<T>;
    const value = compute();
    this.answers.delete(key);
    this.answers.set(key, { version, at: Date.now(), value });
    value.catch(() => this.answers.delete(key));
    if (this.answers.size > CACHE_MAX) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    return value;
  }

  /** The caller's part of a rollup: region or institution scope; a trainer only the classes they teach. */
  scoped(actor: Actor, table: { regionCode: unknown; institutionId: unknown; classId: unknown }): SQL {
    const c = table as { regionCode: never; institutionId: never; classId: never };
    if (actor.role === 'trainer') return inClassScope(actor, c.classId);
    if (actor.role === 'student') return sql`false`;
    return scopeCondition(actor.scope, { regionCode: c.regionCode, institutionId: c.institutionId });
  }

  /**
   * Where the caller's credited seconds are read: a trainer's classes in dashboard_study (per class and day, by its
   * key), every other scope in dashboard_study_days (the classes summed per region, institution and day: 25 times
   * fewer rows on a province's data). `inClass` leaves out credit outside any class.
   */
  private study(actor: Actor): { from: SQL; where: SQL; inClass: SQL } {
    if (actor.role === 'trainer' || actor.role === 'student')
      return { from: sql`${dashboardStudy}`, where: this.scoped(actor, dashboardStudy), inClass: sql`class_id <> 0` };
    return {
      from: sql`${dashboardStudyDays}`,
      where: scopeCondition(actor.scope, {
        regionCode: dashboardStudyDays.regionCode,
        institutionId: dashboardStudyDays.institutionId,
      }),
      inClass: sql`institution_id <> 0`,
    };
  }

  /**
   * Where the caller's all-time counts are read: a trainer's classes in dashboard_counts, every other scope in
   * dashboard_count_totals (per metric, region and institution: no class, no day).
   */
  private totals(actor: Actor): { from: SQL; where: SQL } {
    if (actor.role === 'trainer' || actor.role === 'student')
      return { from: sql`${dashboardCounts}`, where: this.scoped(actor, dashboardCounts) };
    return {
      from: sql`${dashboardCountTotals}`,
      where: scopeCondition(actor.scope, {
        regionCode: dashboardCountTotals.regionCode,
        institutionId: dashboardCountTotals.institutionId,
      }),
    };
  }

  private list(actor: Actor, kind: string, api: string, query: Record<string, string> = {}): FigureList {
    return LIST_READERS[kind]?.includes(actor.role) ? { api, query } : null;
  }

  /** The metrics' sums in the caller's scope: all time (from the totals), or since a day (from the daily counts). */
  private async counts(actor: Actor, metrics: string[], since?: string): Promise<Map<string, number>> {
    const source = since
      ? { from: sql`${dashboardCounts}`, where: sql`${this.scoped(actor, dashboardCounts)} and day >= ${since}` }
      : this.totals(actor);
    const rows = rowsOf<{ metric: string; n: string }>(
      await this.db.execute(sql`
        select metric, sum(n) as n from ${source.from}
        where metric in (${sql.join(
          metrics.map((m) => sql`${m}`),
          sql`, `,
        )}) and ${source.where}
        group by 1`),
    );
    return new Map(rows.map((r) => [r.metric, num(r.n)]));
  }

  private async seconds(actor: Actor, since: string): Promise<number> {
    const study = this.study(actor);
    const [row] = rowsOf<{ s: string | null }>(
      await this.db.execute(sql`
        select sum(seconds) as s from ${study.from} where day >= ${since} and ${study.where}`),
    );
    return num(row?.s);
  }

  private async studyingNow(actor: Actor): Promise<number> {
    const [row] = rowsOf<{ n: string }>(
      await this.db.execute(sql`
        select count(*) as n from ${dashboardRecent}
        where ${dashboardRecent.lastAt} > now() - ${`${STUDYING_NOW_MINUTES} minutes`}::interval
          and ${this.scoped(actor, dashboardRecent)}`),
    );
    return num(row?.n);
  }

  private async asOf(): Promise<string | null> {
    const [row] = rowsOf<{ at: string | Date | null }>(
      await this.db.execute(sql`select folded_at as at from dashboard_marks where name = 'ledger'`),
    );
    return row?.at ? new Date(row.at).toISOString() : null;
  }

  home(actor: Actor, now = Date.now()): Promise<DashboardHome> {
    return this.cached(actor, 'home', now, () => this.computeHome(actor, now));
  }

  bigScreen(actor: Actor, now = Date.now()): Promise<BigScreen> {
    return this.cached(actor, 'bigScreen', now, () => this.computeBigScreen(actor, now));
  }

  counters(actor: Actor, now = Date.now()): Promise<LiveCounters> {
    return this.cached(actor, 'counters', now, () => this.computeCounters(actor, now));
  }

  private async computeHome(actor: Actor, now: number): Promise<DashboardHome> {
    const week = siteWeek(now);
    const [counts, weekSeconds, studying, classes, trends, rankings, asOf] = await Promise.all([
      this.counts(actor, [
        'institutions',
        'enrolled',
        'theory_passed',
        'theory_failed',
        ...CERTIFIED,
        ...SUBSIDY,
        ...SUBSIDY.map((m) => `${m}_n`),
      ]),
      this.seconds(actor, week),
      this.studyingNow(actor),
      this.classesByStatus(actor),
      this.weeklyTrends(actor, now),
      this.rankings(actor, now),
      this.asOf(),
    ]);
    const n = (m: string) => counts.get(m) ?? 0;
    const certified = n('certified_only') + n('followup');
    const sat = n('theory_passed') + n('theory_failed');
    const rate = (part: number, of: number) => (of === 0 ? 0 : Math.round((part / of) * 1000) / 1000);
    const figures: DashboardFigure[] = [];
    if (actor.role !== 'trainer')
      figures.push({
        key: 'institutions',
        value: n('institutions'),
        of: null,
        list: this.list(actor, 'institutions', INSTITUTIONS_API.list),
      });
    figures.push(
      { key: 'enrolled', value: n('enrolled'), of: null, list: this.list(actor, 'enrolled', ENROLMENTS_API.list) },
      { key: 'studying_now', value: studying, of: null, list: null },
      {
        key: 'certified',
        value: certified,
        of: null,
        list: this.list(actor, 'certified', CERTIFICATES_API.list, { status: 'issued' }),
      },
      { key: 'hours_week', value: hoursOf(weekSeconds), of: null, list: null },
      { key: 'theory_pass_rate', value: rate(n('theory_passed'), sat), of: sat, list: null },
      { key: 'followup_rate', value: rate(n('followup'), certified), of: certified, list: null },
    );
    // Subsidy amounts in fen, each with its number of claims: the reviewers' queue of those claims.
    for (const key of SUBSIDY)
      figures.push({
        key,
        value: n(key),
        of: n(`${key}_n`),
        list: this.list(actor, 'subsidy', SETTLEMENT_API.queue, SUBSIDY_LIST[key]),
      });
    return { as_of: asOf, figures, classes, trends, rankings };
  }

  async classesByStatus(actor: Actor): Promise<DashboardHome['classes']> {
    const rows = rowsOf<{ status: ClassStatus; n: string }>(
      await this.db.execute(sql`
        select ${dashboardClasses.status} as status, count(*) as n from ${dashboardClasses}
        where ${this.scoped(actor, dashboardClasses)} group by 1`),
    );
    const by = new Map(rows.map((r) => [r.status, num(r.n)]));
    return CLASS_STATUSES.map((status) => ({
      status,
      value: by.get(status) ?? 0,
      list: this.list(actor, 'classes', CLASSES_API.list, { status }),
    }));
  }

  /** Hours, new enrolments and certificates per week (Monday, site time), the last DASHBOARD_TREND_WEEKS. */
  async weeklyTrends(actor: Actor, now = Date.now()): Promise<TrendPoint[]> {
    const weeks = Array.from({ length: DASHBOARD_TREND_WEEKS }, (_, i) =>
      siteWeek(now - (DASHBOARD_TREND_WEEKS - 1 - i) * 7 * DAY_MS),
    );
    return this.trends(actor, weeks, (day) => siteWeek(Date.parse(`${day}T12:00:00Z`)));
  }

  /** The same per day, the last `days`. */
  async dailyTrends(actor: Actor, days: number, now = Date.now()): Promise<TrendPoint[]> {
    const list = Array.from({ length: days }, (_, i) => siteDay(now, i - days + 1));
    return this.trends(actor, list, (day) => day);
  }

  /**
   * Hours, sign-ups and certificates per point: the rollups are summed per day in SQL (a hash of at most a few
   * hundred days, nothing computed per row) and the days put in their point (`pointOf`: the day, or its Monday) here.
   */
  private async trends(actor: Actor, points: string[], pointOf: (day: string) => string): Promise<TrendPoint[]> {
    const from = points[0] ?? siteDay();
    const source = this.study(actor);
    const [study, counts] = await Promise.all([
      this.db.execute(sql`
        select day, sum(seconds) as s from ${source.from}
        where day >= ${from} and ${source.where} group by 1`),
      this.db.execute(sql`
        select day, metric, sum(n) as n from ${dashboardCounts}
        where metric in ('enrolled', 'certified_only', 'followup') and day >= ${from}
          and ${this.scoped(actor, dashboardCounts)} group by 1, 2`),
    ]);
    const add = (into: Map<string, number>, day: string, n: number) => {
      const at = pointOf(day);
      into.set(at, (into.get(at) ?? 0) + n);
    };
    const hours = new Map<string, number>();
    for (const r of rowsOf<{ day: string; s: string }>(study)) add(hours, r.day, num(r.s));
    const enrolled = new Map<string, number>();
    const certified = new Map<string, number>();
    for (const r of rowsOf<{ day: string; metric: string; n: string }>(counts))
      add(r.metric === 'enrolled' ? enrolled : certified, r.day, num(r.n));
    return points.map((at) => ({
      at,
      hours: hoursOf(hours.get(at) ?? 0),
      enrolled: enrolled.get(at) ?? 0,
      certified: certified.get(at) ?? 0,
    }));
  }

  /** Areas and institutions by credited hours in the last DASHBOARD_RANKING_DAYS days, with their totals. */
  async rankings(actor: Actor, now = Date.now()): Promise<DashboardHome['rankings']> {
    const since = siteDay(now, -DASHBOARD_RANKING_DAYS + 1);
    const study = this.study(actor);
    const totals = this.totals(actor);
    const rank = async (key: 'region_code' | 'institution_id'): Promise<RankRow[]> => {
      // Grouped by the column itself (an integer, or a code compared byte by byte): no cast and no locale-aware
      // comparison per row; the code is made text for the answer only.
      const keyCol = key === 'region_code' ? sql`region_code collate "C"` : sql`institution_id`;
      const name = key === 'region_code' ? regionNameOf(sql`rk.key`) : institutionNameOf(sql`rk.key`);
      const rows = rowsOf<{ code: string; name: string | null; s: string; e: string; c: string }>(
        await this.db.execute(sql`
          with s as (
            select ${keyCol} as key, sum(seconds) as s from ${study.from}
            where day >= ${since} and ${study.inClass} and ${study.where} group by 1
            order by 2 desc limit ${DASHBOARD_RANKING_SIZE}
          ),
          c as (
            select ${keyCol} as key,
              sum(n) filter (where metric = 'enrolled') as e,
              sum(n) filter (where metric in ('certified_only', 'followup')) as c
            from ${totals.from} where ${keyCol} in (select key from s)
              and metric in ('enrolled', 'certified_only', 'followup') and ${totals.where} group by 1
          )
          select rk.key::text as code, ${name} as name, rk.s, coalesce(c.e, 0) as e, coalesce(c.c, 0) as c
          from s rk left join c on c.key = rk.key order by rk.s desc`),
      );
      return rows.map((r) => ({
        code: r.code,
        name: r.name ?? r.code,
        hours: hoursOf(num(r.s)),
        enrolled: num(r.e),
        certified: num(r.c),
      }));
    };
    const [areas, institutions] = await Promise.all([rank('region_code'), rank('institution_id')]);
    return { areas, institutions };
  }

  private async computeCounters(actor: Actor, now: number): Promise<LiveCounters> {
    const today = siteDay(now);
    const [studying, seconds, certs, asOf] = await Promise.all([
      this.studyingNow(actor),
      this.seconds(actor, today),
      this.counts(actor, CERTIFIED, today),
      this.asOf(),
    ]);
    return {
      studying_now: studying,
      hours_today: hoursOf(seconds),
      certificates_today: (certs.get('certified_only') ?? 0) + (certs.get('followup') ?? 0),
      as_of: asOf,
    };
  }

  private async computeBigScreen(actor: Actor, now: number): Promise<BigScreen> {
    const province = await this.provinceOf(actor);
    const city = sql`substr(region_code, 1, 4) || '00'`;
    const source = this.study(actor);
    const sums = this.totals(actor);
    const [study, counts, recent, counters, trends, rankings] = await Promise.all([
      this.db.execute(sql`select ${city} as code, sum(seconds) as s from ${source.from}
        where region_code <> '' and ${source.where} group by 1`),
      this.db.execute(sql`select ${city} as code, sum(n) filter (where metric = 'enrolled') as e,
          sum(n) filter (where metric in ('certified_only', 'followup')) as c
        from ${sums.from} where region_code <> '' and metric in ('enrolled', 'certified_only', 'followup')
          and ${sums.where} group by 1`),
      this.db.execute(sql`select ${city} as code, count(*) as n from ${dashboardRecent}
        where last_at > now() - ${`${STUDYING_NOW_MINUTES} minutes`}::interval and region_code <> ''
          and ${this.scoped(actor, dashboardRecent)} group by 1`),
      this.counters(actor, now),
      this.dailyTrends(actor, 30, now),
      this.rankings(actor, now),
    ]);
    const cities = new Map<string, CityFigure>();
    const cityOf = (code: string) => {
      let found = cities.get(code);
      if (!found) {
        found = { code, name: code, enrolled: 0, certified: 0, hours: 0, studying_now: 0 };
        cities.set(code, found);
      }
      return found;
    };
    for (const r of rowsOf<{ code: string; s: string }>(study)) cityOf(r.code).hours = hoursOf(num(r.s));
    for (const r of rowsOf<{ code: string; e: string; c: string }>(counts)) {
      cityOf(r.code).enrolled = num(r.e);
      cityOf(r.code).certified = num(r.c);
    }
    for (const r of rowsOf<{ code: string; n: string }>(recent)) cityOf(r.code).studying_now = num(r.n);
    const codes = [...cities.keys()];
    if (codes.length) {
      const names = rowsOf<{ code: string; name: string }>(
        await this.db.execute(sql`select c.code, ${regionNameOf(sql`c.code`)} as name
          from unnest(${`{${codes.join(',')}}`}::text[]) as c(code)`),
      );
      for (const r of names) if (r.name) cityOf(r.code).name = r.name;
    }
    const list = [...cities.values()].filter((c) => c.code.startsWith(province.code.slice(0, 2)));
    const totals = list.reduce(
      (t, c) => ({ enrolled: t.enrolled + c.enrolled, certified: t.certified + c.certified, hours: t.hours + c.hours }),
      { enrolled: 0, certified: 0, hours: 0 },
    );
    totals.hours = Math.round(totals.hours * 10) / 10;
    return { province, cities: list.sort((a, b) => a.code.localeCompare(b.code)), counters, totals, trends, rankings };
  }

  /** The province the cockpit shows: the caller's (a regional administrator's) or the one with most classes. */
  private async provinceOf(actor: Actor): Promise<{ code: string; name: string }> {
    let code = actor.user.regionCode ? `${actor.user.regionCode.slice(0, 2)}0000` : null;
    if (!code) {
      const [row] = rowsOf<{ code: string }>(
        await this.db.execute(sql`select substr(region_code, 1, 2) || '0000' as code from ${dashboardClasses}
          group by 1 order by count(*) desc limit 1`),
      );
      code = row?.code ?? '370000';
    }
    const [named] = rowsOf<{ name: string | null }>(
      await this.db.execute(sql`select ${regionNameOf(sql`${code}::text`)} as name`),
    );
    return { code, name: named?.name ?? code };
  }
}
