// `npm run bench:start`: start-up time and memory of the server run from its TypeScript source (node --import tsx, as
// before issue 32) and compiled (apps/server/dist, `npm run build`), in production on a throw-away PostgreSQL
// database that a first start migrates and seeds. Each variant starts --runs times: milliseconds from spawn to the
// first 200 of /readyz, and the resident memory of the server and its child processes (tsx's esbuild service) once
// ready and after 300 signed-in calls. Prints a table; the figures go in docs/performance.md.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  childEnv,
  cleanups,
  freePort,
  intOption,
  login,
  pickDatabase,
  runMain,
  startChild,
  stopChild,
  waitForHttp,
  warnIfBusy,
} from './bench-lib.ts';
import { compiled, serverArgs } from './server-command.mjs';

/** Resident memory (MB) of a process and its descendants, from /proc (Linux). */
function treeRssMb(pid: number): number {
  const kb = (p: number) => {
    try {
      return Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  let total = kb(pid);
  let children: number[] = [];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    // no children
  }
  for (const child of children) total += treeRssMb(child) * 1024;
  return Math.round(total / 1024);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
  const runs = intOption('runs', values.runs ?? '3', 1);
  if (!compiled()) throw new Error('run npm run build first (the compiled server is missing)');
  warnIfBusy('before the run', 1);
  const url = await pickDatabase('pg');
  if (!url) throw new Error('PostgreSQL is required');
  const dataDir = mkdtempSync(join(tmpdir(), 'etp-start-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    ...childEnv(),
    NODE_ENV: 'production',
    SEED_DEMO: '1',
    TOKEN_SECRET: randomBytes(36).toString('base64url'),
    PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN_MS: '0',
  };
  const startOnce = async (compiledJs: boolean) => {
    const port = await freePort();
    const t0 = performance.now();
    const child = startChild(compiledJs ? 'compiled' : 'source', serverArgs([], { compiledJs }), {
      ...env,
      PORT: String(port),
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(child, `${base}/readyz`, 300_000);
    const ms = performance.now() - t0;
    const pid = child.process.pid ?? 0;
    const ready = treeRssMb(pid);
    const token = await login(base);
    for (let i = 0; i < 300; i++) {
      const response = await fetch(`${base}/o/v1/users/info`, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
    }
    const after = treeRssMb(pid);
    await stopChild(child.process);
    return { ms, ready, after };
  };
  console.log('First start (migrates and seeds the database)...');
  await startOnce(true);
  const rows: string[][] = [];
  for (const compiledJs of [false, true]) {
    const results: { ms: number; ready: number; after: number }[] = [];
    for (let i = 0; i < runs; i++) results.push(await startOnce(compiledJs));
    const median = (pick: (r: (typeof results)[number]) => number) =>
      results.map(pick).sort((a, b) => a - b)[Math.floor(results.length / 2)] ?? 0;
    rows.push([
      compiledJs ? 'compiled (node apps/server/dist/main.js)' : 'source (node --import tsx src/main.ts)',
      `${Math.round(median((r) => r.ms))}`,
      results.map((r) => Math.round(r.ms)).join(', '),
      `${median((r) => r.ready)}`,
      `${median((r) => r.after)}`,
    ]);
  }
  warnIfBusy('during the run', 3);
  console.log(`\n| server | start-up ms (median of ${runs}) | each run | RSS MB ready | RSS MB after 300 calls |`);
  console.log('|---|--:|---|--:|--:|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

await runMain(main);
