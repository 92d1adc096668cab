// `npm run bench`: loads a bare Fastify hello-world and the server's two hottest authenticated calls
// (users/info, users/menu) with autocannon in one run, and prints req/s, p50, p99 and the ratio to hello-world.
//
// Flags: --duration <s> (10), --connections <n> (50), --warmup <s> (2), --pg (force PostgreSQL),
// --pglite (force PGlite). PostgreSQL is used when BENCH_DATABASE_URL is set or a local server answers at
// postgres://postgres@127.0.0.1:5432/postgres; a throw-away database etp_bench_<pid> is made and dropped.
// Both servers run as child processes so autocannon does not share their event loop.
// Exits 0 whether or not the target is met (it is a benchmark); exits 1 when the run itself is invalid.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_RATIO = 0.25;
const TARGET_P99_MS = 30;
const TARGET_CONNECTIONS = 50;

// ---------------------------------------------------------------------------------------------------------------

interface Options {
  duration: number;
  connections: number;
  warmup: number;
  force: 'pg' | 'pglite' | null;
}

interface Row {
  target: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** CPU time the server process spent per request (Linux only): steadier than req/s on a busy machine. */
  cpuUsPerRequest: number | null;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: String(TARGET_CONNECTIONS) },
      warmup: { type: 'string', default: '2' },
      pg: { type: 'boolean', default: false },
      pglite: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(
      'Usage: npm run bench -- [--duration 10] [--connections 50] [--warmup 2] [--pg | --pglite]\n' +
        '  BENCH_DATABASE_URL=postgres://... picks the PostgreSQL server (a database is created and dropped on it).',
    );
    process.exit(0);
  }
  const positive = (name: string, raw: string, min: number) => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer >= ${min} (got ${raw})`);
    return n;
  };
  if (values.pg && values.pglite) throw new Error('--pg and --pglite exclude each other');
  return {
    duration: positive('duration', values.duration, 1),
    connections: positive('connections', values.connections, 1),
    warmup: positive('warmup', values.warmup, 0),
    force: values.pg ? 'pg' : values.pglite ? 'pglite' : null,
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resources to release on exit, error or Ctrl-C, last first. */
const cleanups: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | null = null;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error(`cleanup: ${(error as Error).message}`);
      }
    }
  })();
  return cleaning;
}
interface Child {
  process: ChildProcess;
  /** The last output of the child, shown when it fails. */
  tail(): string;
}

function startChild(name: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    // Warnings and errors of the server are worth seeing while it runs.
    for (const line of chunk.toString().split('\n')) if (line.trim()) process.stderr.write(`[${name}] ${line}\n`);
  });
  cleanups.push(() => stopChild(child));
  return { process: child, tail: () => output };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

async function waitForHttp(child: Child, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) {
      throw new Error(`${url}: the process exited with code ${child.process.exitCode}\n${child.tail()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s\n${child.tail()}`);
}

/** Picks the database: returns the URL of a fresh throw-away PostgreSQL database, or null for PGlite. */
async function pickDatabase(force: Options['force']): Promise<string | null> {
  if (force === 'pglite') return null;
  const adminUrl = process.env.BENCH_DATABASE_URL || LOCAL_PG;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    if (force === 'pg' || process.env.BENCH_DATABASE_URL) {
      throw new Error(`PostgreSQL at ${redact(adminUrl)} does not answer: ${(error as Error).message}`);
    }
    console.log(`No PostgreSQL at ${redact(adminUrl)}: using PGlite.`);
    return null;
  }
  const name = `etp_bench_${process.pid}`;
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
    await dropper.connect();
    try {
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await dropper.end();
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'teacher', password: 'Demo@12345', role: 'teacher' }),
  });
  const body = (await response.json()) as { code?: number; msg?: string; data?: { access_token?: string } };
  const token = body.data?.access_token;
  if (response.status !== 200 || !token) {
    throw new Error(`login failed: HTTP ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  return token;
}

