// Duplicates (the same person, the same kind of training, within the configured period, at any institution: flagged
// with where and when and never paid twice), the publicity period's end by the job (once across two instances on one
// database), payment (date and reference, by the admin or the chain's first region) and payment information that
// opens once a student's claim is approved.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLICITY_JOB_EVERY_MS, siteDay } from '@etp/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import type { Database } from '@/db/client.ts';
import { enrolments } from '@/db/schema/classes.ts';
import { settlementClaimSteps, settlementClaims } from '@/db/schema/settlement.ts';
import { memoryState } from '@/lib/shared-state.ts';
import { PUBLICITY_JOB } from '@/modules/settlement/index.ts';
import { takeRound } from '@/plugins/worker-job.ts';
import { type Api, auditRow, testApp } from '../helpers.ts';
import { TEST_PERSONAL_DATA_KEY } from '../test-keys.ts';
import { AMOUNT, claimRow, cleanSlate, draft, finishedClasses, makeEligible, review } from './fixtures.ts';

const HY = { username: 'hy_teacher', role: 'teacher' } as const;
let api: Api;
beforeAll(async () => {
  api = await testApp();
  await cleanSlate(api);
});
afterAll(() => api.close());

/** Through the chain to publicity. */
async function toPublicity(id: number) {
  expect((await review(api, 'area', id, { action: 'approve' })).status).toBe(200);
  const city = await review(api, 'city', id, { action: 'approve' });
  expect(city.body.data.status).toBe('publicity');
  return city.body.data;
}

/** Another app on the same database (a second instance behind the balancer). */
async function secondInstance(): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'etp-settle-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    TOKEN_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web'),
    WORKERS: '0',
    MEDIA_TRANSCODE: 'off',
    PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY,
  });
  const shared: Database = {
    db: api.app.db,
    kind: 'postgres',
    withAdvisoryLock: (_key, fn) => fn(api.app.db),
    ping: async () => {},
    poolStats: () => null,
    close: async () => {},
  };
  const app = await buildApp({ config, database: shared, state: memoryState(), logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('a claim in publicity', () => {
  let id: number;
  let enrolmentId: number;

  it('keeps payment information closed until approved', async () => {
    const [first] = await finishedClasses(api);
    const claim = await draft(api, first!.cls.id);
    enrolmentId = claim.students.find((s) => s.eligible)!.enrolment_id;
    await api.as('teacher').post(`/f/v1/settlements/${claim.id}/submit`);
    id = claim.id;
    const closed = await api.as('teacher').get(`/f/v1/students/payment-info?id=${enrolmentId}`);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ code: 403, data: null });
    await toPublicity(id);
    expect((await api.as('teacher').get(`/f/v1/students/payment-info?id=${enrolmentId}`)).body.code).toBe(403);
  });

  it('ends by the job once, even with two instances running it at the same time', async () => {
    // The period is over: its last day was yesterday.
    await api.app.db
      .update(settlementClaims)
      .set({ publicityEndsOn: siteDay(Date.now(), -1) })
      .where(eq(settlementClaims.id, id));
    const other = await secondInstance();
    try {
      const instances = [api.app, other.app];
      const rounds = await Promise.all(
        instances.map(async (app, i) => {
          const round = await takeRound(app.db, PUBLICITY_JOB, PUBLICITY_JOB_EVERY_MS, `instance-${i}`);
          return round === null ? null : app.settlement.publicityRound();
        }),
      );
      expect(rounds.filter((r) => r !== null)).toEqual([[id]]);
      // Even without the lease, the ending is one statement: running it on both moves nothing twice.
      const again = await Promise.all(instances.map((app) => app.settlement.claims.endPublicity()));
      expect(again.flat()).toEqual([]);
    } finally {
      await other.close();
    }
    expect((await claimRow(api, id)).status).toBe('approved');
    const ended = await api.app.db
      .select()
      .from(settlementClaimSteps)
      .where(sql`${settlementClaimSteps.claimId} = ${id} and ${settlementClaimSteps.action} = 'publicity_end'`);
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({ role: 'system', toStatus: 'approved' });
  });

  it("opens payment information once approved, and is paid by the chain's first region or the admin", async () => {
    const open = await api.as('teacher').get(`/f/v1/students/payment-info?id=${enrolmentId}`);
    expect(open.body.code).toBe(200);
    expect(open.body.data.id).toBe(enrolmentId);

    const body = { paid_on: siteDay(), reference: 'ZF-2026-0001' };
    const city = await api.as('city').post(`/a/v1/settlements/${id}/paid`, body);
    expect(city.status).toBe(403);
    expect((await api.as('area').post(`/a/v1/settlements/${id}/paid`, { paid_on: siteDay() })).status).toBe(400);
    const paid = await api.as('area').post(`/a/v1/settlements/${id}/paid`, body);
    expect(paid.status).toBe(200);
    paidId = id;
    expect(paid.body.data).toMatchObject({ status: 'paid', paid_on: body.paid_on, paid_reference: 'ZF-2026-0001' });
    expect(await auditRow(api, 'settlement.paid', String(id))).toBeTruthy();
    expect((await api.as('admin').post(`/a/v1/settlements/${id}/paid`, body)).status).toBe(400);
  });
});

