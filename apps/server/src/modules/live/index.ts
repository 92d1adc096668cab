// The live module (issue 13): decorates `live`: `live.lessons` (live lessons of a class: scheduling, who may watch, the
// watch answer) and `live.chat` (questions over SSE, shared across instances), and registers their calls and the
// simulated stream's. ("Session" is the sign-in session only; a scheduled live broadcast is a live lesson.)
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LiveChatService } from './chat.service.ts';
import { LiveLessonService } from './lesson.service.ts';
import { liveMediaRoutes } from './media.routes.ts';
import { MediaTokens } from './media-token.ts';
import { liveRoutes } from './routes.ts';

export type { LiveChatService } from './chat.service.ts';
export type { LiveLessonService } from './lesson.service.ts';

/** The live module's services, one decoration `app.live`. */
export interface Live {
  lessons: LiveLessonService;
  chat: LiveChatService;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

async function liveModule(app: FastifyInstance) {
  const lessons = new LiveLessonService(app.db, new MediaTokens(app.config.tokenSecret), {
    pushUrl: app.config.LIVE_PUSH_URL,
    pullUrl: app.config.LIVE_PULL_URL,
  });
  app.decorate('live', { lessons, chat: new LiveChatService(app.db, app.state, lessons) });
  await app.register(liveRoutes);
  await app.register(liveMediaRoutes);
}

export default fp(liveModule, { name: 'live', dependencies: ['core', 'audit', 'classes'] });
