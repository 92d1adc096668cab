// Menus: the signed-in user's menu tree (every page load), and the menu editor (RuoYi's sys_menu): tree, create,
// edit, delete, and the components a menu may name.
import { adminMenu, envelope, idParams, MENU_COMPONENTS, MENUS_API, menuInput, menuItem } from '@etp/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '@/plugins/auth.ts';
import { resource } from '@/plugins/crud.ts';
import type { MenuAdminService } from './admin.service.ts';

const adminMenuRow = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  path: z.string(),
  component: z.string(),
  title: z.string(),
  icon: z.string(),
  visible: z.enum(['0', '1']),
  keepalive: z.boolean(),
  breadcrumb: z.boolean(),
  active_menu: z.string(),
  permission: z.string(),
  order_num: z.number().int(),
  roles: z.array(z.string()),
});

export const menuRoutes: FastifyPluginAsyncZod<{ admin: MenuAdminService }> = async (app, { admin }) => {
  const { menus } = app;

  app.get(MENUS_API.mine, {
    config: { access: 'signed-in' },
    schema: {
      tags: ['users'],
      summary: "The menu tree of the session's role",
      response: { 200: envelope(z.array(menuItem)) },
    },
    handler: async (request, reply) => {
      // The same bytes for every caller of a role and language: serialised once, dropped on any menu change.
      const body = await menus.bodyForRole(authOf(request).role, request.locale, (tree) =>
        String(reply.serialize({ code: 200, msg: request.t('ok'), data: tree })),
      );
      // Sent as bytes: Fastify neither serialises nor re-encodes them.
      return (reply as FastifyReply).code(200).type('application/json; charset=utf-8').send(body);
    },
  });

  const routes = resource(
    app,
    {
      tags: ['admin: menus'],
      read: { roles: ['admin'], permission: 'system:menu:list' },
      edit: { roles: ['admin'], permission: 'system:menu:edit' },
      paths: MENUS_API,
      key: idParams,
      item: adminMenuRow,
      list: { summary: 'The whole menu tree with every field', data: z.array(adminMenu) },
      create: { summary: 'Adds a menu', body: menuInput },
      update: { summary: 'Saves a menu (every field)', body: menuInput },
      remove: { summary: 'Deletes a menu without children' },
    },
    admin,
  );
  routes.get(MENUS_API.components, {
    summary: 'The components a menu may name: Layout, ParentView and every existing view',
    data: z.array(z.string()),
    run: async () => [...MENU_COMPONENTS],
  });
};
