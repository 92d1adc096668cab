// Teacher personal centre (/home for teachers).
import {
  bookListQuery,
  bookOrderInput,
  bookOrderRow,
  pageOf,
  TEACHERS_API,
  teacherHome,
  teacherHomeUpdate,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '@/plugins/actor.ts';
import { crud } from '@/plugins/crud.ts';

export const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { teachers, books } = app;
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

  const ordering = crud(app, {
    tags: ['teachers'],
    read: { roles: ['teacher', 'admin', 'province', 'city', 'area'] },
    edit: { roles: ['teacher'], permission: 'class:edit' },
  });
  ordering.get(TEACHERS_API.books, {
    summary: 'Textbook orders, per class',
    querystring: bookListQuery,
    data: pageOf(bookOrderRow),
    run: (request) => books.list(actorOf(request), request.query),
  });
  ordering.create(TEACHERS_API.books, {
    summary: "Order a course's textbooks for a class (quantity defaults to the enrolled count)",
    body: bookOrderInput,
    data: bookOrderRow,
    msg: 'books.ordered',
    run: (request) => books.order(actorOf(request), request.body),
  });
};
