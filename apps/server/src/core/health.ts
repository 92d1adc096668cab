// /healthz (the process answers) and /readyz (the database, and Redis when configured, answer; 503 once the instance
// is shutting down, so a balancer that probes it sends no more work here: shutdown.ts).
import { envelope } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@/lib/errors.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, state, config, lifecycle } = app;
  const detailFor = new Set(config.READYZ_DETAIL_ADDRESSES);

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
      summary: 'The database (and Redis when configured) answer; 503 while the instance shuts down',
      response: {
        200: envelope(
          z.object({ status: z.literal('ready'), database: z.string().optional(), redis: z.string().optional() }),
        ),
      },
    },
    handler: async (request, reply) => {
      if (lifecycle.draining) throw new AppError(503, 'error.shutting_down', {}, null, { 'retry-after': '1' });
      await database.ping();
      const redis = state.redis ? await state.redis.ping() : 'not configured';
      // Which database and whether Redis is set up is a map for an attacker: only the probes' addresses learn it.
      if (!detailFor.has(request.ip)) return reply.ok({ status: 'ready' as const });
      return reply.ok({ status: 'ready' as const, database: database.kind, redis });
    },
  });
};