/** One call by hand before the load, so a wrong answer is seen as such and not as a fast one. */
async function checkOnce(url: string, headers: Record<string, string>, envelope: boolean): Promise<void> {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url}: HTTP ${response.status} ${text.slice(0, 300)}`);
  if (envelope) {
    const body = JSON.parse(text) as { code?: number; data?: unknown };
    if (body.code !== 200 || body.data === null || body.data === undefined) {
      throw new Error(`GET ${url}: unexpected body ${text.slice(0, 300)}`);
    }
  }
}

/** utime + stime of a process in ms from /proc (Linux; USER_HZ is 100 there), or null elsewhere. */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function load(
  target: string,
  url: string,
  headers: Record<string, string>,
  opts: Options,
  pid: number | undefined,
): Promise<Row> {
  const { default: autocannon } = await import('autocannon');
  if (opts.warmup > 0) {
    await autocannon({ url, headers, connections: opts.connections, duration: opts.warmup });
  }
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, headers, connections: opts.connections, duration: opts.duration });
  const cpuAfter = cpuMs(pid);
  const row: Row = {
    target,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    cpuUsPerRequest:
      cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
        ? ((cpuAfter - cpuBefore) * 1000) / result.requests.total
        : null,
  };
  const bad = row.non2xx + row.errors + row.timeouts;
  const line = `  ${target}: ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms`;
  console.log(bad > 0 ? `${line}  !! ${row.non2xx} non-2xx, ${row.errors} errors, ${row.timeouts} timeouts` : line);
  return row;
}

/** Other work on the machine skews every figure: say so next to them. */
function warnIfBusy(when: string, threshold: number): void {
  const [load = 0] = loadavg();
  if (load > threshold) {
    console.log(
      `  note: 1-minute load average ${load.toFixed(1)} on ${availableParallelism()} cores ${when}: figures are noisy`,
    );
  }
}

function printTable(rows: Row[], hello: Row): void {
  const header = ['target', 'req/s (avg)', 'p50 ms', 'p99 ms', 'ratio', 'server CPU µs/req', 'requests', 'non-2xx/err'];
  const body = rows.map((r) => [
    r.target,
    String(Math.round(r.rps)),
    String(r.p50),
    String(r.p99),
    (r.rps / hello.rps).toFixed(2),
    r.cpuUsPerRequest === null ? '-' : String(Math.round(r.cpuUsPerRequest)),
    String(r.requests),
    String(r.non2xx + r.errors + r.timeouts),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const fmt = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(fmt(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const b of body) console.log(fmt(b));
}

async function main(): Promise<void> {
  const opts = parseOptions();
  warnIfBusy('before the run', 1);
  const env = { ...process.env };
  // The children must not inherit settings of the caller's own server.
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'WEB_DIST', 'CORS_ORIGINS', 'TRUST_PROXY']) delete env[key];

  const databaseUrl = await pickDatabase(opts.force);
  const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const dataDir = mkdtempSync(join(tmpdir(), 'etp-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

  const [helloPort, serverPort] = await Promise.all([freePort(), freePort()]);
  const hello = startChild('hello', ['--import', 'tsx', SELF, '--hello-world', String(helloPort)], env);
  const server = startChild('server', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    ...env,
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED_DEMO: '1',
    TOKEN_SECRET: randomBytes(36).toString('base64url'), // 48 characters
    PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
    RATE_LIMIT_MAX: '100000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const helloBase = `http://127.0.0.1:${helloPort}`;
  const serverBase = `http://127.0.0.1:${serverPort}`;
  console.log(`Starting hello-world and the server on ${kind} (migrate + demo seed)...`);
  await Promise.all([
    waitForHttp(hello, `${helloBase}/`, 30_000),
    waitForHttp(server, `${serverBase}/healthz`, 180_000),
  ]);

  const token = await login(serverBase);
  const auth = { authorization: `Bearer ${token}` };
  const info = `${serverBase}/o/v1/users/info`;
  const menu = `${serverBase}/o/v1/users/menu`;
  await checkOnce(`${helloBase}/`, {}, false);
  await checkOnce(info, auth, true);
  await checkOnce(menu, auth, true);

  console.log(
    `Node ${process.version}, ${availableParallelism()} cores, ${opts.connections} connections, ${opts.duration} s each` +
      (opts.warmup ? ` after a ${opts.warmup} s warm-up` : '') +
      `, database ${kind}`,
  );
  const helloRow = await load('hello-world GET /', `${helloBase}/`, {}, opts, hello.process.pid);
  const infoRow = await load('GET /o/v1/users/info', info, auth, opts, server.process.pid);
  const menuRow = await load('GET /o/v1/users/menu', menu, auth, opts, server.process.pid);
  const rows = [helloRow, infoRow, menuRow];

  // The bench itself keeps about as many processes busy as there are cores.
  warnIfBusy('during the run', availableParallelism() + 1);
  console.log('');
  printTable(rows, helloRow);
  console.log('');

  const failures = rows.filter((r) => r.non2xx + r.errors + r.timeouts > 0 || r.requests === 0);
  if (failures.length > 0) {
    console.error(
      `INVALID RUN: ${failures.map((r) => `${r.target} had ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`).join('; ')}`,
    );
    process.exitCode = 1;
  }

  const verdicts = [infoRow, menuRow].map((r) => {
    const ratio = r.rps / helloRow.rps;
    const ok = ratio >= TARGET_RATIO && r.p99 <= TARGET_P99_MS;
    return { r, ratio, ok };
  });
  const target = `ratio >= ${TARGET_RATIO} and p99 <= ${TARGET_P99_MS} ms at ${TARGET_CONNECTIONS} connections on PostgreSQL`;
  const comparable = databaseUrl && opts.connections === TARGET_CONNECTIONS;
  for (const { r, ratio, ok } of verdicts) {
    const verdict = ok ? 'PASS' : 'FAIL';
    console.log(
      `${comparable ? verdict : `(${verdict})`.padEnd(6)} ${r.target}: ratio ${ratio.toFixed(2)}, p99 ${r.p99} ms`,
    );
  }
  if (comparable) {
    const all = verdicts.every((v) => v.ok) && failures.length === 0;
    console.log(`\nTarget (${target}): ${all ? 'MET' : 'NOT MET'}`);
  } else {
    console.log(`\nTarget (${target}): not judged by this run (${kind}, ${opts.connections} connections).`);
  }
}

/** Child mode: the bare hello-world (`node --import tsx scripts/bench.ts --hello-world <port>`). */
async function helloWorld(port: number): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port, host: '127.0.0.1' });
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (process.argv[2] === '--hello-world') {
  await helloWorld(Number(process.argv[3] ?? 0));
} else {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers and dropping the bench database...`);
      void cleanup().then(() => process.exit(130));
    });
  }
  try {
    await main();
  } catch (error) {
    console.error(`\nBENCH FAILED: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}
