// Site info for the request's Host.
import { envelope, SITES_API, systemInfo } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compressed } from '../../lib/compress.ts';
import { toSystemInfo } from './site.service.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sites } = app.ctx;

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
};
