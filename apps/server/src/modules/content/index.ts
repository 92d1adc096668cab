// The content module: decorates `content` (portal content of every kind managed inside the caller's region), and
// registers its management in the back-office and the public portal's lists and details.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openClassCountOf, openClassesOfInstitution } from '@/modules/classes/index.ts';
import { OrganizationService } from '@/modules/institutions/index.ts';
import { contentAdminRoutes } from './admin.routes.ts';
import { ContentService } from './content.service.ts';
import { PortalService } from './portal.service.ts';
import { portalRoutes } from './public.routes.ts';

export type { ContentService } from './content.service.ts';
export { publishedPoliciesMentioning } from './reads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
  }
}

async function contentModule(app: FastifyInstance) {
  const content = new ContentService(app.db);
  // Organisation pages are the institutions' data (their module's service); the portal serves them here.
  const organizations = new OrganizationService(app.db, {
    openCountOf: openClassCountOf,
    openOf: (institutionId) => openClassesOfInstitution(app.db, institutionId),
  });
  app.decorate('content', content);
  await app.register(contentAdminRoutes, { content, organizations });
  await app.register(portalRoutes, { portal: new PortalService(app.db), organizations });
}

export default fp(contentModule, { name: 'content', dependencies: ['core', 'audit', 'sites'] });
