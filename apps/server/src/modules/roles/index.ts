// The roles module: decorates `roles` (names, permission strings and menus of each role; a change reaches signed-in
// users on their next call), registers the role editor and the roles export.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rolesExport } from './exports.ts';
import { roleRoutes } from './routes.ts';
import { RoleService } from './service.ts';

export { rolePermissionsOf } from './reads.ts';
export type { RoleService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    roles: RoleService;
  }
}

async function rolesModule(app: FastifyInstance) {
  const roles = new RoleService(app.db, app.profiles, app.menus);
  app.decorate('roles', roles);
  app.exports.register(rolesExport(roles));
  await app.register(roleRoutes);
}

export default fp(rolesModule, { name: 'roles', dependencies: ['core', 'audit', 'exports', 'menus'] });
