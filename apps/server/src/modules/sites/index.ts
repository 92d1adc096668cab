// The sites module: decorates `sites` (the branded site of a Host, cached and dropped on change on every instance),
// registers the site routes, their administration and the sites export.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SiteAdminService } from './admin.service.ts';
import { sitesExport } from './exports.ts';
import { siteRoutes } from './routes.ts';
import { SiteService } from './service.ts';

export { type RequestOrigin, siteOrigin } from './origin.ts';
export { siteDomainOf } from './reads.ts';
export type { Site, SiteService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sites: SiteService;
  }
}

async function sitesModule(app: FastifyInstance) {
  const sites = new SiteService(app.db, app.state);
  await sites.cache.listen();
  app.decorate('sites', sites);
  const admin = new SiteAdminService(app.db, sites);
  app.exports.register(sitesExport(admin));
  await app.register(siteRoutes, { admin });
}

export default fp(sitesModule, { name: 'sites', dependencies: ['core', 'audit', 'exports'] });
