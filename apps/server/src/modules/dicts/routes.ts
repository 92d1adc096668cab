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
import { crud, resource } from '@/plugins/crud.ts';
import type { DictItemAdmin, DictTypeAdmin } from './admin.service.ts';

const typeOut = z.object({ code: z.string(), name: z.string(), name_en: z.string(), remark: z.string() });

export interface DictRoutesOptions {
  types: DictTypeAdmin;
  items: DictItemAdmin;
}

export const dictRoutes: FastifyPluginAsyncZod<DictRoutesOptions> = async (app, { types, items }) => {
  const { dicts } = app;
  const admin = {
    tags: ['admin: dictionaries'],
    read: { roles: ['admin'], permission: 'system:dict:list' },
    edit: { roles: ['admin'], permission: 'system:dict:edit' },
  } as const;

  crud(app, { tags: ['dicts'], read: 'signed-in', edit: 'signed-in' }).get(DICTS_API.lookup, {
    summary: 'A dictionary as a map from number to label',
    querystring: dictQuery,
    data: dictMap,
    run: (request) => dicts.lookup(request.query.code, request.locale),
  });

  resource(
    app,
    {
      ...admin,
      paths: { list: DICTS_API.types, one: DICTS_API.type },
      key: dictCodeParams,
      item: typeOut,
      list: { summary: 'Dictionary types', query: dictTypeListQuery, data: pageOf(dictTypeRow) },
      create: { summary: 'Adds a dictionary type', body: dictTypeCreate },
      update: { summary: "A dictionary type's name and remark", body: dictTypeUpdate },
      remove: { summary: 'Deletes a dictionary type and its items' },
    },
    types,
  );

  resource(
    app,
    {
      ...admin,
      paths: { list: DICTS_API.items, one: DICTS_API.item },
      key: idParams,
      item: dictItemRow,
      list: { summary: "A dictionary's items", query: dictItemQuery, data: z.array(dictItemRow) },
      create: { summary: 'Adds an item (value unique per dictionary)', body: dictItemCreate },
      update: { summary: 'Saves an item', body: dictItemUpdate },
      remove: { summary: 'Deletes an item' },
    },
    items,
  );
};
