// The live module (issue 13): decorates `liveSessions` (scheduling, who may watch, the watch answer) and `liveChat`
// (questions over SSE, shared across instances), and registers their calls and the simulated stream's.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LiveChatService } from './chat.service.ts';
import { liveMediaRoutes } from './media.routes.ts';
import { MediaTokens } from './media-token.ts';
import { liveRoutes } from './routes.ts';
import { LiveSessionService } from './session.service.ts';

export type { LiveChatService } from './chat.service.ts';
export type { LiveSessionService } from './session.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    liveSessions: LiveSessionService;
    liveChat: LiveChatService;
  }
}

async function liveModule(app: FastifyInstance) {
  const sessions = new LiveSessionService(app.db, new MediaTokens(app.config.tokenSecret), {
    pushUrl: app.config.LIVE_PUSH_URL,
    pullUrl: app.config.LIVE_PULL_URL,
  });
  app.decorate('liveSessions', sessions);
  app.decorate('liveChat', new LiveChatService(app.db, app.state, sessions));
  await app.register(liveRoutes);
  await app.register(liveMediaRoutes);
}

export default fp(liveModule, { name: 'live', dependencies: ['core', 'audit', 'classes'] });
