// Teacher personal centre (/home for teachers).
import { TEACHERS_API, teacherHome, teacherHomeUpdate } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '@/plugins/actor.ts';
import { crud } from '@/plugins/crud.ts';

export const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { teachers } = app;
  const teacher = { roles: ['teacher'] as const };
  const routes = crud(app, { tags: ['teachers'], read: teacher, edit: teacher, saved: 'teacher.updated' });

  routes.get(TEACHERS_API.home, {
    summary: "The teacher's personal centre",
    data: teacherHome,
    run: (request) => teachers.home(actorOf(request)),
  });
  routes.update(TEACHERS_API.home, {
    summary: 'Update name, phone and intro',
    body: teacherHomeUpdate,
    data: teacherHome,
    run: (request) => teachers.update(actorOf(request), request.body),
  });
};
