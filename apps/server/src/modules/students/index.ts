// The students module: decorates `students` (the student's own training detail and the follow-up survey, checked
// against the dictionaries), `studentProfiles` (phone and avatar on the settings page) and registers the student calls.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { StudentProfileService } from '@/modules/users/index.ts';
import { studentProfileRoutes } from './profile.routes.ts';
import { studentRoutes } from './routes.ts';
import { StudentService } from './service.ts';

export type { StudentService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    students: StudentService;
    studentProfiles: StudentProfileService;
  }
}

async function studentsModule(app: FastifyInstance) {
  app.decorate('students', new StudentService(app.db, app.dicts));
  app.decorate('studentProfiles', new StudentProfileService(app.db, app.profiles, app.uploads, app.personalData));
  await app.register(studentRoutes);
  await app.register(studentProfileRoutes);
}

export default fp(studentsModule, { name: 'students', dependencies: ['core', 'audit', 'dicts', 'uploads'] });
