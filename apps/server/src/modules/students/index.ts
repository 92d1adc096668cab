// The students module: decorates `students`: `students.training` (the student's own training detail and the follow-up
// survey, checked against the dictionaries) and `students.profiles` (phone and avatar on the settings page), and
// registers the student calls.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { StudentProfileService } from '@/modules/users/index.ts';
import { studentProfileRoutes } from './profile.routes.ts';
import { studentRoutes } from './routes.ts';
import { StudentService } from './service.ts';

export type { StudentService } from './service.ts';

/** The students module's services, one decoration `app.students`. */
export interface Students {
  training: StudentService;
  profiles: StudentProfileService;
}

declare module 'fastify' {
  interface FastifyInstance {
    students: Students;
  }
}

async function studentsModule(app: FastifyInstance) {
  app.decorate('students', {
    training: new StudentService(app.db, app.dicts),
    profiles: new StudentProfileService(app.db, app.profiles, app.uploads, app.personalData),
  });
  await app.register(studentRoutes);
  await app.register(studentProfileRoutes);
}

export default fp(studentsModule, { name: 'students', dependencies: ['core', 'audit', 'dicts', 'uploads'] });
