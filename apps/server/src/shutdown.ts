// A graceful stop on SIGTERM (docs/deployment.md, "Restarts"): the instance says it is going (/readyz 503, every answer
// closes its connection) for SHUTDOWN_DRAIN_MS while it keeps serving, so a balancer that probes /readyz stops sending
// work and one that keeps connections open (nginx's upstream keepalive) lets them go; then it stops listening (a new
// connection is refused, which nginx retries on another instance whatever the method), ends its event streams with a
// short retry hint, finishes the requests in flight, commits the learning and answer batches, stops its jobs (a round
// under way finishes) and closes Redis and the database pool. SHUTDOWN_TIMEOUT_MS bounds it all: past it the process
// exits with code 1 and a line saying so.
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';
import { flushLogs } from './lib/log-destination.ts';
import type { SharedState } from './lib/shared-state.ts';

export interface ShutdownOptions {
  app: FastifyInstance;
  state: SharedState;
  database: Database;
  /** How long to keep serving while the balancer notices (0: stop listening at once, as on Ctrl-C). */
  drainMs: number;
  timeoutMs: number;
  exit?: (code: number) => void;
}

/** Stops the instance; answers the exit code (0, or 1 when something failed or the time ran out). */
export async function shutdown(signal: string, opts: ShutdownOptions): Promise<number> {
  const { app, state, database, drainMs, timeoutMs } = opts;
  const started = Date.now();
  app.lifecycle.draining = true;
  app.log.info({ signal, drainMs, timeoutMs }, 'shutting down: draining');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const steps = (async () => {
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(drainMs, timeoutMs)));
    // preClose ends the event streams; the server stops listening and waits for the requests in flight; the modules'
    // onClose hooks then flush the batches and stop the jobs.
    await app.close();
    app.log.info({ ms: Date.now() - started }, 'shutting down: requests finished, batches written, jobs stopped');
    await state.close();
    await database.close();
    return 'done' as const;
  })();
  let code = 0;
  try {
    const outcome = await Promise.race([steps, timedOut]);
    if (outcome === 'timeout') {
      code = 1;
      app.log.error({ timeoutMs }, 'shutting down: SHUTDOWN_TIMEOUT_MS passed before everything closed');
    } else {
      app.log.info({ ms: Date.now() - started }, 'shut down');
    }
  } catch (error) {
    code = 1;
    app.log.error({ err: error }, 'shutting down failed');
  } finally {
    clearTimeout(timer);
  }
  flushLogs(app.log);
  return code;
}
