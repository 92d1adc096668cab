// A module's periodic background job: on an instance that does background work (config WORKERS) it tries a round when
// the app is ready, then every `everyMs` on a timer that does not keep the process alive, and stops when the app
// closes (waiting for a round under way). A round runs only on the instance that takes the job's lease in
// `worker_jobs` (one row per job, taken while the database's clock is past its next_run_at): with several instances
// behind a balancer each round runs once, on one of them, and an instance started again within `everyMs` of the last
// round leaves the job to its timer.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@/db/client.ts';
import { rowsOf } from '@/db/migrate.ts';

export interface WorkerJob {
  /** The row of its lease in worker_jobs: one per job, the same on every instance. */
  name: string;
  everyMs: number;
  /** One round; it logs what it did. */
  run(): Promise<void>;
  /** The log line of a round that threw (the next round still runs). */
  failure: string;
}

/**
 * Takes the job's next round for `instance` when it is due; answers the round's number, or null when another instance
 * has it. One statement: of several instances racing, the row lock lets one through and the others find it not due.
 */
export async function takeRound(db: Db, name: string, everyMs: number, instance: string): Promise<number | null> {
  const taken = rowsOf<{ rounds: number }>(
    await db.execute(sql`
      insert into worker_jobs as w (name, next_run_at, taken_by, taken_at, rounds)
      values (${name}, now() + ${everyMs} * interval '1 millisecond', ${instance}, now(), 1)
      on conflict (name) do update
        set next_run_at = excluded.next_run_at, taken_by = excluded.taken_by, taken_at = excluded.taken_at,
            rounds = w.rounds + 1
        where w.next_run_at <= now()
      returning rounds`),
  );
  return taken[0] ? Number(taken[0].rounds) : null;
}

export function workerJob(app: FastifyInstance, job: WorkerJob): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const instance = app.config.instance;
  const round = async () => {
    const number = await takeRound(app.db, job.name, job.everyMs, instance);
    if (number === null) return;
    app.log.debug({ job: job.name, round: number }, 'worker job round');
    await job.run();
  };
  const tick = () => {
    running ??= round()
      .catch((error: unknown) => app.log.error({ err: error }, job.failure))
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    if (!app.config.WORKERS) return;
    await tick();
    timer = setInterval(tick, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
