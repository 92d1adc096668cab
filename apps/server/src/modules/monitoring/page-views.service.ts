// First-party page views: the browser says which route it shows (and whether it is its first view of the route that
// day); each instance adds them up in memory per site day and route and adds its sums to the table every few seconds
// (several instances add, none overwrites). Nothing names a user or an address: counts only.
import type { PageViewQuery, PageViewStats } from '@etp/contracts';
import { siteDay } from '@etp/contracts';
import { and, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { pageViews } from '@/db/schema/monitoring.ts';

/** Routes counted per day and instance; past it, views of routes not yet counted that day are left out (a browser
 * making up routes cannot fill the table). */
const ROUTES_PER_DAY = 1000;

interface Sums {
  views: number;
  visitors: number;
}

/** The value of `key`, made and put in the map first when it has none. */
function entry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** Adds counts to a day's route in `pending`. */
function addTo(pending: Map<string, Map<string, Sums>>, day: string, route: string, views: number, visitors: number) {
  const sums = entry(
    entry(pending, day, () => new Map<string, Sums>()),
    route,
    () => ({ views: 0, visitors: 0 }),
  );
  sums.views += views;
  sums.visitors += visitors;
}

export class PageViewService {
  /** day -> route -> what this instance counted since its last flush. */
  private pending = new Map<string, Map<string, Sums>>();
  /** day -> routes counted that day by this instance (the cap above). */
  private seen = new Map<string, Set<string>>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Counts one view; false when it was left out (the day's routes are full). */
  record(route: string, first: boolean): boolean {
    const day = siteDay(this.clock());
    // A new day: the days before it are done.
    if (!this.seen.has(day)) this.seen = new Map([[day, new Set<string>()]]);
    const routes = this.seen.get(day) as Set<string>;
    if (!routes.has(route)) {
      if (routes.size >= ROUTES_PER_DAY) return false;
      routes.add(route);
    }
    addTo(this.pending, day, route, 1, first ? 1 : 0);
    return true;
  }

  /** Views counted and not yet written. */
  get unwritten(): number {
    let n = 0;
    for (const byRoute of this.pending.values()) for (const sums of byRoute.values()) n += sums.views;
    return n;
  }

  /** Adds what was counted to the table; on failure the counts wait for the next flush. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const taken = this.pending;
    this.pending = new Map();
    const rows = [...taken].flatMap(([day, byRoute]) => [...byRoute].map(([route, sums]) => ({ day, route, ...sums })));
    try {
      await this.db
        .insert(pageViews)
        .values(rows)
        .onConflictDoUpdate({
          target: [pageViews.day, pageViews.route],
          set: {
            views: sql`${pageViews.views} + excluded.views`,
            visitors: sql`${pageViews.visitors} + excluded.visitors`,
          },
        });
    } catch (error) {
      // Not written: the counts go back, to be added with the next flush.
      for (const row of rows) addTo(this.pending, row.day, row.route, row.views, row.visitors);
      throw error;
    }
  }

  /** Views per route and day over the last `days` days, today included. */
  async stats(query: PageViewQuery): Promise<PageViewStats> {
    const today = this.clock();
    const days = Array.from({ length: query.days }, (_, i) =>
      siteDay(new Date(today.getTime() - (query.days - 1 - i) * 86_400_000)),
    );
    const rows = await this.db
      .select()
      .from(pageViews)
      .where(and(gte(pageViews.day, days[0]!), lte(pageViews.day, days.at(-1)!)));
    const index = new Map(days.map((day, i) => [day, i]));
    const totals = days.map(() => ({ views: 0, visitors: 0 }));
    const routes = new Map<string, { route: string; views: number; visitors: number; daily: number[] }>();
    for (const row of rows) {
      const i = index.get(row.day);
      if (i === undefined) continue;
      const total = totals[i]!;
      total.views += row.views;
      total.visitors += row.visitors;
      const route = entry(routes, row.route, () => ({
        route: row.route,
        views: 0,
        visitors: 0,
        daily: days.map(() => 0),
      }));
      route.views += row.views;
      route.visitors += row.visitors;
      route.daily[i] = (route.daily[i] ?? 0) + row.views;
    }
    const byViews = [...routes.values()].sort((a, b) => b.views - a.views || a.route.localeCompare(b.route));
    return { days, totals, routes: byViews };
  }
}
