// Dictionary lookup by code.
import { DICTS_API, dictMap, dictQuery, envelope } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const dictRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(DICTS_API.lookup, {
    config: { access: 'signed-in' },
    schema: {
      tags: ['dicts'],
      summary: 'A dictionary as a map from number to label',
      querystring: dictQuery,
      response: { 200: envelope(dictMap) },
    },
    handler: async (request, reply) => reply.ok(await app.ctx.dicts.lookup(request.query.code)),
  });
};
