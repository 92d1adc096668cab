// The dashboard-rollup job runs once across instances: two instances with background workers start on one database
// and the round goes to one of them; the other finds it not due.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { dashboardMarks } from '@/db/schema/dashboard.ts';
import { workerJobs } from '@/db/schema/workers.ts';
import { memoryState } from '@/lib/shared-state.ts';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
const instances: FastifyInstance[] = [];
beforeAll(async () => {
  api = await testApp();
});
afterAll(async () => {
  for (const app of instances) await app.close();
  await api.close();
});

describe('the dashboard-rollup job', () => {
  it('takes each round on one instance of two started together', async () => {
    await api.app.db.delete(workerJobs).where(eq(workerJobs.name, 'dashboard-rollup'));
    await api.app.db.delete(dashboardMarks);
    const start = (instance: string) =>
      buildApp({
        config: { ...api.config, WORKERS: true, INSTANCE_NAME: instance, instance },
        database: api.app.database,
        state: memoryState(),
      });
    instances.push(...(await Promise.all([start('dash-a'), start('dash-b')])));
    const [job] = await api.app.db.select().from(workerJobs).where(eq(workerJobs.name, 'dashboard-rollup'));
    expect(job!.rounds).toBe(1);
    expect(['dash-a', 'dash-b']).toContain(job!.takenBy);
    const [mark] = await api.app.db.select().from(dashboardMarks);
    expect(mark!.foldedAt).not.toBeNull();
  });
});
