// `npm run bench`: loads a bare Fastify hello-world and the server's two hottest authenticated calls
// (users/info, users/menu) with autocannon in one run, and prints req/s, p50, p99, the server CPU per request
// and the ratios to hello-world.
//
// By default the server runs as deployed: NODE_ENV=production, the default log level (info, one JSON line per
// request to a file), PostgreSQL and Redis when they answer. Flags: --duration <s> (10), --connections <n> (50),
// --warmup <s> (2), --pg / --pglite (force the database), --redis / --no-redis (force Redis or go without),
// --log-level <level> (the server's LOG_LEVEL), --lean (LOG_LEVEL=warn and no Redis: the configuration earlier
// benchmarks measured). A throw-away PostgreSQL database etp_bench_<pid> and Redis prefix etp-bench:<pid>: are
// made and removed. Both servers run as child processes so autocannon does not share their event loop.
// Exits 0 whether or not the target is met (it is a benchmark); exits 1 when the run itself is invalid.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  checkOnce,
  childEnv,
  cleanups,
  cpuRatio,
  dropRedisKeys,
  freePort,
  intOption,
  lineCounter,
  load,
  login,
  pickDatabase,
  pickRedis,
  printTable,
  runMain,
  startChild,
  startHello,
  waitForHttp,
  warnIfBusy,
} from './bench-lib.ts';
import { serverArgs } from './server-command.mjs';

/** Issue 16: server CPU per call, its share of hello-world's, and p99, in the deployed configuration. */
const TARGET_CPU_US = 60;
const TARGET_CPU_RATIO = 0.4;
const TARGET_P99_MS = 20;
const TARGET_CONNECTIONS = 50;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

// ---------------------------------------------------------------------------------------------------------------

interface Options {
  duration: number;
  connections: number;
  warmup: number;
  force: 'pg' | 'pglite' | null;
  /** true: Redis or fail; false: never; null: when one answers. */
  redis: boolean | null;
  /** The server's LOG_LEVEL; null keeps the server's default (what a deployment runs with). */
  logLevel: string | null;
  lean: boolean;
  /** A directory for the server's V8 CPU profile (`node --cpu-prof`), written when it stops. */
  cpuProf: string | null;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: String(TARGET_CONNECTIONS) },
      warmup: { type: 'string', default: '2' },
      pg: { type: 'boolean', default: false },
      pglite: { type: 'boolean', default: false },
      redis: { type: 'boolean' },
      'log-level': { type: 'string' },
      lean: { type: 'boolean', default: false },
      'cpu-prof': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowNegative: true,
  });
  if (values.help) {
    console.log(
      'Usage: npm run bench -- [--duration 10] [--connections 50] [--warmup 2] [--pg | --pglite]\n' +
        '                        [--redis | --no-redis] [--log-level info] [--lean] [--cpu-prof <dir>]\n' +
        '  Default: the deployed configuration (NODE_ENV=production, default log level, PostgreSQL and Redis when\n' +
        '  they answer). --lean: LOG_LEVEL=warn and no Redis.\n' +
        '  BENCH_DATABASE_URL=postgres://... picks the PostgreSQL server (a database is created and dropped on it);\n' +
        '  BENCH_REDIS_URL=redis://... the Redis server (keys under etp-bench:<pid>: are deleted at the end).',
    );
    process.exit(0);
  }
  const positive = intOption;
  if (values.pg && values.pglite) throw new Error('--pg and --pglite exclude each other');
  const logLevel = values['log-level'] ?? null;
  if (logLevel !== null && !LOG_LEVELS.includes(logLevel)) {
    throw new Error(`--log-level must be one of ${LOG_LEVELS.join(', ')} (got ${logLevel})`);
  }
  if (values.lean && (values.redis === true || logLevel !== null)) {
    throw new Error('--lean sets the log level and Redis itself: use --log-level and --no-redis instead');
  }
  return {
    duration: positive('duration', values.duration, 1),
    connections: positive('connections', values.connections, 1),
    warmup: positive('warmup', values.warmup, 0),
    force: values.pg ? 'pg' : values.pglite ? 'pglite' : null,
    redis: values.lean ? false : (values.redis ?? null),
    logLevel: values.lean ? 'warn' : logLevel,
    lean: values.lean,
    cpuProf: values['cpu-prof'] ?? null,
  };
}

