// Shared by the benchmarks (scripts/bench.ts, scripts/bench-writes.ts): child processes, the throw-away PostgreSQL
// database and Redis prefix, cleanup on exit, server CPU from /proc, and the result table.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
export const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** How long and how hard autocannon loads one target. */
export interface LoadOptions {
  duration: number;
  connections: number;
  warmup: number;
}

export interface Row {
  target: string;
  rps: number;
  p50: number;
  p99: number;
  /** The slowest thousandth and the slowest request (ms). */
  p999?: number;
  max?: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** CPU time the server process spent per request (Linux only): steadier than req/s on a busy machine. */
  cpuUsPerRequest: number | null;
  /** Lines the server wrote to its log per request (null when it does not log to the bench's file). */
  logLinesPerRequest: number | null;
}

export function freePort(): Promise<number> {
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

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resources to release on exit, error or Ctrl-C, last first. */
export const cleanups: (() => Promise<void> | void)[] = [];
export let cleaning: Promise<void> | null = null;
export function cleanup(): Promise<void> {
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
export interface Child {
  process: ChildProcess;
  /** The last output of the child, shown when it fails. */
  tail(): string;
}

/** Starts a Node child; its stdout goes to `logFile` when given (as a deployment's log file), else to a pipe. */
export function startChild(name: string, args: string[], env: NodeJS.ProcessEnv, logFile?: string): Child {
  const logFd = logFile ? openSync(logFile, 'a') : null;
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', logFd ?? 'pipe', 'pipe'],
  });
  if (logFd !== null) closeSync(logFd);
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
  return { process: child, tail: () => (logFile ? `${output}\n${tailOf(logFile)}` : output) };
}

export function tailOf(file: string): string {
  try {
    return readFileSync(file, 'utf8').slice(-4000);
  } catch {
    return '';
  }
}

/** Counts the lines of a growing log file: newlines between the offset last seen and its end. */
export function lineCounter(file: string): () => number {
  let offset = 0;
  return () => {
    const size = statSync(file).size;
    const fd = openSync(file, 'r');
    const buffer = Buffer.alloc(1 << 20);
    let lines = 0;
    try {
      while (offset < size) {
        const read = readSync(fd, buffer, 0, Math.min(buffer.length, size - offset), offset);
        if (read === 0) break;
        for (let i = 0; i < read; i++) if (buffer[i] === 10) lines++;
        offset += read;
      }
    } finally {
      closeSync(fd);
    }
    return lines;
  };
}

/** Stops a child with SIGINT: the server then skips the drain a balancer needs (SHUTDOWN_DRAIN_MS is for SIGTERM). */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

