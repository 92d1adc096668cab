// The collection module: decorates `collection` (the startup-star online collection: public applications with a
// receipt number and lookup, reviewed by administrators), registers its routes and its export.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectionExport } from './exports.ts';
import { collectionRoutes } from './routes.ts';
import { CollectionService } from './service.ts';

export type { CollectionService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    collection: CollectionService;
  }
}

async function collectionModule(app: FastifyInstance) {
  const collection = new CollectionService(app.db, app.personalData, app.storage);
  app.decorate('collection', collection);
  app.exports.register(collectionExport(collection));
  await app.register(collectionRoutes, { collection });
}

export default fp(collectionModule, { name: 'collection', dependencies: ['core', 'audit', 'exports', 'captcha'] });
