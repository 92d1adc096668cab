// Roles and permissions: the administrator edits each role's permission strings and menus.
import { adminRole, ROLES_API, roleKeyParams, roleMenusUpdate, roleUpdate } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '@/plugins/actor.ts';
import { resource } from '@/plugins/crud.ts';

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { roles } = app;
  const routes = resource(
    app,
    {
      tags: ['admin: roles'],
      read: { roles: ['admin'], permission: 'system:role:list' },
      edit: { roles: ['admin'], permission: 'system:role:edit' },
      paths: ROLES_API,
      key: roleKeyParams,
      item: adminRole,
      list: { summary: 'Every role with its permissions and menu ids', data: z.array(adminRole) },
      update: { summary: "A role's name and permission strings", body: roleUpdate },
    },
    roles,
  );
  routes.update(ROLES_API.menus, {
    summary: 'The menus a role sees (parents of a checked item are granted with it)',
    params: roleKeyParams,
    body: roleMenusUpdate,
    data: adminRole,
    run: (request) => roles.setMenus(actorOf(request), request.params, request.body.menu_ids),
  });
};
