// Site info for the request's Host, health and readiness.
import { envelope, SITES_API, systemInfo } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compressed } from '../../lib/compress.ts';
import { toSystemInfo } from './site.service.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sites, database, state } = app.ctx;

  app.get(SITES_API.info, {
    // Public: the portal and the login page show the site's name, footer and QR codes before sign-in.
    config: { access: 'public' },
    // Every page load asks for it, and its logo and QR codes make it ~20 KB.
    onSend: compressed,
    schema: {
      tags: ['system'],
      summary: "The branded site of the request's Host",
      response: { 200: envelope(systemInfo) },
    },
    handler: async (request, reply) => reply.ok(toSystemInfo(await sites.forHost(request.hostname))),
  });

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
