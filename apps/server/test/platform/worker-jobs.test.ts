// The periodic jobs' lease (plugins/worker-job.ts): of several instances trying the same round at once exactly one
// takes it, the next round is due only `everyMs` later on the database's clock, and an export job row records the
// instance that claimed it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJobs, workerJobs } from '@/db/schema/index.ts';
import { takeRound } from '@/plugins/worker-job.ts';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

describe('a worker job round', () => {
  it('goes to one of several instances trying at once', async () => {
    const tries = await Promise.all(
      ['a', 'b', 'c', 'd'].map((instance) => takeRound(api.app.db, 'test-race', 60_000, instance)),
    );
    expect(tries.filter((t) => t !== null)).toEqual([1]);
    const [row] = await api.app.db.select().from(workerJobs).where(eq(workerJobs.name, 'test-race'));
    expect(['a', 'b', 'c', 'd']).toContain(row!.takenBy);
    expect(row!.rounds).toBe(1);
  });

  it('is not due again before everyMs has passed, then goes to whoever asks first', async () => {
    expect(await takeRound(api.app.db, 'test-due', 60_000, 'a')).toBe(1);
    expect(await takeRound(api.app.db, 'test-due', 60_000, 'b')).toBeNull();
    expect(await takeRound(api.app.db, 'test-due', 60_000, 'a')).toBeNull();
    // The minute passes (the database's clock decides).
    await api.app.db
      .update(workerJobs)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(workerJobs.name, 'test-due'));
    expect(await takeRound(api.app.db, 'test-due', 60_000, 'b')).toBe(2);
    const [row] = await api.app.db.select().from(workerJobs).where(eq(workerJobs.name, 'test-due'));
    expect(row!.takenBy).toBe('b');
  });
});

describe('an export job', () => {
  it('records the instance that claimed it', async () => {
    const queued = await api.as('admin').post('/a/v1/users/export', { role: 'teacher' });
    expect(queued.status).toBe(201);
    expect(await api.app.exports.runOnce()).toBe(true);
    const [job] = await api.app.db.select().from(exportJobs).where(eq(exportJobs.id, queued.body.data.id));
    expect(job).toMatchObject({ status: 'done', attempts: 1, claimedBy: api.app.config.instance });
  });
});
