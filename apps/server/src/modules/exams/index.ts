// The exams module (issue 14): decorates the question bank, papers, tests, the attempt engine and results, registers
// their calls, and runs the overdue job (submits attempts whose deadline has passed) on instances that run workers.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AttemptEngine } from './attempts.service.ts';
import { CompletionService } from './completion.service.ts';
import { ExamTestService } from './exam-tests.service.ts';
import { questionsExport, testResultsExport } from './exports.ts';
import { PaperService } from './papers.service.ts';
import { PracticeService } from './practice.service.ts';
import { QuestionService } from './questions.service.ts';
import { ResultService } from './results.service.ts';
import { examRoutes } from './routes.ts';

export type { AttemptEngine } from './attempts.service.ts';
export { drawQuestions } from './papers.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    examQuestions: QuestionService;
    examPapers: PaperService;
    examTests: ExamTestService;
    examAttempts: AttemptEngine;
    examResults: ResultService;
    examCompletion: CompletionService;
    examPractice: PracticeService;
  }
}

/** How often an instance looks for overdue attempts (a closed laptop still gets its result within this). */
const OVERDUE_EVERY_MS = 30_000;

async function examsModule(app: FastifyInstance) {
  const questions = new QuestionService(app.db);
  app.decorate('examQuestions', questions);
  app.decorate('examPapers', new PaperService(app.db));
  const tests = new ExamTestService(app.db, app.config.STUDY_HOUR_MINUTES);
  app.decorate('examTests', tests);
  const engine = new AttemptEngine(app.db, app.config.tokenSecret);
  app.decorate('examAttempts', engine);
  const results = new ResultService(app.db);
  app.decorate('examResults', results);
  // The bank (project/question's Export) and one test's results (train/testResult's Export) to the download centre.
  const exported = { questions: questionsExport(questions), results: testResultsExport(tests, results) };
  app.exports.register(exported.questions);
  app.exports.register(exported.results);
  app.decorate('examCompletion', new CompletionService(app.db, app.personalData, engine, app.state));
  app.decorate('examPractice', new PracticeService(app.db));
  await app.register(examRoutes, { exported });

  let timer: NodeJS.Timeout | null = null;
  const run = () =>
    engine.runOverdue(new Date()).then(
      (closed) => {
        if (closed) app.log.info({ closed }, 'overdue attempts submitted');
      },
      (error: unknown) => app.log.error({ err: error }, 'overdue attempts failed'),
    );
  app.addHook('onReady', async () => {
    if (!app.config.WORKERS) return;
    await run();
    timer = setInterval(run, OVERDUE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

export default fp(examsModule, { name: 'exams', dependencies: ['core', 'audit', 'classes', 'exports'] });
