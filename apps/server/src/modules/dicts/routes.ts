// Dictionaries: the lookup by code every form uses, and their administration (RuoYi's sys_dict_type / sys_dict_data).
import {
  DICTS_API,
  dictCodeParams,
  dictItemCreate,
  dictItemQuery,
  dictItemRow,
  dictItemUpdate,
  dictMap,
  dictQuery,
  dictTypeCreate,
  dictTypeListQuery,
  dictTypeRow,
  dictTypeUpdate,
  idParams,
  pageOf,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '@/plugins/actor.ts';
import { crud } from '@/plugins/crud.ts';
import type { DictAdminService } from './admin.service.ts';

const typeOut = z.object({ code: z.string(), name: z.string(), remark: z.string() });

export const dictRoutes: FastifyPluginAsyncZod<{ admin: DictAdminService }> = async (app, { admin }) => {
  const { dicts } = app;
  const routes = crud(app, {
    tags: ['admin: dictionaries'],
    read: { roles: ['admin'], permission: 'system:dict:list' },
    edit: { roles: ['admin'], permission: 'system:dict:edit' },
  });

  crud(app, { tags: ['dicts'], read: 'signed-in', edit: 'signed-in' }).get(DICTS_API.lookup, {
    summary: 'A dictionary as a map from number to label',
    querystring: dictQuery,
    data: dictMap,
    run: (request) => dicts.lookup(request.query.code),
  });

  routes.get(DICTS_API.types, {
    summary: 'Dictionary types',
    querystring: dictTypeListQuery,
    data: pageOf(dictTypeRow),
    run: (request) => admin.listTypes(request.query),
  });
  routes.create(DICTS_API.types, {
    summary: 'Adds a dictionary type',
    body: dictTypeCreate,
    data: typeOut,
    run: (request) => admin.createType(actorOf(request), request.body),
  });
  routes.update(DICTS_API.type, {
    summary: "A dictionary type's name and remark",
    params: dictCodeParams,
    body: dictTypeUpdate,
    data: typeOut,
    run: (request) => admin.updateType(actorOf(request), request.params.code, request.body),
  });
  routes.remove(DICTS_API.type, {
    summary: 'Deletes a dictionary type and its items',
    params: dictCodeParams,
    run: (request) => admin.removeType(actorOf(request), request.params.code),
  });

  routes.get(DICTS_API.items, {
    summary: "A dictionary's items",
    querystring: dictItemQuery,
    data: z.array(dictItemRow),
    run: (request) => admin.listItems(request.query.code),
  });
  routes.create(DICTS_API.items, {
    summary: 'Adds an item (value unique per dictionary)',
    body: dictItemCreate,
    data: dictItemRow,
    run: (request) => admin.createItem(actorOf(request), request.body),
  });
  routes.update(DICTS_API.item, {
    summary: 'Saves an item',
    params: idParams,
    body: dictItemUpdate,
    data: dictItemRow,
    run: (request) => admin.updateItem(actorOf(request), request.params.id, request.body),
  });
  routes.remove(DICTS_API.item, {
    summary: 'Deletes an item',
    params: idParams,
    run: (request) => admin.removeItem(actorOf(request), request.params.id),
  });
};
