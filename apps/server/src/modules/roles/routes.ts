// Roles and permissions: the administrator edits each role's permission strings and menus.
import { adminRole, envelope, ROLES_API, roleKeyParams, roleMenusUpdate, roleUpdate } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { roles } = app.ctx;
  const tags = ['admin: roles'];

  app.get(ROLES_API.list, {
    config: { access: { roles: ['admin'], permission: 'system:role:list' } },
    schema: {
      tags,
      summary: 'Every role with its permissions and menu ids',
      response: { 200: envelope(z.array(adminRole)) },
    },
    handler: async (_request, reply) => reply.ok(await roles.list()),
  });

  app.put(ROLES_API.one, {
    config: { access: { roles: ['admin'], permission: 'system:role:edit' } },
    schema: {
      tags,
      summary: "A role's name and permission strings",
      params: roleKeyParams,
      body: roleUpdate,
      response: { 200: envelope(adminRole) },
    },
    handler: async (request, reply) => {
      const { key } = request.params;
      const { before, after } = await roles.update(key, request.body);
      request.audit({ action: 'role.update', targetType: 'role', targetId: key, before, after });
      return reply.ok(after, 'admin.saved');
    },
  });

  app.put(ROLES_API.menus, {
    config: { access: { roles: ['admin'], permission: 'system:role:edit' } },
    schema: {
      tags,
      summary: 'The menus a role sees (parents of a checked item are granted with it)',
      params: roleKeyParams,
      body: roleMenusUpdate,
      response: { 200: envelope(adminRole) },
    },
    handler: async (request, reply) => {
      const { key } = request.params;
      const { before, after } = await roles.setMenus(key, request.body.menu_ids);
      request.audit({ action: 'role.menus', targetType: 'role', targetId: key, before, after });
      return reply.ok(after, 'admin.saved');
    },
  });
};
