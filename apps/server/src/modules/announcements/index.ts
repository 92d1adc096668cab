// The announcements module: decorates `announcements` (written to roles and regions by administrators, read with read
// state by every user), registers their routes and the announcements export.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { announcementsExport } from './exports.ts';
import { announcementRoutes } from './routes.ts';
import { AnnouncementService } from './service.ts';

export type { AnnouncementService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    announcements: AnnouncementService;
  }
}

async function announcementsModule(app: FastifyInstance) {
  const announcements = new AnnouncementService(app.db);
  app.decorate('announcements', announcements);
  app.exports.register(announcementsExport(announcements));
  await app.register(announcementRoutes);
}

export default fp(announcementsModule, { name: 'announcements', dependencies: ['core', 'audit', 'exports'] });
