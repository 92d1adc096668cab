// Dictionary administration (RuoYi's sys_dict_type / sys_dict_data): types and items.
import {
  DICTS_API,
  dictCodeParams,
  dictItemCreate,
  dictItemQuery,
  dictItemRow,
  dictItemUpdate,
  dictTypeCreate,
  dictTypeListQuery,
  dictTypeRow,
  dictTypeUpdate,
  envelope,
  idParams,
  pageOf,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const typeOut = z.object({ code: z.string(), name: z.string(), remark: z.string() });

export const dictAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dictAdmin } = app.ctx;
  const tags = ['admin: dictionaries'];
  const read = { roles: ['admin'] as const, permission: 'system:dict:list' };
  const edit = { roles: ['admin'] as const, permission: 'system:dict:edit' };

  app.get(DICTS_API.types, {
    config: { access: read },
    schema: {
      tags,
      summary: 'Dictionary types',
      querystring: dictTypeListQuery,
      response: { 200: envelope(pageOf(dictTypeRow)) },
    },
    handler: async (request, reply) => reply.ok(await dictAdmin.listTypes(request.query)),
  });

  app.post(DICTS_API.types, {
    config: { access: edit },
    schema: { tags, summary: 'Adds a dictionary type', body: dictTypeCreate, response: { 201: envelope(typeOut) } },
    handler: async (request, reply) => {
      const after = await dictAdmin.createType(request.body);
      request.audit({ action: 'dict_type.create', targetType: 'dict_type', targetId: after.code, after });
      return reply.ok(after, 'admin.saved', 201);
    },
  });

  app.put(DICTS_API.type, {
    config: { access: edit },
    schema: {
      tags,
      summary: "A dictionary type's name and remark",
      params: dictCodeParams,
      body: dictTypeUpdate,
      response: { 200: envelope(typeOut) },
    },
    handler: async (request, reply) => {
      const { code } = request.params;
      const { before, after } = await dictAdmin.updateType(code, request.body);
      request.audit({ action: 'dict_type.update', targetType: 'dict_type', targetId: code, before, after });
      return reply.ok(after, 'admin.saved');
    },
  });

  app.delete(DICTS_API.type, {
    config: { access: edit },
    schema: {
      tags,
      summary: 'Deletes a dictionary type and its items',
      params: dictCodeParams,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request, reply) => {
      const { code } = request.params;
      const before = await dictAdmin.removeType(code);
      request.audit({ action: 'dict_type.delete', targetType: 'dict_type', targetId: code, before });
      return reply.ok(null, 'admin.deleted');
    },
  });

  app.get(DICTS_API.items, {
    config: { access: read },
    schema: {
      tags,
      summary: "A dictionary's items",
      querystring: dictItemQuery,
      response: { 200: envelope(z.array(dictItemRow)) },
    },
    handler: async (request, reply) => reply.ok(await dictAdmin.listItems(request.query.code)),
  });

  app.post(DICTS_API.items, {
    config: { access: edit },
    schema: {
      tags,
      summary: 'Adds an item (value unique per dictionary)',
      body: dictItemCreate,
      response: { 201: envelope(dictItemRow) },
    },
    handler: async (request, reply) => {
      const after = await dictAdmin.createItem(request.body);
      request.audit({ action: 'dict_item.create', targetType: 'dict_item', targetId: after.id, after });
      return reply.ok(after, 'admin.saved', 201);
    },
  });

  app.put(DICTS_API.item, {
    config: { access: edit },
    schema: {
      tags,
      summary: 'Saves an item',
      params: idParams,
      body: dictItemUpdate,
      response: { 200: envelope(dictItemRow) },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const { before, after } = await dictAdmin.updateItem(id, request.body);
      request.audit({ action: 'dict_item.update', targetType: 'dict_item', targetId: id, before, after });
      return reply.ok(after, 'admin.saved');
    },
  });

  app.delete(DICTS_API.item, {
    config: { access: edit },
    schema: { tags, summary: 'Deletes an item', params: idParams, response: { 200: envelope(z.null()) } },
    handler: async (request, reply) => {
      const { id } = request.params;
      const before = await dictAdmin.removeItem(id);
      request.audit({ action: 'dict_item.delete', targetType: 'dict_item', targetId: id, before });
      return reply.ok(null, 'admin.deleted');
    },
  });
};
