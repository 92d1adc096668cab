// The institutions module: decorates `institutions` (training institutions inside the caller's region) and registers
// their administration.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { institutionRoutes } from './routes.ts';
import { InstitutionService } from './service.ts';

export type { InstitutionService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    institutions: InstitutionService;
  }
}

async function institutionsModule(app: FastifyInstance) {
  app.decorate('institutions', new InstitutionService(app.db));
  await app.register(institutionRoutes);
}

export default fp(institutionsModule, { name: 'institutions', dependencies: ['core', 'audit'] });
