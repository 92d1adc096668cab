// The teachers module: decorates `teachers` (the teacher's personal centre) and registers its calls.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BookService } from '@/modules/classes/index.ts';
import { teacherRoutes } from './routes.ts';
import { TeacherService } from './service.ts';

export type { TeacherService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    teachers: TeacherService;
    books: BookService;
  }
}

async function teachersModule(app: FastifyInstance) {
  app.decorate('teachers', new TeacherService(app.db, app.profiles, app.personalData));
  app.decorate('books', new BookService(app.db));
  await app.register(teacherRoutes);
}

export default fp(teachersModule, { name: 'teachers', dependencies: ['core', 'audit'] });
