// /healthz (the process answers) and /readyz (the database, and Redis when configured, answer).
import { envelope } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, state } = app;

  app.get('/healthz', {
    config: { access: 'public', rateLimit: false },
    schema: {
      tags: ['system'],
      summary: 'The process is up',
      response: { 200: envelope(z.object({ status: z.literal('ok') })) },
    },
    handler: async (_request, reply) => reply.ok({ status: 'ok' as const }),
  });

  app.get('/readyz', {
    config: { access: 'public', rateLimit: false },
    schema: {
      tags: ['system'],
      summary: 'The database (and Redis when configured) answer',
      response: { 200: envelope(z.object({ database: z.string(), redis: z.string() })) },
    },
    handler: async (_request, reply) => {
      await database.ping();
      const redis = state.redis ? await state.redis.ping() : 'not configured';
      return reply.ok({ database: database.kind, redis });
    },
  });
};
