// GET /a/v1/dashboard/home: every figure that names a list equals that list's total for the same caller (admin, the
// regions, a teacher, a trainer), the scope (an area sees only its area, a trainer only the classes they teach) and
// who may call what.
import { DASHBOARD_API, type DashboardHome, type Page, SETTLEMENT_API } from '@etp/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/migrate.ts';
import { classes, classTrainers, enrolments } from '@/db/schema/classes.ts';
import { users } from '@/db/schema/users.ts';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
  await api.app.dashboard.fold();
});
afterAll(() => api.close());

type Who = 'admin' | 'province' | 'city' | 'area' | 'teacher' | 'trainer';
const home = async (who: Who) => {
  const res = await api.as(who).get<DashboardHome>(DASHBOARD_API.home);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const figure = (data: DashboardHome, key: string) => data.figures.find((f) => f.key === key);
const totalOf = async (who: Who, list: { api: string; query: Record<string, string> }) => {
  const query = new URLSearchParams({ ...list.query, page: '1', size: '1' });
  const res = await api.as(who).get<Page<unknown>>(`${list.api}?${query}`);
  expect(res.status, `${who} ${list.api}`).toBe(200);
  return res.body.data.total;
};

describe('figures and the lists they count', () => {
  for (const who of ['admin', 'province', 'city', 'area', 'teacher', 'trainer'] as const) {
    it(`equal the list totals for ${who}`, async () => {
      const data = await home(who);
      let checked = 0;
      for (const f of data.figures)
        if (f.list) {
          // An amount's list counts its claims (`of`); any other figure's list counts the figure.
          const counted = f.key.startsWith('subsidy_') ? f.of : f.value;
          expect(await totalOf(who, f.list), `${who} ${f.key}`).toBe(counted);
          checked++;
        }
      for (const c of data.classes)
        if (c.list) {
          expect(await totalOf(who, c.list), `${who} classes ${c.status}`).toBe(c.value);
          checked++;
        }
      expect(checked).toBeGreaterThan(5);
    });
  }

  it('gives the admin something real in every part: figures, classes, trends and rankings', async () => {
    const data = await home('admin');
    expect(figure(data, 'enrolled')!.value).toBeGreaterThan(0);
    expect(figure(data, 'certified')!.value).toBeGreaterThan(0);
    expect(figure(data, 'institutions')!.value).toBeGreaterThan(0);
    // The settlement demo's claims: some submitted, approved and paid.
    expect(figure(data, 'subsidy_claimed')!.value).toBeGreaterThan(0);
    expect(figure(data, 'subsidy_paid')!.of).toBeGreaterThan(0);
    expect(data.classes.reduce((n, c) => n + c.value, 0)).toBeGreaterThan(0);
    expect(data.trends).toHaveLength(12);
    expect(data.as_of).not.toBeNull();
    // The demo places study and sign-ups relative to the seed: this week is never empty. (Studying now counts the
    // last five minutes, so the demo shows it only just after the seed; the rollup tests count it from heartbeats.)
    expect(figure(data, 'hours_week')!.value).toBeGreaterThan(0);
    const thisWeek = data.trends.at(-1)!;
    expect(thisWeek.hours).toBeGreaterThan(0);
    expect(thisWeek.enrolled).toBeGreaterThan(0);
    expect(data.rankings.areas.length).toBeGreaterThan(0);
    expect(data.rankings.institutions.length).toBeGreaterThan(0);
    // The subsidy figures click through to the reviewers' queue of the claims they count.
    expect(figure(data, 'subsidy_claimed')!.list).toEqual({ api: SETTLEMENT_API.queue, query: { stage: 'claimed' } });
    expect(figure(data, 'subsidy_approved')!.list).toEqual({ api: SETTLEMENT_API.queue, query: { stage: 'approved' } });
    expect(figure(data, 'subsidy_approved')!.of).toBeGreaterThan(0);
  });

  it('the queue of a stage leaves out the claims the figure does not count', async () => {
    const data = await home('admin');
    const all = await totalOf('admin', { api: SETTLEMENT_API.queue, query: {} });
    const claimed = figure(data, 'subsidy_claimed')!;
    const approved = figure(data, 'subsidy_approved')!;
    // The demo has claims under review and returned ones: each stage is a strict part of the queue.
    expect(claimed.of).toBeLessThan(all);
    expect(approved.of).toBeLessThan(claimed.of!);
    expect(await totalOf('admin', approved.list!)).toBe(approved.of);
  });
});

describe('scope', () => {
  it('an area counts only its area: an enrolment in a class elsewhere moves the admin and not the area', async () => {
    const [area] = await api.app.db.select().from(users).where(eq(users.username, 'area'));
    const prefix = area!.regionCode!;
    const before = { admin: await home('admin'), area: await home('area') };
    const [outside] = await api.app.db
      .select()
      .from(classes)
      .where(sql`${classes.regionCode} not like ${`${prefix}%`}`)
      .limit(1);
    const [someone] = await api.app.db
      .select({ id: users.id })
      .from(users)
      .where(
        sql`${users.username} like 'student%' and ${users.id} not in (select user_id from ${enrolments} where class_id = ${outside!.id})`,
      )
      .limit(1);
    await api.app.db.insert(enrolments).values({ classId: outside!.id, userId: someone!.id });
    await api.app.dashboard.fold();
    const after = { admin: await home('admin'), area: await home('area') };
    expect(figure(after.admin, 'enrolled')!.value).toBe(figure(before.admin, 'enrolled')!.value + 1);
    expect(figure(after.area, 'enrolled')!.value).toBe(figure(before.area, 'enrolled')!.value);
    // The area's enrolled figure is the enrolments of classes in its area, counted straight from the tables.
    const [direct] = rowsOf<{ n: string }>(
      await api.app.db.execute(sql`select count(*) as n from ${enrolments} e join ${classes} c on c.id = e.class_id
        where c.region_code like ${`${prefix}%`}`),
    );
    expect(figure(after.area, 'enrolled')!.value).toBe(Number(direct!.n));
    for (const r of after.area.rankings.areas) expect(r.code.startsWith(prefix)).toBe(true);
  });

  it('a trainer counts only the classes they teach and sees no institution figure', async () => {
    const [trainer] = await api.app.db.select().from(users).where(eq(users.username, 'trainer'));
    const taught = rowsOf<{ id: number }>(
      await api.app.db.execute(sql`select id from ${classes} where trainer_id = ${trainer!.id}
        union select class_id from ${classTrainers} where user_id = ${trainer!.id}`),
    );
    const data = await home('trainer');
    expect(data.classes.reduce((n, c) => n + c.value, 0)).toBe(taught.length);
    const [direct] = rowsOf<{ n: string }>(
      await api.app.db.execute(sql`select count(*) as n from ${enrolments}
        where class_id in (${sql.join(
          taught.map((t) => sql`${t.id}`),
          sql`, `,
        )})`),
    );
    expect(figure(data, 'enrolled')!.value).toBe(Number(direct!.n));
    expect(figure(data, 'institutions')).toBeUndefined();
    expect(figure(data, 'enrolled')!.list).toBeNull();
  });

  it('keeps students and strangers out; the cockpit is for the admin and the regions', async () => {
    expect((await api.as('student').get(DASHBOARD_API.home)).status).toBe(403);
    expect((await api.anon.get(DASHBOARD_API.home)).status).toBe(401);
    expect((await api.as('trainer').get(DASHBOARD_API.bigScreen)).status).toBe(403);
    const city = await api.as('city').get(DASHBOARD_API.bigScreen);
    expect(city.status).toBe(200);
    const [cityUser] = await api.app.db.select().from(users).where(eq(users.username, 'city'));
    for (const c of city.body.data.cities) expect(c.code.slice(0, 4)).toBe(cityUser!.regionCode!.slice(0, 4));
    const admin = await api.as('admin').get(DASHBOARD_API.bigScreen);
    expect(admin.body.data.cities.length).toBeGreaterThanOrEqual(city.body.data.cities.length);
    expect(admin.body.data.trends).toHaveLength(30);
  });
});
