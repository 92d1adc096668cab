// A module's periodic background job: on an instance that does background work (config WORKERS) it runs once when the
// app is ready, then every `everyMs` on a timer that does not keep the process alive, and stops when the app closes.
import type { FastifyInstance } from 'fastify';

export interface WorkerJob {
  everyMs: number;
  /** One round; it logs what it did. */
  run(): Promise<void>;
  /** The log line of a round that threw (the next round still runs). */
  failure: string;
}

export function workerJob(app: FastifyInstance, job: WorkerJob): void {
  let timer: NodeJS.Timeout | null = null;
  const round = () => job.run().catch((error: unknown) => app.log.error({ err: error }, job.failure));
  app.addHook('onReady', async () => {
    if (!app.config.WORKERS) return;
    await round();
    timer = setInterval(round, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
