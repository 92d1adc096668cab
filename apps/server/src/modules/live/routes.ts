// Live-session calls: the trainer's scheduling (teachers and staff above read), the student's list, the watch answer
// and the chat. The player's playlist, segments and the chat stream are in media.routes.ts (they take a pass).
import {
  chatInput,
  chatMessage,
  envelope,
  idParams,
  LIVE_API,
  liveClassOption,
  liveListQuery,
  liveSessionDetail,
  liveSessionInput,
  liveSessionRow,
  liveWatch,
  pageOf,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '@/plugins/actor.ts';
import { resource } from '@/plugins/crud.ts';

const tags = ['live'];
const STAFF = ['admin', 'teacher', 'trainer', 'province', 'city', 'area'] as const;
const byId = LIVE_API.session(':id');
const watchers = { roles: [...STAFF, 'student'] as const };

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { liveSessions, liveChat } = app;
  const routes = resource(
    app,
    {
      tags,
      read: { roles: STAFF, permission: 'class:list' },
      edit: { roles: ['trainer'], permission: 'train:live:edit' },
      paths: { list: LIVE_API.sessions, one: byId },
      key: idParams,
      item: liveSessionDetail,
      list: {
        summary: 'Live sessions of the classes you see (a trainer: the classes you teach)',
        query: liveListQuery,
        data: pageOf(liveSessionRow),
      },
      get: { summary: 'One live session; its trainers also get the push server and stream key' },
      create: { summary: 'Schedule a live session for a class you teach', body: liveSessionInput },
      update: { summary: 'Change a live session that has not begun', body: liveSessionInput },
      remove: { summary: 'Delete a live session that has not begun' },
    },
    liveSessions,
  );
  routes.get(LIVE_API.classes, {
    summary: 'The classes a trainer may schedule live sessions for',
    access: { roles: ['trainer'], permission: 'train:live:edit' },
    data: z.array(liveClassOption),
    run: (r) => liveSessions.schedulableClasses(actorOf(r)),
  });
  routes.get(LIVE_API.mine, {
    summary: "The student's live sessions: now, upcoming and replays",
    access: { roles: ['student'] },
    data: z.array(liveSessionRow),
    run: (r) => liveSessions.mine(actorOf(r)),
  });
  routes.get(LIVE_API.watch(':id'), {
    summary: 'One session to watch: the pull address and the pass for the player and the chat stream',
    access: watchers,
    params: idParams,
    data: liveWatch,
    run: (r) => liveSessions.watch(actorOf(r), r.params),
  });
  routes.get(LIVE_API.chat(':id'), {
    summary: "The latest questions of a session's chat",
    access: watchers,
    params: idParams,
    data: z.array(chatMessage),
    run: (r) => liveChat.read(actorOf(r), r.params.id),
  });
  app.post(LIVE_API.chat(':id'), {
    config: { access: { roles: ['student', 'trainer', 'teacher'] } },
    schema: {
      tags,
      summary: 'Ask a question in the chat (participants of the class, limited per minute)',
      params: idParams,
      body: chatInput,
      response: { 201: envelope(chatMessage) },
    },
    handler: async (r, reply) =>
      reply.ok(await liveChat.post(actorOf(r), r.params.id, r.body.text), 'live.chat_sent', 201),
  });
};
