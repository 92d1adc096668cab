// The signups module: decorates `signups` (the public training sign-up form and the leads it makes for the
// institutions of an area) and registers its calls.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { leadsExport } from './exports.ts';
import { signUpRoutes } from './routes.ts';
import { SignUpService } from './service.ts';

export { enrollableLead, leadsOfInstitution, markLeadEnrolled, newLeadCount } from './reads.ts';
export type { SignUpService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    signups: SignUpService;
  }
}

async function signUpsModule(app: FastifyInstance) {
  const signUps = new SignUpService(app.db, app.personalData, app.courses.catalogue);
  app.decorate('signups', signUps);
  const exported = leadsExport(signUps);
  app.exports.register(exported);
  await app.register(signUpRoutes, { exported });
}

export default fp(signUpsModule, { name: 'signups', dependencies: ['core', 'audit', 'captcha', 'exports', 'courses'] });
