// The homework module: decorates `homework`: `homework.assignments` (the staff side: setting, reading, marking,
// returning), `homework.answers` (the student's drafts and submissions) and `homework.files` (access-checked
// attachments), and registers their calls.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerService } from './answer.service.ts';
import { HomeworkFiles } from './files.ts';
import { HomeworkService } from './homework.service.ts';
import { homeworkRoutes } from './routes.ts';

export type { AnswerService } from './answer.service.ts';
export type { HomeworkFiles } from './files.ts';
export type { HomeworkService } from './homework.service.ts';

/** The homework module's services, one decoration `app.homework`. */
export interface Homework {
  assignments: HomeworkService;
  answers: AnswerService;
  files: HomeworkFiles;
}

declare module 'fastify' {
  interface FastifyInstance {
    homework: Homework;
  }
}

async function homeworkModule(app: FastifyInstance) {
  const files = new HomeworkFiles(app.db, app.storage);
  app.decorate('homework', {
    assignments: new HomeworkService(app.db, files),
    answers: new AnswerService(app.db, files),
    files,
  });
  await app.register(homeworkRoutes);
}

export default fp(homeworkModule, { name: 'homework', dependencies: ['core', 'audit', 'classes', 'uploads'] });
