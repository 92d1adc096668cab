// The institutions module: decorates `institutions` (training institutions inside the caller's region) and registers
// their administration.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { institutionsExport } from './exports.ts';
import { institutionRoutes } from './routes.ts';
import { InstitutionService } from './service.ts';

export { type OrganizationClasses, OrganizationService } from './organizations.service.ts';
export {
  approvedInstitution,
  approvedInstitutions,
  institutionNameOf,
  institutionOf,
  institutionRegionOf,
  institutionSettlementContactOf,
  isApprovedInstitutionOf,
} from './reads.ts';
export type { InstitutionClasses, InstitutionService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    institutions: InstitutionService;
  }
}

async function institutionsModule(app: FastifyInstance) {
  const institutions = new InstitutionService(app.db);
  app.decorate('institutions', institutions);
  const exported = institutionsExport(institutions);
  app.exports.register(exported);
  await app.register(institutionRoutes, { exported });
}

export default fp(institutionsModule, { name: 'institutions', dependencies: ['core', 'audit', 'exports'] });
