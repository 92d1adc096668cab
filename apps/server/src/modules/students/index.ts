// The students module: decorates `students` (the student's own training detail and the follow-up survey, checked
// against the dictionaries) and registers the student calls.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { studentRoutes } from './routes.ts';
import { StudentService } from './service.ts';

export type { StudentService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    students: StudentService;
  }
}

async function studentsModule(app: FastifyInstance) {
  app.decorate('students', new StudentService(app.db, app.dicts));
  await app.register(studentRoutes);
}

export default fp(studentsModule, { name: 'students', dependencies: ['core', 'audit', 'dicts'] });
