// The settlement module (补贴结算 and 跟踪服务): decorates `settlement`, registers its calls, opens a student's payment
// information once their claim is approved (the classes module asks it), and ends publicity periods with a worker job
// that runs once across instances. It owns db/schema/settlement.ts and reads other domains through their index.ts
// and the read-only reporting module.
import { PUBLICITY_JOB_EVERY_MS } from '@etp/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rowsOf } from '@/db/migrate.ts';
import { institutionNameOf, institutionSettlementContactOf } from '@/modules/institutions/index.ts';
import { enrolmentPlace, followupEnds, followupTodo, idCardHashes, surveyFigures } from '@/modules/reporting/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { workerJob } from '@/plugins/worker-job.ts';
import { SettlementAdminService } from './admin.service.ts';
import { surveyFiguresExport } from './exports.ts';
import { FollowupService } from './followup.service.ts';
import { settlementRoutes } from './routes.ts';
import { SettlementService } from './service.ts';

export type { SettlementAdminService } from './admin.service.ts';
export { isWorkingDay, publicityEnd } from './rules.ts';
export type { SettlementService } from './service.ts';

export const PUBLICITY_JOB = 'settlement-publicity';

interface Settlement {
  claims: SettlementService;
  admin: SettlementAdminService;
  followups: FollowupService;
  /** The institution's name and settlement contact. */
  institution(id: number): Promise<{ name: string; settlementContact: string } | null>;
  todo(actor: Actor): ReturnType<typeof followupTodo>;
  figures(actor: Actor, by: 'region' | 'institution' | 'class'): ReturnType<typeof surveyFigures>;
  /** One round of the publicity job (what the worker job runs); `today` defaults to the site's day. */
  publicityRound(today?: string): Promise<number[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    settlement: Settlement;
  }
}

async function settlementModule(app: FastifyInstance) {
  const courses = app.courses.catalogue;
  const admin = new SettlementAdminService(app.db, async (id) =>
    Boolean(await courses.get(null as never, { id }).catch(() => null)),
  );
  const claims = new SettlementService({
    db: app.db,
    storage: app.storage,
    admin,
    classRow: (actor, id) => app.classes.row(actor, id),
    answers: (classId) => app.reporting.eligibility.answers(classId),
    idCardHashes: (userIds) => idCardHashes(app.db, userIds),
    async siteName() {
      return (await app.sites.forHost('')).website;
    },
  });
  const followups = new FollowupService(app.db, {
    enrolmentPlace: (actor, id) => enrolmentPlace(app.db, actor, id),
    followupEnds,
  });
  app.decorate('settlement', {
    claims,
    admin,
    followups,
    async institution(id) {
      const ref = sql`${id}::int`;
      const [found] = rowsOf<{ name: string | null; contact: string | null }>(
        await app.db.execute(
          sql`select ${institutionNameOf(ref)} as name, ${institutionSettlementContactOf(ref)} as contact`,
        ),
      );
      return found?.name ? { name: found.name, settlementContact: found.contact ?? '' } : null;
    },
    todo: (actor) => followupTodo(app.db, actor),
    figures: (actor, by) => surveyFigures(app.db, actor, by),
    publicityRound: async (today) => {
      const ended = await claims.endPublicity(today);
      if (ended.length) app.log.info({ claims: ended }, 'settlement publicity ended');
      return ended;
    },
  });

  // A student's payment information opens once a claim holding them is approved (or paid).
  app.enrolments.openPaymentWhen((enrolmentId) => claims.paymentOpen(enrolmentId));

  workerJob(app, {
    name: PUBLICITY_JOB,
    everyMs: PUBLICITY_JOB_EVERY_MS,
    failure: 'settlement publicity job failed',
    async run() {
      await app.settlement.publicityRound();
    },
  });

  const exported = surveyFiguresExport((actor, by) => surveyFigures(app.db, actor, by));
  app.exports.register(exported);
  await app.register(settlementRoutes, { exported });
}

export default fp(settlementModule, {
  name: 'settlement',
  dependencies: ['core', 'audit', 'exports', 'sites', 'classes', 'courses', 'institutions', 'reporting', 'uploads'],
});
