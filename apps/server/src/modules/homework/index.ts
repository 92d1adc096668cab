// The homework module: decorates `homework` (the staff side: setting, reading, marking, returning), `homeworkAnswers`
// (the student's drafts and submissions) and `homeworkFiles` (access-checked attachments), and registers their calls.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerService } from './answer.service.ts';
import { HomeworkFiles } from './files.ts';
import { HomeworkService } from './homework.service.ts';
import { homeworkRoutes } from './routes.ts';

export type { AnswerService } from './answer.service.ts';
export type { HomeworkFiles } from './files.ts';
export type { HomeworkService } from './homework.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    homework: HomeworkService;
    homeworkAnswers: AnswerService;
    homeworkFiles: HomeworkFiles;
  }
}

async function homeworkModule(app: FastifyInstance) {
  const files = new HomeworkFiles(app.db, app.storage);
  app.decorate('homeworkFiles', files);
  app.decorate('homework', new HomeworkService(app.db, files));
  app.decorate('homeworkAnswers', new AnswerService(app.db, files));
  await app.register(homeworkRoutes);
}

export default fp(homeworkModule, { name: 'homework', dependencies: ['core', 'audit', 'classes', 'uploads'] });
