// Online sessions: administrators see and end any; every user sees and ends their own.
import { envelope, pageOf, SESSIONS_API, sessionListQuery, sessionRow, uuidParams } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.ts';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { onlineSessions } = app.ctx;
  const tags = ['sessions'];
  const admin = { roles: ['admin'] as const, permission: 'monitor:online:list' };

  app.get(SESSIONS_API.list, {
    config: { access: admin },
    schema: {
      tags,
      summary: 'Live sessions',
      querystring: sessionListQuery,
      response: { 200: envelope(pageOf(sessionRow)) },
    },
    handler: async (request, reply) => {
      const result = await onlineSessions.list(request.query, authOf(request).sessionId);
      return reply.ok({ ...result, page: request.query.page, size: request.query.size });
    },
  });

  app.delete(SESSIONS_API.one, {
    config: { access: { ...admin, permission: 'monitor:online:forceLogout' } },
    schema: {
      tags,
      summary: "End a session: the user's next call gets HTTP 402",
      params: uuidParams,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request, reply) => {
      const ended = await onlineSessions.end(request.params.id, 'session.ended.forced');
      request.audit({
        action: 'session.forceLogout',
        targetType: 'session',
        targetId: request.params.id,
        before: ended,
      });
      return reply.ok(null, 'sessions.ended');
    },
  });

  app.get(SESSIONS_API.mine, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: "The caller's own live sessions",
      querystring: sessionListQuery.pick({ page: true, size: true }),
      response: { 200: envelope(pageOf(sessionRow)) },
    },
    handler: async (request, reply) => {
      const { userId, sessionId } = authOf(request);
      const result = await onlineSessions.list({ ...request.query, userId }, sessionId);
      return reply.ok({ ...result, page: request.query.page, size: request.query.size });
    },
  });

  app.delete(SESSIONS_API.myOne, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'End one of your own sessions',
      params: uuidParams,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request, reply) => {
      await onlineSessions.end(request.params.id, 'session.ended.logout', authOf(request).userId);
      return reply.ok(null, 'sessions.ended');
    },
  });
};
