// Starts one API + SPA server per test worker, each on a free port with a fresh data directory (its own demo data),
// and stops them after. A worker runs its spec files one after another against its own server, so two workers never
// share a demo account's single session (a student signing in ends their other session).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 180_000;

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: VITEST_POOL_ID n uses servers[n - 1] (e2e/browser.ts). */
    servers: { baseUrl: string; port: number }[];
  }
}

/** Spec files run this many at a time, each worker with its own server and browser (E2E_WORKERS, default 2). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess) {
  const started = Date.now();
  while (Date.now() - started < STARTUP_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('server did not become healthy in time');
}

/** One server with a fresh data directory; resolves once it answers /healthz. */
async function startServer(index: number): Promise<{ baseUrl: string; port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const redisPrefix = `etp-e2e:${process.pid}:${index}:`;
  const dataDir = mkdtempSync(join(tmpdir(), 'etp-e2e-'));
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // Every browser test signs in from 127.0.0.1: the abuse limits (covered by the API tests) would stop the suite.
      LOGIN_LIMIT_PER_IP: '100000',
      LOGIN_LIMIT_PER_USERNAME: '100000',
      RATE_LIMIT_MAX: '1000000',
      // Every page of the suite sends its page views (and any error report) from 127.0.0.1 too.
      PAGE_VIEW_LIMIT_PER_IP: '1000000',
      CLIENT_ERROR_LIMIT_PER_IP: '1000000',
      // Public forms' captchas: a proof of work the widget solves in the page by itself; cheap here (the product's
      // default takes a phone a fraction of a second) so a spec does not wait for it.
      CAPTCHA_MAX_NUMBER: '20',
      // Uploaded videos play as MP4: no ffmpeg rendition spends the machine's CPU during the suite.
      MEDIA_TRANSCODE: 'off',
      // One 学时 per credited minute (product default 45): the few seconds a browser test plays show on the study
      // page's two-decimal hours. Nothing in the demo data asks for a number of hours.
      STUDY_HOUR_MINUTES: '1',
      // With REDIS_URL (CI), each server keeps its keys and channels apart: two databases, two sets of sessions.
      REDIS_PREFIX: redisPrefix,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill();
    console.error(output.join('').slice(-4000));
    throw error;
  }
  return {
    baseUrl,
    port,
    stop: async () => {
      // SIGINT: a stop without the drain a balancer needs (SHUTDOWN_DRAIN_MS applies to SIGTERM).
      child.kill('SIGINT');
      await new Promise((resolve) => setTimeout(resolve, 300));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html')) || !existsSync(join(repoRoot, 'apps/web/dist-ssr'))) {
    throw new Error('apps/web/dist or dist-ssr is missing: run `npm run build` first');
  }
  const started = await Promise.allSettled(Array.from({ length: E2E_WORKERS }, (_, index) => startServer(index)));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    throw failed.reason;
  }
  project.provide(
    'servers',
    servers.map(({ baseUrl, port }) => ({ baseUrl, port })),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
