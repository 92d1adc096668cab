// The signups module: decorates `signUps` (the public training sign-up form and the leads it makes for the
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
    signUps: SignUpService;
  }
}

async function signUpsModule(app: FastifyInstance) {
  const signUps = new SignUpService(app.db, app.personalData, app.courseCatalogue.courses);
  app.decorate('signUps', signUps);
  const exported = leadsExport(signUps);
  app.exports.register(exported);
  await app.register(signUpRoutes, { exported });
}

export default fp(signUpsModule, { name: 'signups', dependencies: ['core', 'audit', 'captcha', 'exports', 'courses'] });
