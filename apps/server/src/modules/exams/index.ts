// The exams module (issue 14): decorates the question bank, papers, tests, the attempt engine and results, registers
// their calls, and runs the overdue job (submits attempts whose deadline has passed) on instances that run workers.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AttemptLimiter } from '@/lib/attempt-limit.ts';
import { workerJob } from '@/plugins/worker-job.ts';
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

/** The exams' services, one decoration `app.exams` (a module decorates one object named like its folder). */
export interface Exams {
  /** The question bank. */
  questions: QuestionService;
  papers: PaperService;
  tests: ExamTestService;
  /** Attempts of theory and completion tests: start, save, submit, the overdue job. */
  attempts: AttemptEngine;
  /** Results and marking. */
  results: ResultService;
  /** Completion tests by their link code. */
  completion: CompletionService;
  practice: PracticeService;
}

declare module 'fastify' {
  interface FastifyInstance {
    exams: Exams;
  }
}

/** How often an instance looks for overdue attempts (a closed laptop still gets its result within this). */
const OVERDUE_EVERY_MS = 30_000;

async function examsModule(app: FastifyInstance) {
  const questions = new QuestionService(app.db);
  const tests = new ExamTestService(app.db, app.config.STUDY_HOUR_MINUTES);
  const engine = new AttemptEngine(app.db, app.config.tokenSecret, app.log);
  // A shutdown closes the pool after the app: every answer save already received is written first.
  app.addHook('onClose', () => engine.flushed());
  const results = new ResultService(app.db, tests);
  // The bank (project/question's Export) and one test's results (train/testResult's Export) to the download centre.
  const exported = { questions: questionsExport(questions), results: testResultsExport(tests, results) };
  app.exports.register(exported.questions);
  app.exports.register(exported.results);
  const { config } = app;
  const identifyLimiter = new AttemptLimiter(
    app.state,
    'exam-completion',
    {
      freeFailures: config.COMPLETION_LIMIT_PER_PERSON,
      perAddress: config.COMPLETION_LIMIT_PER_IP,
      windowS: config.COMPLETION_LIMIT_WINDOW_S,
    },
    'exams.too_many_identify',
  );
  app.decorate('exams', {
    questions,
    papers: new PaperService(app.db),
    tests,
    attempts: engine,
    results,
    completion: new CompletionService(app.db, app.personalData, engine, identifyLimiter),
    practice: new PracticeService(app.db),
  });
  await app.register(examRoutes, { exported });

  workerJob(app, {
    name: 'exam-overdue',
    everyMs: OVERDUE_EVERY_MS,
    failure: 'overdue attempts failed',
    async run() {
      const closed = await engine.runOverdue(new Date());
      if (closed) app.log.info({ closed }, 'overdue attempts submitted');
    },
  });
}

export default fp(examsModule, { name: 'exams', dependencies: ['core', 'audit', 'classes', 'exports'] });
