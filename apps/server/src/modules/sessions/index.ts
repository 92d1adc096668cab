// The sessions module: decorates `onlineSessions` (live sessions listed and ended by administrators and by their
// owners; the session check itself is the core's `sessions`), registers their routes and the sessions export.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sessionsExport } from './exports.ts';
import { sessionRoutes } from './routes.ts';
import { OnlineSessionService } from './service.ts';
import { sessionStore } from './store.ts';

export type { OnlineSessionService } from './service.ts';
export { addRefreshToken, refreshTokenByHash, rotateRefreshToken } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    onlineSessions: OnlineSessionService;
  }
}

async function sessionsModule(app: FastifyInstance) {
  app.sessions.keepIn(sessionStore(app.db));
  const idleTimeoutMs = app.config.SESSION_IDLE_TIMEOUT_S * 1000;
  const onlineSessions = new OnlineSessionService(app.db, app.sessions, idleTimeoutMs);
  app.decorate('onlineSessions', onlineSessions);
  app.exports.register(sessionsExport(onlineSessions));
  await app.register(sessionRoutes);
}

export default fp(sessionsModule, { name: 'sessions', dependencies: ['core', 'audit', 'exports'] });
