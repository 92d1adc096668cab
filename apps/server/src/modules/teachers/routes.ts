// Teacher personal centre (/home for teachers).
import { envelope, TEACHERS_API, teacherHome, teacherHomeUpdate } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';

export const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { teachers } = app.ctx;

  app.get(TEACHERS_API.home, {
    config: { access: { roles: ['teacher'] } },
    schema: { tags: ['teachers'], summary: "The teacher's personal centre", response: { 200: envelope(teacherHome) } },
    handler: async (request, reply) => reply.ok(await teachers.home(authOf(request).userId)),
  });

  app.put(TEACHERS_API.home, {
    config: { access: { roles: ['teacher'] } },
    schema: {
      tags: ['teachers'],
      summary: 'Update name, phone and intro',
      body: teacherHomeUpdate,
      response: { 200: envelope(teacherHome) },
    },
    handler: async (request, reply) =>
      reply.ok(await teachers.update(authOf(request).userId, request.body), 'teacher.updated'),
  });
};
