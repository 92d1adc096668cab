// The competitions module: decorates `competitions` (management in the back-office) and registers the management,
// judging and result publishing (/a/v1) and the public registration, correction and result query (/p/v1).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { competitionAdminRoutes } from './admin.routes.ts';
import { registrationsExport } from './exports.ts';
import { JudgingService } from './judging.service.ts';
import { competitionPublicRoutes } from './public.routes.ts';
import { CompetitionPublicService } from './public.service.ts';
import { CompetitionService } from './service.ts';

export { registrationNumber } from './public.service.ts';
export type { CompetitionService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    competitions: CompetitionService;
  }
}

async function competitionsModule(app: FastifyInstance) {
  const competitions = new CompetitionService(app.db);
  const judging = new JudgingService(app.db, competitions, app.personalData);
  app.decorate('competitions', competitions);
  const exported = registrationsExport(judging, competitions);
  app.exports.register(exported);
  await app.register(competitionAdminRoutes, { competitions, judging, exported });
  await app.register(competitionPublicRoutes, {
    service: new CompetitionPublicService(app.db, app.personalData, app.uploads),
  });
}

export default fp(competitionsModule, {
  name: 'competitions',
  dependencies: ['core', 'audit', 'uploads', 'captcha', 'exports'],
});
