// The menu editor (RuoYi's sys_menu): tree, create, edit, delete, and the components a menu may name.
import { adminMenu, envelope, idParams, MENU_COMPONENTS, MENUS_API, menuInput } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

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

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const { menuAdmin } = app.ctx;
  const tags = ['admin: menus'];
  const read = { roles: ['admin'] as const, permission: 'system:menu:list' };
  const edit = { roles: ['admin'] as const, permission: 'system:menu:edit' };

  app.get(MENUS_API.list, {
    config: { access: read },
    schema: { tags, summary: 'The whole menu tree with every field', response: { 200: envelope(z.array(adminMenu)) } },
    handler: async (_request, reply) => reply.ok(await menuAdmin.tree()),
  });

  app.get(MENUS_API.components, {
    config: { access: read },
    schema: {
      tags,
      summary: 'The components a menu may name: Layout, ParentView and every existing view',
      response: { 200: envelope(z.array(z.string())) },
    },
    handler: async (_request, reply) => reply.ok([...MENU_COMPONENTS]),
  });

  app.post(MENUS_API.list, {
    config: { access: edit },
    schema: { tags, summary: 'Adds a menu', body: menuInput, response: { 201: envelope(adminMenuRow) } },
    handler: async (request, reply) => {
      const after = await menuAdmin.create(request.body);
      request.audit({ action: 'menu.create', targetType: 'menu', targetId: after.id, after });
      return reply.ok(after, 'admin.saved', 201);
    },
  });

  app.put(MENUS_API.one, {
    config: { access: edit },
    schema: {
      tags,
      summary: 'Saves a menu (every field)',
      params: idParams,
      body: menuInput,
      response: { 200: envelope(adminMenuRow) },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const { before, after } = await menuAdmin.update(id, request.body);
      request.audit({ action: 'menu.update', targetType: 'menu', targetId: id, before, after });
      return reply.ok(after, 'admin.saved');
    },
  });

  app.delete(MENUS_API.one, {
    config: { access: edit },
    schema: {
      tags,
      summary: 'Deletes a menu without children',
      params: idParams,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const before = await menuAdmin.remove(id);
      request.audit({ action: 'menu.delete', targetType: 'menu', targetId: id, before });
      return reply.ok(null, 'admin.deleted');
    },
  });
};
