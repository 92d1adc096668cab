// The reporting module: read-only figures that cross domains (it may read every table and writes none). Today:
// eligibility for a certificate, per student of a class, with its reasons. Decorates `reporting`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EligibilityService } from './eligibility.service.ts';
import { reportingRoutes } from './routes.ts';

export type { EligibilityService } from './eligibility.service.ts';
export type { ClassAnswers, EligibilityClass, StudentAnswer } from './eligibility.ts';
export { classAnswers, rulesOf } from './eligibility.ts';
export { decideEligibility, type EligibilityInput, hoursOf } from './eligibility-rules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reporting: { eligibility: EligibilityService };
  }
}

async function reportingModule(app: FastifyInstance) {
  app.decorate('reporting', {
    eligibility: new EligibilityService(app.db, app.config.STUDY_HOUR_MINUTES, app.classes),
  });
  await app.register(reportingRoutes);
}

export default fp(reportingModule, { name: 'reporting', dependencies: ['core', 'classes'] });
export {
  classFacts,
  ledgerMissing,
  ledgerRows,
  ledgerTop,
  siteDayOf,
  stateCounts,
  studyDaysRecount,
  studyRecount,
} from './dashboard-facts.ts';
export {
  type EnrolmentPlace,
  enrolmentPlace,
  followupEnds,
  followupTodo,
  idCardHashes,
  surveyFigures,
} from './settlement.ts';
