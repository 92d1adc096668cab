// The menus module: decorates `menus` (each role's menu tree, cached and dropped on any change on every instance),
// registers the user's menu, the menu editor and the menus export.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MenuAdminService } from './admin.service.ts';
import { menusExport } from './exports.ts';
import { menuRoutes } from './routes.ts';
import { MenuService } from './service.ts';

export type { MenuService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    menus: MenuService;
  }
}

async function menusModule(app: FastifyInstance) {
  const menus = new MenuService(app.db, app.state);
  await menus.start();
  app.decorate('menus', menus);
  const admin = new MenuAdminService(app.db, menus);
  app.exports.register(menusExport(admin));
  await app.register(menuRoutes, { admin });
}

export default fp(menusModule, { name: 'menus', dependencies: ['core', 'audit', 'exports'] });