async function main(): Promise<void> {
  const opts = parseOptions();
  warnIfBusy('before the run', 1);
  const env = childEnv();

  const databaseUrl = await pickDatabase(opts.force);
  const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const redisUrl = await pickRedis(opts.redis);
  const redisPrefix = `etp-bench:${process.pid}:`;
  if (redisUrl) cleanups.push(() => dropRedisKeys(redisUrl, redisPrefix));
  const dataDir = mkdtempSync(join(tmpdir(), 'etp-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const configuration = describeConfiguration(opts, kind, redisUrl !== null);

  const [helloPort, serverPort] = await Promise.all([freePort(), freePort()]);
  const hello = startHello(helloPort, env);
  // The server logs to a file, as a deployment's stdout goes to a file or a collector, not back to the bench.
  const logFile = join(dataDir, 'server.log');
  const server = startChild(
    'server',
    serverArgs(opts.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${opts.cpuProf}`] : []),
    {
      ...env,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      TOKEN_SECRET: randomBytes(36).toString('base64url'), // 48 characters
      PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
      RATE_LIMIT_MAX: '100000000', // the global limit counts but does not throttle the load generator
      ...(opts.logLevel ? { LOG_LEVEL: opts.logLevel } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix } : {}),
    },
    logFile,
  );
  const logLines = lineCounter(logFile);
  const helloBase = `http://127.0.0.1:${helloPort}`;
  const serverBase = `http://127.0.0.1:${serverPort}`;
  console.log(`Configuration: ${configuration.label}`);
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
  const infoRow = await load('GET /o/v1/users/info', info, auth, opts, server.process.pid, logLines);
  const menuRow = await load('GET /o/v1/users/menu', menu, auth, opts, server.process.pid, logLines);
  const rows = [helloRow, infoRow, menuRow];

  // The bench itself keeps about as many processes busy as there are cores.
  warnIfBusy('during the run', availableParallelism() + 1);
  console.log('');
  console.log(`Configuration: ${configuration.label}`);
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
    const ratio = cpuRatio(r, helloRow);
    const cpu = r.cpuUsPerRequest;
    const ok =
      cpu !== null && ratio !== null && cpu <= TARGET_CPU_US && ratio >= TARGET_CPU_RATIO && r.p99 <= TARGET_P99_MS;
    return { r, cpu, ratio, ok };
  });
  const target =
    `server CPU <= ${TARGET_CPU_US} µs/req and >= ${TARGET_CPU_RATIO} of hello-world's, p99 <= ${TARGET_P99_MS} ms, ` +
    `at ${TARGET_CONNECTIONS} connections in the deployed configuration`;
  const comparable = configuration.deployed && opts.connections === TARGET_CONNECTIONS;
  for (const { r, cpu, ratio, ok } of verdicts) {
    const verdict = ok ? 'PASS' : 'FAIL';
    console.log(
      `${comparable ? verdict : `(${verdict})`.padEnd(6)} ${r.target}: ` +
        `${cpu === null ? '-' : Math.round(cpu)} µs/req, ratio (CPU) ${ratio?.toFixed(2) ?? '-'}, p99 ${r.p99} ms`,
    );
  }
  if (comparable) {
    const all = verdicts.every((v) => v.ok) && failures.length === 0;
    console.log(`\nTarget (${target}): ${all ? 'MET' : 'NOT MET'}`);
  } else {
    console.log(
      `\nTarget (${target}): not judged by this run (${configuration.label}, ${opts.connections} connections).`,
    );
  }
}

/** What the server runs with, said in one line; `deployed` when it is what production runs (the judged case). */
function describeConfiguration(opts: Options, database: string, redis: boolean): { label: string; deployed: boolean } {
  const logs = opts.logLevel ? `LOG_LEVEL=${opts.logLevel}` : 'default log level';
  const deployed = database === 'PostgreSQL' && redis && (opts.logLevel ?? 'info') === 'info';
  const name = opts.lean ? 'LEAN' : deployed ? 'DEPLOYED' : 'CUSTOM';
  return {
    label: `${name} (NODE_ENV=production, ${logs}, ${database}, ${redis ? 'Redis' : 'no Redis'})`,
    deployed,
  };
}

await runMain(main);
