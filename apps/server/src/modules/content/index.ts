// The content module: decorates `content` (portal content of every kind managed inside the caller's region), and
// registers its management in the back-office and the public portal's lists and details.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentAdminRoutes } from './admin.routes.ts';
import { ContentService } from './content.service.ts';
import { OrganizationService } from './organizations.service.ts';
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
  const organizations = new OrganizationService(app.db);
  app.decorate('content', content);
  await app.register(contentAdminRoutes, { content, organizations });
  await app.register(portalRoutes, { portal: new PortalService(app.db), organizations });
}

export default fp(contentModule, { name: 'content', dependencies: ['core', 'audit', 'sites'] });
