// Online sessions: administrators see and end any; every user sees and ends their own.
import { pageOf, SESSIONS_API, sessionListQuery, sessionRow, uuidParams } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '@/plugins/actor.ts';
import { authOf } from '@/plugins/auth.ts';
import { crud } from '@/plugins/crud.ts';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { onlineSessions } = app;
  const tags = ['sessions'];
  const admin = { roles: ['admin'] as const, permission: 'monitor:online:list' };
  const routes = crud(app, { tags, read: admin, edit: { ...admin, permission: 'monitor:online:forceLogout' } });
  const mine = crud(app, { tags, read: 'signed-in', edit: 'signed-in', deleted: 'sessions.ended' });

  routes.get(SESSIONS_API.list, {
    summary: 'Live sessions',
    querystring: sessionListQuery,
    data: pageOf(sessionRow),
    run: (request) => onlineSessions.list(request.query, authOf(request).sessionId),
  });
  routes.remove(SESSIONS_API.one, {
    summary: "End a session: the user's next call gets HTTP 402",
    params: uuidParams,
    msg: 'sessions.ended',
    run: (request) => onlineSessions.force(actorOf(request), request.params.id),
  });

  mine.get(SESSIONS_API.mine, {
    summary: "The caller's own live sessions",
    querystring: sessionListQuery.pick({ page: true, size: true }),
    data: pageOf(sessionRow),
    run: (request) => {
      const { userId, sessionId } = authOf(request);
      return onlineSessions.list({ ...request.query, userId }, sessionId);
    },
  });
  mine.remove(SESSIONS_API.myOne, {
    summary: 'End one of your own sessions',
    params: uuidParams,
    run: (request) => onlineSessions.endOwn(actorOf(request), request.params.id),
  });
};
