// The server's metrics in Prometheus' text format (prom-client), one registry per app: requests per route and status,
// the process (event-loop lag, heap, CPU: prom-client's defaults), the database pool, the export queue, the face
// engine, the learning-record and answer-save batches, and the browser's error reports and page views. Figures other
// modules hold are read from them when scraped; docs/operations.md lists every name.

import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '@/db/client.ts';
import type { GroupWrite } from '@/lib/group-commit.ts';

/** What the metrics read from other modules when scraped (each may be absent, e.g. in a test's stand-in). */
export interface MetricSources {
  databasePool(): PoolStats | null;
  exportJobs(): Promise<Record<string, number>>;
  faceEngine(): { size: number; workers: number; busy: number; queued: number; completed: number; failed: number };
  pageViewsUnwritten(): number;
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const BATCH_SIZE_BUCKETS = [1, 2, 5, 10, 20, 50, 100, 200];
const BATCH_DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export class Metrics {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status'>;
  /** Each label set's histogram, made once: a request's observation is one Map lookup. */
  private readonly requestSeries = new Map<string, Histogram.Internal<'method' | 'route' | 'status'>>();
  private readonly batchSize: Histogram<'batch'>;
  private readonly batchDuration: Histogram<'batch' | 'outcome'>;
  private readonly clientReports: Counter<'kind'>;
  private readonly clientReplays: Counter<'outcome'>;
  private readonly pageViews: Counter<'outcome'>;
  private readonly retentionDeleted: Counter<'what'>;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requestDuration = new Histogram({
      name: 'etp_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status: time to the response (its _count is the count)',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.batchSize = new Histogram({
      name: 'etp_batch_size',
      help: 'Items per group write (learning_record: study heartbeats, answer_save: exam answers)',
      labelNames: ['batch'],
      buckets: BATCH_SIZE_BUCKETS,
      registers,
    });
    this.batchDuration = new Histogram({
      name: 'etp_batch_duration_seconds',
      help: 'Time of one group write, by batch and outcome (ok, failed)',
      labelNames: ['batch', 'outcome'],
      buckets: BATCH_DURATION_BUCKETS,
      registers,
    });
    this.clientReports = new Counter({
      name: 'etp_client_error_reports_total',
      help: 'Browser error reports stored, by how they were caught',
      labelNames: ['kind'],
      registers,
    });
    this.clientReplays = new Counter({
      name: 'etp_client_replays_total',
      help: 'Replays sent with error reports: kept, cut (started at a later snapshot), too_large, issue_full',
      labelNames: ['outcome'],
      registers,
    });
    this.pageViews = new Counter({
      name: 'etp_page_views_total',
      help: 'Page views received: counted, or dropped (too many routes that day)',
      labelNames: ['outcome'],
      registers,
    });
    this.retentionDeleted = new Counter({
      name: 'etp_retention_deleted_total',
      help: 'Rows the retention job deleted (client_errors, client_issues, page_views)',
      labelNames: ['what'],
      registers,
    });
    new Gauge({
      name: 'etp_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting requests, max); absent on PGlite',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = sources.databasePool();
        if (!pool) return;
        for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
      },
    });
    new Gauge({
      name: 'etp_export_jobs',
      help: 'Download-centre export jobs by status (queued and running are the queue)',
      labelNames: ['status'],
      registers,
      async collect() {
        for (const [status, value] of Object.entries(await sources.exportJobs())) this.set({ status }, value);
      },
    });
    new Gauge({
      name: 'etp_face_engine_tasks',
      help: 'Face engine tasks waiting for a worker (queued) and being analysed (busy)',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = sources.faceEngine();
        this.set({ state: 'queued' }, stats.queued);
        this.set({ state: 'busy' }, stats.busy);
      },
    });
    new Gauge({
      name: 'etp_face_engine_workers',
      help: 'Face engine worker threads running, and the most it starts (size)',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = sources.faceEngine();
        this.set({ state: 'running' }, stats.workers);
        this.set({ state: 'size' }, stats.size);
      },
    });
    new Counter({
      name: 'etp_face_engine_tasks_total',
      help: 'Face engine tasks finished, by outcome (completed, failed)',
      labelNames: ['outcome'],
      registers,
      // The engine keeps the totals; prom-client's counters have no `set`.
      collect() {
        const stats = sources.faceEngine();
        this.reset();
        this.inc({ outcome: 'completed' }, stats.completed);
        this.inc({ outcome: 'failed' }, stats.failed);
      },
    });
    new Gauge({
      name: 'etp_page_views_unwritten',
      help: 'Page views counted by this instance and not yet added to the table',
      registers,
      collect() {
        this.set(sources.pageViewsUnwritten());
      },
    });
  }

  /** One finished request: its route pattern ('unmatched' for an unknown path, 'web' for the app's pages). */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`;
    let series = this.requestSeries.get(key);
    if (!series) {
      series = this.requestDuration.labels({ method, route, status: String(status) });
      this.requestSeries.set(key, series);
    }
    series.observe(seconds);
  }

  /** A listener for a group-commit batch (lib/group-commit.ts) under `batch`'s name. */
  batchListener(batch: 'learning_record' | 'answer_save'): (write: GroupWrite) => void {
    return ({ size, ms, failed }) => {
      this.batchSize.observe({ batch }, size);
      this.batchDuration.observe({ batch, outcome: failed ? 'failed' : 'ok' }, ms / 1000);
    };
  }

  clientReport(kind: string): void {
    this.clientReports.inc({ kind });
  }

  clientReplay(outcome: string): void {
    this.clientReplays.inc({ outcome });
  }

  pageView(counted: boolean): void {
    this.pageViews.inc({ outcome: counted ? 'counted' : 'dropped' });
  }

  retention(deleted: { errors: number; issues: number; pageViews: number }): void {
    this.retentionDeleted.inc({ what: 'client_errors' }, deleted.errors);
    this.retentionDeleted.inc({ what: 'client_issues' }, deleted.issues);
    this.retentionDeleted.inc({ what: 'page_views' }, deleted.pageViews);
  }

  /** The exposition text, and its content type. */
  async exposition(): Promise<{ text: string; contentType: string }> {
    return { text: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