export async function waitForHttp(child: Child, url: string, timeoutMs: number): Promise<void> {
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
export async function pickDatabase(force: 'pg' | 'pglite' | null): Promise<string | null> {
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

/** Picks Redis: returns its URL when one answers (or must), null to run without. */
export async function pickRedis(want: boolean | null): Promise<string | null> {
  if (want === false) return null;
  const url = process.env.BENCH_REDIS_URL || LOCAL_REDIS;
  const { Redis } = await import('ioredis');
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  probe.on('error', () => {}); // the failed connect below says it
  try {
    await probe.connect();
    await probe.ping();
    return url;
  } catch (error) {
    if (want === true || process.env.BENCH_REDIS_URL) {
      throw new Error(`Redis at ${redact(url)} does not answer: ${(error as Error).message}`);
    }
    console.log(`No Redis at ${redact(url)}: the server keeps its limits in process.`);
    return null;
  } finally {
    probe.disconnect();
  }
}

/** Deletes the bench's keys (the server's REDIS_PREFIX) from Redis. */
export async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

export async function login(base: string): Promise<string> {
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
export async function checkOnce(url: string, headers: Record<string, string>, envelope: boolean): Promise<void> {
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
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export async function load(
  target: string,
  url: string,
  headers: Record<string, string>,
  opts: LoadOptions,
  pid: number | undefined,
  logLines?: () => number,
  /** More autocannon options, e.g. `requests` with a setupRequest that makes each request its own. */
  extra: Record<string, unknown> = {},
): Promise<Row> {
  const { default: autocannon } = await import('autocannon');
  if (opts.warmup > 0) {
    await autocannon({ url, headers, connections: opts.connections, duration: opts.warmup, ...extra });
  }
  // The warm-up's lines may still be on their way to the file: give the server's log buffer time to drain.
  if (logLines) {
    await sleep(500);
    logLines();
  }
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, headers, connections: opts.connections, duration: opts.duration, ...extra });
  const cpuAfter = cpuMs(pid);
  if (logLines) await sleep(500);
  const lines = logLines ? logLines() : null;
  const row: Row = {
    target,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    p999: result.latency.p99_9,
    max: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    cpuUsPerRequest:
      cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
        ? ((cpuAfter - cpuBefore) * 1000) / result.requests.total
        : null,
    logLinesPerRequest: lines !== null && result.requests.total > 0 ? lines / result.requests.total : null,
  };
  const bad = row.non2xx + row.errors + row.timeouts;
  const line = `  ${target}: ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms`;
  console.log(bad > 0 ? `${line}  !! ${row.non2xx} non-2xx, ${row.errors} errors, ${row.timeouts} timeouts` : line);
  return row;
}

/** Other work on the machine skews every figure: say so next to them. */
/** A whole-number command-line option of at least `min`, or an error naming it. */
export function intOption(name: string, raw: string, min: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer >= ${min} (got ${raw})`);
  return n;
}

/** The caller's environment without the settings of its own server, which the bench's children must not inherit. */
export function childEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'REDIS_URL',
    'REDIS_PREFIX',
    'LOG_LEVEL',
    'WEB_DIST',
    'CORS_ORIGINS',
    'TRUST_PROXY',
  ])
    delete env[key];
  return env;
}

export function warnIfBusy(when: string, threshold: number): void {
  const [load = 0] = loadavg();
  if (load > threshold) {
    console.log(
      `  note: 1-minute load average ${load.toFixed(1)} on ${availableParallelism()} cores ${when}: figures are noisy`,
    );
  }
}

/** hello-world's server CPU per request over this call's: the share of hello-world's speed the call keeps. */
export function cpuRatio(row: Row, hello: Row): number | null {
  return row.cpuUsPerRequest && hello.cpuUsPerRequest ? hello.cpuUsPerRequest / row.cpuUsPerRequest : null;
}

export function printTable(rows: Row[], hello: Row): void {
  const header = [
    'target',
    'req/s (avg)',
    'p50 ms',
    'p99 ms',
    'ratio (req/s)',
    'server CPU µs/req',
    'ratio (CPU)',
    'log lines/req',
    'requests',
    'non-2xx/err',
  ];
  const body = rows.map((r) => [
    r.target,
    String(Math.round(r.rps)),
    String(r.p50),
    String(r.p99),
    (r.rps / hello.rps).toFixed(2),
    r.cpuUsPerRequest === null ? '-' : String(Math.round(r.cpuUsPerRequest)),
    cpuRatio(r, hello)?.toFixed(2) ?? '-',
    r.logLinesPerRequest === null ? '-' : r.logLinesPerRequest.toFixed(2),
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

/** The bare Fastify hello-world every figure is compared with, as a child process. */
export function startHello(port: number, env: NodeJS.ProcessEnv): Child {
  return startChild(
    'hello',
    ['--import', 'tsx', fileURLToPath(new URL('bench-hello.ts', import.meta.url)), String(port)],
    env,
  );
}

/** Runs a bench's main: servers stopped and the bench database dropped on exit, error or Ctrl-C. */
export async function runMain(main: () => Promise<void>): Promise<void> {
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
