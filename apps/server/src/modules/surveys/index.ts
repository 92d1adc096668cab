// The surveys module: decorates `surveys` (questionnaires built in the back-office, answered on the portal by link or
// QR code, once per person or browser), registers its routes and the answers export.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { surveyAdminRoutes } from './admin.routes.ts';
import { surveyAnswersExport } from './exports.ts';
import { surveyPublicRoutes } from './public.routes.ts';
import { SurveyService } from './service.ts';

export type { SurveyService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    surveys: SurveyService;
  }
}

async function surveysModule(app: FastifyInstance) {
  const surveys = new SurveyService(app.db);
  app.decorate('surveys', surveys);
  app.exports.register(surveyAnswersExport(surveys));
  await app.register(surveyAdminRoutes, { surveys });
  await app.register(surveyPublicRoutes, { surveys });
}

export default fp(surveysModule, { name: 'surveys', dependencies: ['core', 'audit', 'exports', 'captcha'] });
