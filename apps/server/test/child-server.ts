// The real server as a child process on its own PGlite data directory, for the tests that kill it with -9 and start
// it again on the same data: `const server = childServer('etp-crash-'); const url = await server.start();
// await server.kill9(); url = await server.start();`. The directory and any live child are removed after the file.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

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
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    /** Starts the server (migrating and seeding the demo on first start) and answers its base URL once healthy. */
    async start(): Promise<string> {
      const port = await freePort();
      const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          WORKERS: '0',
          DATABASE_URL: '',
          REDIS_URL: '',
        },
        stdio: 'ignore',
      });
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
    /** kill -9, and waits until the process is gone. */
    async kill9(): Promise<void> {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const gone = new Promise((r) => running.once('exit', r));
      running.kill('SIGKILL');
      await gone;
    },
  };
}