describe('the duplicate check', () => {
  it('flags a student already subsidised for the same kind of training at another institution, with where and when', async () => {
    const [first] = await finishedClasses(api);
    const [hy] = await finishedClasses(api, 'hy_teacher');
    // A student of the paid claim above is enrolled again, at another institution, and is eligible there too.
    const paidStudent = first!.roster[0]!;
    const [again] = await api.app.db
      .insert(enrolments)
      .values({ classId: hy!.cls.id, userId: paidStudent.userId, courseId: hy!.cls.courseId, verified: 1 })
      .returning();
    await makeEligible(api, hy!.cls.id, paidStudent.userId);
    await makeEligible(api, hy!.cls.id, hy!.roster[0]!.userId);
    // Jinan's chain: the city alone, no publicity (the admin keeps it per region).
    const chain = await api.as('admin').put('/a/v1/settlement-chains/370100', { levels: ['city'], publicity_days: 0 });
    expect(chain.status).toBe(200);
    const claim = await draft(api, hy!.cls.id, HY);
    const sent = await api.as(HY).post(`/f/v1/settlements/${claim.id}/submit`);
    expect(sent.status).toBe(200);
    expect(sent.body.data.status).toBe('city_review');
    const line = sent.body.data.students.find((s: { enrolment_id: number }) => s.enrolment_id === again!.id);
    expect(line.duplicate).toBe(true);
    expect(line.payable_fen).toBe(0);
    expect(line.duplicate_of).toMatchObject({ status: 'paid', class_name: first!.cls.name });
    expect(line.duplicate_of.institution_name).not.toBe('');
    expect(line.duplicate_of.at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const payable = sent.body.data.students.filter((s: { payable_fen: number }) => s.payable_fen > 0);
    expect(payable.length).toBeGreaterThan(0);
    expect(sent.body.data.total_fen).toBe(payable.length * AMOUNT);

    // The reviewer sees it too.
    const seen = (await api.as('city').get(`/a/v1/settlements/${claim.id}`)).body.data;
    expect(seen.students.find((s: { enrolment_id: number }) => s.enrolment_id === again!.id).duplicate).toBe(true);

    // Outside the configured period it is no duplicate: approving checks again (the paid class ended long before).
    expect((await api.as('admin').put('/a/v1/settlement-settings', { duplicate_window_months: 1 })).status).toBe(200);
    await api.app.db.update(settlementClaims).set({ classEndDate: '2020-01-01' }).where(eq(settlementClaims.id, id0()));
    expect((await review(api, 'area', claim.id, { action: 'approve' })).status).toBe(404);
    const city = await review(api, 'city', claim.id, { action: 'approve' });
    expect(city.status).toBe(200);
    expect(city.body.data.status).toBe('approved');
    const freed = city.body.data.students.find((s: { enrolment_id: number }) => s.enrolment_id === again!.id);
    expect(freed).toMatchObject({ duplicate: false, payable_fen: AMOUNT });
  });
});

let paidId = 0;
const id0 = () => paidId;
