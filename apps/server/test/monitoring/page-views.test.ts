// Page views: the browser names the route it shows; the server keeps counts per route and site day (no user, no
// address), adds them to the table in batches, and shows administrators the routes and the trend.
import { MONITORING_API, type PageViewStats, siteDay } from '@etp/contracts';
import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../src/db/schema/monitoring.ts';
import { PageViewService } from '../../src/modules/monitoring/page-views.service.ts';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp({ PAGE_VIEW_LIMIT_PER_IP: '50' });
});
afterAll(() => api.close());

const view = (route: string, first = false, remoteAddress = '10.4.0.1') =>
  api.anon.post(MONITORING_API.pageViews, { route, first }, { remoteAddress });
const stats = async (days = 7) =>
  (await api.as('admin').get<PageViewStats>(MONITORING_API.pageViewStats, { query: { days: String(days) } })).body.data;

describe('page views', () => {
  it('counts views and first views per route and day, shown once written', async () => {
    for (const [route, first] of [
      ['/portal', true],
      ['/portal', false],
      ['/portal', true],
      ['/studentFront/study', true],
    ] as const)
      expect((await view(route, first)).status).toBe(200);
    await api.app.monitoring.pageViews.flush();
    const data = await stats();
    expect(data.days).toHaveLength(7);
    expect(data.days.at(-1)).toBe(siteDay(new Date()));
    expect(data.routes.map((r) => [r.route, r.views, r.visitors])).toEqual([
      ['/portal', 3, 2],
      ['/studentFront/study', 1, 1],
    ]);
    expect(data.routes[0]!.daily.at(-1)).toBe(3);
    expect(data.totals.at(-1)).toEqual({ views: 4, visitors: 3 });
  });

  it('adds the counts of later flushes (and of other instances) to the day', async () => {
    await view('/portal');
    await api.app.monitoring.pageViews.flush();
    const other = new PageViewService(api.app.db);
    other.record('/portal', false);
    await other.flush();
    expect((await stats()).routes.find((r) => r.route === '/portal')!.views).toBe(5);
  });

  it('keeps nothing that names a person or a browser: the table has the day, the route and two counts', () => {
    expect(Object.keys(getTableColumns(pageViews)).sort()).toEqual(['day', 'route', 'views', 'visitors']);
  });

  it('counts the health checks and the API itself never: only what the app says it showed', async () => {
    await api.anon.get('/healthz');
    await api.anon.get('/readyz');
    await api.app.monitoring.pageViews.flush();
    expect((await stats()).routes.map((r) => r.route)).not.toContain('/healthz');
  });

  it('refuses what is not a route pattern', async () => {
    for (const route of ['portal', '/a b', `/${'x'.repeat(250)}`, '/<script>', 'https://evil.example/']) {
      expect((await view(route)).status, route).toBe(400);
    }
  });

  it('limits each address', async () => {
    for (let i = 0; i < 50; i++) await view('/newsList', false, '10.4.9.9');
    expect((await view('/newsList', false, '10.4.9.9')).status).toBe(429);
    expect((await view('/newsList', false, '10.4.9.10')).status).toBe(200);
  });

  it('shows the counts to administrators only', async () => {
    expect((await api.as('city').get(MONITORING_API.pageViewStats)).status).toBe(403);
    expect((await api.anon.get(MONITORING_API.pageViewStats)).status).toBe(401);
  });
});

describe('the day and the cap of one instance', () => {
  it('counts by the site day and stops taking new routes past its daily cap', async () => {
    let now = new Date('2030-01-01T15:59:00Z');
    const counter = new PageViewService(api.app.db, () => now);
    counter.record('/portal', true);
    now = new Date('2030-01-01T16:01:00Z');
    counter.record('/portal', true);
    for (let i = 0; i < 999; i++) counter.record(`/route${i}`, false);
    expect(counter.record('/one-too-many', false)).toBe(false);
    // A route counted today still counts.
    expect(counter.record('/portal', false)).toBe(true);
    await counter.flush();
    const rows = await api.app.db.select().from(pageViews);
    // 16:01 UTC is the next day in China.
    expect(rows.filter((r) => r.route === '/portal' && r.day.startsWith('2030')).map((r) => [r.day, r.views])).toEqual([
      ['2030-01-01', 1],
      ['2030-01-02', 2],
    ]);
  });
});
