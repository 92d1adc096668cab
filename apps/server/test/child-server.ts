// The real server as a child process on its own PGlite data directory, for the tests that kill it with -9 and start
// it again on the same data: `const server = childServer('etp-crash-'); const url = await server.start();
// await server.kill9(); url = await server.start();`. The directory and any live child are removed after the file.
// The directory starts as a copy of the run's migrated and seeded template (global-setup.ts), so the first start
// neither migrates nor seeds (on PostgreSQL runs, where there is no PGlite template, it does both).
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, inject } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { TEST_PERSONAL_DATA_KEY } from './test-keys.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export function childServer(prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  let child: ChildProcess | null = null;
  let prepared = false;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    dataDir,
    /**
     * Starts the server (on the template's copy, or migrating and seeding on first start) and answers its URL once
     * healthy; `env` overrides the test settings, `logFile` receives its stdout (the JSON log lines).
     */
    async start(
      env: Record<string, string> = {},
      logFile?: string,
      /** Runs the compiled server (dist/main.js, `npm run build`) with plain node instead of the source through tsx. */
      { compiled = false } = {},
    ): Promise<string> {
      const template = inject('pgliteTemplate');
      if (!prepared && template) {
        const copy = await openDatabase({ dataDir, pgliteLoad: new Blob([readFileSync(template)]) });
        await copy.close();
      }
      prepared = true;
      const port = await freePort();
      const log = logFile ? openSync(logFile, 'a') : null;
      const entry = compiled ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
      const started = spawn(process.execPath, entry, {
        cwd: serverDir,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY,
          WORKERS: '0',
          DATABASE_URL: '',
          REDIS_URL: '',
          ...env,
        },
        stdio: ['ignore', log ?? 'ignore', log ?? 'ignore'],
      });
      if (log !== null) closeSync(log);
      child = started;
      const url = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 1200; i++) {
        if (started.exitCode !== null) throw new Error(`server exited with ${started.exitCode}`);
        const up = await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) return url;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error('server did not start');
    },
    /** The running server's process id. */
    pid: () => child?.pid,
    /** kill -9, and waits until the process is gone. */
    async kill9(): Promise<void> {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const gone = new Promise((r) => running.once('exit', r));
      running.kill('SIGKILL');
      await gone;
    },
    /** Sends a signal; resolves with the exit code once the process is gone. */
    signal(signal: NodeJS.Signals): Promise<number | null> {
      const running = child;
      if (!running || running.exitCode !== null) return Promise.resolve(running?.exitCode ?? null);
      const gone = new Promise<number | null>((r) => running.once('exit', (code) => r(code)));
      running.kill(signal);
      return gone;
    },
  };
}
