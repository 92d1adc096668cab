// The monitoring module: decorates `monitoring` (the metrics, the intake of the browser's error reports, the issues
// administrators read, the page-view counts), times every request, listens to the learning-record and answer-save
// batches, flushes its page-view counts every few seconds and runs the retention job on instances with workers.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { workerJob } from '@/plugins/worker-job.ts';
import { ClientErrorIntake } from './intake.service.ts';
import { ClientIssueService } from './issues.service.ts';
import { Metrics } from './metrics.ts';
import { PageViewService } from './page-views.service.ts';
import { RETENTION_EVERY_MS, RETENTION_JOB, runRetention } from './retention.ts';
import { monitoringRoutes } from './routes.ts';
import { SourceMaps } from './source-maps.ts';

export interface Monitoring {
  metrics: Metrics;
  intake: ClientErrorIntake;
  issues: ClientIssueService;
  pageViews: PageViewService;
  /** Counts a page view (and says so to the metrics). */
  recordPageView(route: string, first: boolean): void;
  /** One round of the retention job, when this instance gets it (tests call it with their own clock). */
  runRetention(now?: Date): ReturnType<typeof runRetention>;
}

declare module 'fastify' {
  interface FastifyInstance {
    monitoring: Monitoring;
  }
}

/** Page-view counts wait at most this long in an instance's memory. */
const PAGE_VIEW_FLUSH_MS = 10_000;

/** The route a request matched, for its metrics: 'unmatched' for an unknown path, 'web' for the app's pages. */
function routeOf(request: FastifyRequest, reply: FastifyReply): string {
  return request.routeOptions.url ?? (reply.statusCode === 404 ? 'unmatched' : 'web');
}

async function monitoringModule(app: FastifyInstance) {
  const { config, db } = app;
  const pageViews = new PageViewService(db);
  const metrics = new Metrics({
    databasePool: () => app.database.poolStats(),
    exportJobs: () => app.exports.queueCounts(),
    faceEngine: () => app.face.checks.engine.stats(),
    pageViewsUnwritten: () => pageViews.unwritten,
  });
  const intake = new ClientErrorIntake(
    db,
    new SourceMaps(config.webDist),
    { replayMaxBytes: config.CLIENT_REPLAY_MAX_BYTES, replaysPerIssue: config.CLIENT_REPLAYS_PER_ISSUE },
    { report: (kind) => metrics.clientReport(kind), replay: (outcome) => metrics.clientReplay(outcome) },
  );
  const retentionDays = {
    clientErrors: config.CLIENT_ERROR_RETENTION_DAYS,
    pageViews: config.PAGE_VIEW_RETENTION_DAYS,
  };
  app.decorate('monitoring', {
    metrics,
    intake,
    issues: new ClientIssueService(db),
    pageViews,
    recordPageView(route: string, first: boolean) {
      metrics.pageView(pageViews.record(route, first));
    },
    async runRetention(now = new Date()) {
      const deleted = await runRetention(db, retentionDays, now);
      if (deleted) metrics.retention(deleted);
      return deleted;
    },
  });

  app.learning.records.observeBatches(metrics.batchListener('learning_record'));
  app.exams.attempts.observeSaveBatches(metrics.batchListener('answer_save'));
  // Every route's requests, the ones registered before this module included (Fastify applies a root hook to all).
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, routeOf(request, reply), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  await app.register(monitoringRoutes);

  // Every instance keeps its own page-view counts: each flushes them, workers or not.
  let flushing: NodeJS.Timeout | null = null;
  const flush = () =>
    pageViews.flush().catch((error: unknown) => app.log.error({ err: error }, 'page views not written'));
  app.addHook('onReady', async () => {
    flushing = setInterval(flush, PAGE_VIEW_FLUSH_MS);
    flushing.unref();
  });
  app.addHook('onClose', async () => {
    if (flushing) clearInterval(flushing);
    await flush();
  });
  workerJob(app, {
    name: RETENTION_JOB,
    everyMs: RETENTION_EVERY_MS,
    failure: 'monitoring retention failed',
    async run() {
      const deleted = await app.monitoring.runRetention();
      if (deleted.errors || deleted.issues || deleted.pageViews)
        app.log.info(deleted, 'error reports and page views past retention deleted');
    },
  });
}

export default fp(monitoringModule, {
  name: 'monitoring',
  dependencies: ['core', 'audit', 'exports', 'face', 'learning', 'exams'],
});
