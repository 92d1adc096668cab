// The dashboard module (issue 30): the rollups /home and /bigScreen read (its own tables, db/schema/dashboard.ts),
// kept by the dashboard-rollup worker job once a minute across instances (rollup.ts), their figures (service.ts) and
// calls (routes.ts). It reads other domains only through modules/reporting; it decorates `dashboard`.
import { DASHBOARD_FOLD_EVERY_MS } from '@etp/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Broadcast } from '@/lib/broadcast.ts';
import { workerJob } from '@/plugins/worker-job.ts';
import { type FoldReport, foldDashboard } from './rollup.ts';
import { dashboardRoutes } from './routes.ts';
import { DashboardService } from './service.ts';

export { type FoldReport, foldDashboard } from './rollup.ts';
export type { DashboardService } from './service.ts';

interface Folded {
  at: string;
  rows: number;
}

export interface DashboardModule {
  service: DashboardService;
  /** One round of the rollup (the job's, the seed's, a test's): folds, then tells every instance's live streams. */
  fold(): Promise<FoldReport>;
  /** Calls `listener` after every fold on any instance, until the returned function is called. */
  onFolded(listener: (message: Folded) => void): Promise<() => void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    dashboard: DashboardModule;
  }
}

async function dashboardModule(app: FastifyInstance) {
  const broadcast = new Broadcast<Folded>(app.state, 'dashboard-folded', () => 'folded');
  const service = new DashboardService(app.db);
  const module: DashboardModule = {
    service,
    async fold() {
      const report = await foldDashboard(app.db);
      service.bump();
      await broadcast.publish({ at: new Date().toISOString(), rows: report.rows });
      return report;
    },
    onFolded: (listener) => broadcast.follow('folded', listener),
  };
  app.decorate('dashboard', module);
  // A fold on any instance makes this instance's computed answers stale.
  let unfollow: (() => void) | null = null;
  app.addHook('onReady', async () => {
    unfollow = await module.onFolded(() => service.bump());
  });
  app.addHook('onClose', async () => unfollow?.());
  workerJob(app, {
    name: 'dashboard-rollup',
    everyMs: DASHBOARD_FOLD_EVERY_MS,
    failure: 'dashboard rollup failed',
    run: async () => {
      const report = await module.fold();
      app.log.info({ job: 'dashboard-rollup', ...report }, 'dashboard rollups folded');
    },
  });
  await app.register(dashboardRoutes);
}

export default fp(dashboardModule, {
  name: 'dashboard',
  dependencies: ['core', 'classes', 'institutions', 'regions', 'reporting'],
});
