// What the player and the chat's EventSource fetch: they cannot send an Authorization header, so each call carries
// the session's short-lived pass in `t` (media-token.ts). The playlist is the simulated stream (playlist.ts).
import { type ChatMessage, LIVE_API, liveMediaQuery, liveSegmentParams } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '@/lib/errors.ts';
import type { EventStream } from '@/lib/event-stream.ts';
import { demoSegment, livePlaylist, vodPlaylist } from './playlist.ts';
import { stateAt } from './session.service.ts';

const tags = ['live'];
const params = z.object({ id: liveSegmentParams.shape.id });
const segmentNumber = (file: string) => Number(/^(\d{1,4})\.ts$/.exec(file)?.[1] ?? -1);

export const liveMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { liveSessions, liveChat, streams } = app;
  // Passes are checked per call; a class watching behind one address must not hit the global per-address limit.
  const media = { access: 'public' as const, rateLimit: false as const };
  app.get(LIVE_API.playlist(':id'), {
    config: media,
    schema: {
      tags,
      summary: 'The simulated stream: a sliding live playlist, a VOD after the end',
      params,
      querystring: liveMediaQuery,
    },
    handler: async (r, reply) => {
      const { facts } = await liveSessions.byPass(r.params.id, r.query.t);
      const now = liveSessions.now();
      const state = stateAt(facts, now);
      if (state === 'upcoming') throw new AppError(409, 'live.not_started');
      const query = `?t=${encodeURIComponent(r.query.t)}`;
      const body = state === 'live' ? livePlaylist({ startsAt: facts.startsAt, now, query }) : vodPlaylist({ query });
      return reply
        .header('content-type', 'application/vnd.apple.mpegurl')
        .header('cache-control', 'no-store')
        .send(body);
    },
  });

  app.get(LIVE_API.segmentFile(':id', ':file'), {
    config: media,
    schema: {
      tags,
      summary: 'One segment of the simulated stream',
      params: liveSegmentParams,
      querystring: liveMediaQuery,
    },
    handler: async (r, reply) => {
      await liveSessions.byPass(r.params.id, r.query.t);
      const bytes = demoSegment(segmentNumber(r.params.file));
      if (!bytes) throw notFound('live.not_found');
      return reply.header('content-type', 'video/mp2t').header('cache-control', 'private, max-age=3600').send(bytes);
    },
  });

  app.get(LIVE_API.chatStream(':id'), {
    config: media,
    schema: {
      tags,
      summary: "The session's chat as Server-Sent Events (event: message, id: the message id)",
      params,
      querystring: liveMediaQuery,
    },
    handler: async (r, reply) => {
      const id = r.params.id;
      await liveSessions.byPass(id, r.query.t);
      const lastId = Number(r.headers['last-event-id']);
      let stream: EventStream | null = null;
      const send = (m: ChatMessage) => stream?.send({ id: m.id, event: 'message', data: m });
      // Listening before the answer starts: whatever is posted once the client sees the stream open reaches it.
      const stop = await liveChat.follow(id, send);
      stream = streams.start(r, reply, stop);
      // A reconnecting stream gets what it missed (EventSource sends the last id it saw).
      if (Number.isInteger(lastId) && lastId > 0) for (const m of await liveChat.history(id, lastId)) send(m);
    },
  });
};
