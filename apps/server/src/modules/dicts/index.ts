// The dicts module: decorates `dicts` (code -> { value: label } lookups, cached and dropped on change on every
// instance), registers the lookup, the administration and the dictionary items export.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DictItemAdmin, DictTypeAdmin } from './admin.service.ts';
import { dictItemsExport } from './exports.ts';
import { dictRoutes } from './routes.ts';
import { DictService } from './service.ts';

export type { DictService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    dicts: DictService;
  }
}

async function dictsModule(app: FastifyInstance) {
  const dicts = new DictService(app.db, app.state);
  await dicts.cache.listen();
  app.decorate('dicts', dicts);
  const items = new DictItemAdmin(app.db, dicts);
  app.exports.register(dictItemsExport(items));
  await app.register(dictRoutes, { types: new DictTypeAdmin(app.db, dicts), items });
}

export default fp(dictsModule, { name: 'dicts', dependencies: ['core', 'audit', 'exports'] });
