// The regions module: decorates `regions` (the division-code tree, read level by level inside a scope), registers the
// public and administration routes and the regions export.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { knowRegionsBy } from '@/plugins/scope.ts';
import { regionsExport } from './exports.ts';
import { regionExists } from './reads.ts';
import { regionRoutes } from './routes.ts';
import { RegionService } from './service.ts';

export { areasWithCity, isArea, regionExists, regionNameByCode, regionNameOf } from './reads.ts';
export type { RegionService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    regions: RegionService;
  }
}

async function regionsModule(app: FastifyInstance) {
  knowRegionsBy(regionExists);
  const regions = new RegionService(app.db);
  app.decorate('regions', regions);
  app.exports.register(regionsExport(regions));
  await app.register(regionRoutes);
}

export default fp(regionsModule, { name: 'regions', dependencies: ['core', 'audit', 'exports'] });
