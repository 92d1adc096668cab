// Learning calls: the two heartbeats (body codes 301, 302, 303 pass through to the player), the presence
// answer, the student's study reads, and a class's credited time for its staff.
import {
  classHours,
  classHoursQuery,
  courseProgress,
  envelope,
  idleAckBody,
  idParams,
  LEARNING_API,
  learningRecordAnswer,
  learningRecordBody,
  liveLearningRecordBody,
  studyOutline,
  studyOverview,
} from '@etp/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@/lib/errors.ts';
import { actorOf } from '@/plugins/actor.ts';
import { authOf } from '@/plugins/auth.ts';
import type { RecordResult } from './record.service.ts';

const tags = ['learning'];
const student = { roles: ['student'] as const };
const STAFF = ['admin', 'teacher', 'trainer', 'province', 'city', 'area'] as const;
const recordAnswer = z.object({ code: z.number().int(), msg: z.string(), data: learningRecordAnswer });

export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { learning } = app;
  const send = (result: RecordResult, t: (key: RecordResult['msg'], params?: Record<string, number>) => string) => ({
    code: result.code,
    msg: t(result.msg, result.params),
    data: result.data,
  });
  const caller = (request: FastifyRequest) => {
    const { userId, sessionId } = authOf(request);
    return { userId, sessionId };
  };
  // The heartbeats read their session again in their batch's transaction (record-batch.ts): a cached copy past the
  // session cache's TTL may let them in, and costs them no read of their own.
  app.sessions.confirmedBy(LEARNING_API.learningRecord);
  app.sessions.confirmedBy(LEARNING_API.liveLearningRecord);

  app.post(LEARNING_API.learningRecord, {
    config: { access: student },
    schema: {
      tags,
      summary: 'Heartbeat of a recorded lesson: credits server-clock time (body codes 301, 302, 303 stop the player)',
      body: learningRecordBody,
      response: { 200: recordAnswer },
    },
    handler: async (request) =>
      send(await learning.records.recordLesson(caller(request), request.body), (k, p) => request.t(k, p)),
  });

  app.post(LEARNING_API.liveLearningRecord, {
    config: { access: student },
    schema: {
      tags,
      summary: 'Heartbeat of a live session or its replay: attendance inside the window, missed time after it',
      body: liveLearningRecordBody,
      response: { 200: recordAnswer },
    },
    handler: async (request) =>
      send(await learning.records.recordLive(caller(request), request.body), (k, p) => request.t(k, p)),
  });

  app.post(LEARNING_API.idleAck, {
    config: { access: student },
    schema: {
      tags,
      summary: 'Answer the "still there?" question',
      body: idleAckBody,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request, reply) => {
      if (!(await learning.records.acknowledgeIdle(actorOf(request), request.body.tab)))
        throw new AppError(409, 'learning.no_idle_check');
      return reply.ok(null, 'learning.idle_acknowledged');
    },
  });

  app.get(LEARNING_API.overview, {
    config: { access: student },
    schema: {
      tags,
      summary: 'The study page: class, courses, sessions, next lesson',
      response: { 200: envelope(studyOverview) },
    },
    handler: async (request, reply) => reply.ok(await learning.reads.overview(actorOf(request))),
  });

  app.get(LEARNING_API.courses, {
    config: { access: student },
    schema: { tags, summary: 'My courses with progress', response: { 200: envelope(z.array(courseProgress)) } },
    handler: async (request, reply) => reply.ok(await learning.reads.courses(actorOf(request))),
  });

  app.get(LEARNING_API.course(':id'), {
    config: { access: student },
    schema: {
      tags,
      summary: 'A course of mine: outline, my progress per lesson, where to resume',
      params: idParams,
      response: { 200: envelope(studyOutline) },
    },
    handler: async (request, reply) => reply.ok(await learning.reads.course(actorOf(request), request.params.id)),
  });

  app.get(LEARNING_API.classHours(':id'), {
    config: { access: { roles: STAFF, permission: 'class:list' } },
    schema: {
      tags,
      summary: "Credited study time of a class's students, per student and day",
      params: idParams,
      querystring: classHoursQuery,
      response: { 200: envelope(classHours) },
    },
    handler: async (request, reply) =>
      reply.ok(await learning.reads.classHours(actorOf(request), request.params.id, request.query)),
  });
};
