// Student calls: own detail and the follow-up service survey.
import { envelope, STUDENTS_API, studentDetail, surveyAnswer, timetable } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '@/plugins/actor.ts';

export const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  const students = app.students.training;

  app.get(STUDENTS_API.detail, {
    config: { access: { roles: ['student'] } },
    schema: {
      tags: ['students'],
      summary: "The student's training detail",
      response: { 200: envelope(studentDetail) },
    },
    handler: async (request, reply) => reply.ok(await students.detail(actorOf(request))),
  });

  app.get(STUDENTS_API.table, {
    config: { access: { roles: ['student'] } },
    schema: {
      tags: ['students'],
      summary: "The sessions of the student's class (timetable)",
      response: { 200: envelope(timetable) },
    },
    handler: async (request, reply) => reply.ok(await students.timetable(actorOf(request))),
  });

  app.post(STUDENTS_API.survey, {
    // The survey's own summary leads a validation failure's message.
    config: { access: { roles: ['student'] }, validationSummary: 'survey.incomplete' },
    schema: {
      tags: ['students'],
      summary: 'Answer the follow-up service survey',
      body: surveyAnswer,
      response: { 201: envelope(z.null()) },
    },
    handler: async (request, reply) => {
      await students.submitSurvey(actorOf(request), request.body);
      return reply.ok(null, 'survey.submitted', 201);
    },
  });
};
