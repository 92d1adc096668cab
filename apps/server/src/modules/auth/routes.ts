// Token calls: login, refresh and logout.
import { AUTH_API, envelope, loginBody, tokenResponse } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenFromHeader } from '@/core/tokens.ts';
import { unauthorized } from '@/lib/errors.ts';
import { authOf } from '@/plugins/auth.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, sites } = app;

  app.post(AUTH_API.token, {
    config: { access: 'public' },
    schema: {
      tags: ['session'],
      summary: 'Log in with username, password and role',
      body: loginBody,
      response: { 200: envelope(tokenResponse) },
    },
    handler: async (request, reply) => {
      const site = await sites.forHost(request.hostname);
      const tokens = await auth.login(request.body, {
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
        siteId: site.id,
        site: site.domain,
      });
      return reply.ok(tokens);
    },
  });

  app.post(AUTH_API.refreshToken, {
    config: { access: 'public' },
    schema: {
      tags: ['session'],
      summary: 'Exchange the refresh token (in Authorization) for new tokens',
      headers: z.object({ authorization: z.string().max(4096).optional() }),
      response: { 200: envelope(tokenResponse) },
    },
    handler: async (request, reply) => {
      const presented = tokenFromHeader(request.headers.authorization);
      if (!presented) throw unauthorized('auth.refresh_invalid');
      return reply.ok(await auth.refresh(presented));
    },
  });

  app.post(AUTH_API.logout, {
    config: { access: 'signed-in' },
    schema: { tags: ['session'], summary: 'End the current session', response: { 200: envelope(z.null()) } },
    handler: async (request, reply) => {
      await auth.logout(authOf(request).sessionId);
      return reply.ok(null, 'logout.ok');
    },
  });
};
