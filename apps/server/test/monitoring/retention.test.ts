// The retention job: reports older than CLIENT_ERROR_RETENTION_DAYS go (their replays with them), issues nothing was
// reported of since go, page-view counts past PAGE_VIEW_RETENTION_DAYS go; one round per hour across instances.
import { MONITORING_API } from '@etp/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrors, clientIssues, clientReplays, pageViews } from '../../src/db/schema/monitoring.ts';
import { type Api, testApp } from '../helpers.ts';
import { recording, report } from './fixtures.ts';

const DAY = 86_400_000;
let api: Api;
beforeAll(async () => {
  api = await testApp({ CLIENT_ERROR_RETENTION_DAYS: '7', PAGE_VIEW_RETENTION_DAYS: '30' });
});
afterAll(() => api.close());

const send = (message: string, withReplay = false) =>
  api.anon.post(
    MONITORING_API.clientErrors,
    { reports: [report({ message })], ...(withReplay ? { replay: recording(1, 3) } : {}) },
    { remoteAddress: '10.3.0.1' },
  );
const issueNamed = async (title: string) =>
  (await api.app.db.select().from(clientIssues).where(eq(clientIssues.title, title)))[0];
const age = (days: number, now: number) => new Date(now - days * DAY);

describe('the retention round', () => {
  it('deletes what is past the configured days and keeps the rest', async () => {
    const now = Date.now();
    await send('old only', true);
    await send('old and new', true);
    await send('old and new');
    const oldOnly = (await issueNamed('old only'))!;
    const mixed = (await issueNamed('old and new'))!;
    // Backdate: everything of 'old only' to 8 days ago, and the first report of 'old and new'.
    await api.app.db
      .update(clientErrors)
      .set({ receivedAt: age(8, now) })
      .where(eq(clientErrors.issueId, oldOnly.id));
    await api.app.db
      .update(clientIssues)
      .set({ firstSeen: age(8, now), lastSeen: age(8, now) })
      .where(eq(clientIssues.id, oldOnly.id));
    const [first] = await api.app.db
      .select({ id: clientErrors.id })
      .from(clientErrors)
      .where(eq(clientErrors.issueId, mixed.id))
      .orderBy(clientErrors.id)
      .limit(1);
    await api.app.db
      .update(clientErrors)
      .set({ receivedAt: age(8, now) })
      .where(eq(clientErrors.id, first!.id));
    await api.app.db.insert(pageViews).values([
      { day: '2000-01-01', route: '/portal', views: 5, visitors: 1 },
      { day: new Date(now).toISOString().slice(0, 10), route: '/portal', views: 3, visitors: 1 },
    ]);

    const result = await api.app.monitoring.runRetention(new Date(now));
    expect(result).toEqual({ errors: 2, issues: 1, pageViews: 1 });
    expect(await issueNamed('old only')).toBeUndefined();
    const kept = (await issueNamed('old and new'))!;
    // The count says how many there ever were; the rows kept are the recent one.
    expect(kept.count).toBe(2);
    expect(await api.app.db.select().from(clientErrors).where(eq(clientErrors.issueId, kept.id))).toHaveLength(1);
    // The replays went with their reports, and the issue may keep new ones again.
    expect(kept.replays).toBe(0);
    expect(await api.app.db.select().from(clientReplays)).toHaveLength(0);
    const days = (await api.app.db.select({ day: pageViews.day }).from(pageViews)).map((r) => r.day);
    expect(days).not.toContain('2000-01-01');
    expect(days).toHaveLength(1);
  });
});
