// The dashboard's and the cockpit's calls on the data:large data set (issue 30): the server started as deployed (a
// child process, NODE_ENV production, no background workers so the measured figures are the calls' alone: the
// rollup job's round is timed apart by data:large), 20 connections of autocannon on each call, p99 against 200 ms.
//   npm run data:large -- --scale 0.1 && npm run bench:dashboard -- --db etp_large
//   npm run bench:dashboard -- --duration 10 --connections 20
//   npm run bench:dashboard -- --stale-every 1     (every answer made stale each second, as a fold does: the
//                                                   requests then pay the computation from the rollups)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  checkOnce,
  childEnv,
  cleanups,
  freePort,
  load,
  pickRedis,
  type Row,
  runMain,
  startChild,
  waitForHttp,
  warnIfBusy,
} from '../../../scripts/bench-lib.ts';
import { serverArgs } from '../../../scripts/server-command.mjs';

const TARGET_P99_MS = 200;
const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'etp_large' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
    /** Seconds between 'dashboard-folded' messages sent to the server (0: none, every answer computed once). */
    'stale-every': { type: 'string', default: '0' },
  },
});
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const urlFor = (db: string) => {
  const u = new URL(base);
  u.pathname = `/${db}`;
  return u.toString();
};

async function figures(db: string): Promise<string> {
  const client = new pg.Client({ connectionString: urlFor(db) });
  await client.connect();
  const { rows } = await client.query(`select
    (select count(*) from institutions) as institutions, (select count(*) from classes) as classes,
    (select count(*) from enrolments) as enrolments, (select count(*) from study_ledger) as ledger,
    (select count(*) from exam_attempts) as attempts, (select count(*) from certificates) as certificates,
    (select count(*) from dashboard_study) as study_rollup, (select count(*) from dashboard_counts) as count_rollup`);
  await client.end();
  return Object.entries(rows[0] as Record<string, string>)
    .map(([k, v]) => `${k} ${Number(v).toLocaleString('en')}`)
    .join(', ');
}

async function main() {
  const opts = {
    duration: Number(args.duration),
    connections: Number(args.connections),
    warmup: Number(args.warmup),
  };
  console.log(`Data set ${args.db}: ${await figures(args.db)}`);
  const staleEvery = Number(args['stale-every']);
  // The server's answers go stale on a fold's message (Redis pub/sub, modules/dashboard): the bench sends that
  // message itself, so every answer is computed again from the rollups after each one.
  const redisUrl = staleEvery > 0 ? await pickRedis(true) : null;
  const prefix = `bench-dashboard-${randomBytes(4).toString('hex')}:`;
  let publisher: import('ioredis').Redis | null = null;
  if (redisUrl) {
    const { Redis } = await import('ioredis');
    publisher = new Redis(redisUrl);
    const open = publisher;
    cleanups.push(() => open.disconnect());
    const timer = setInterval(() => {
      void open.publish(`${prefix}dashboard-folded`, JSON.stringify({ at: new Date().toISOString(), rows: 0 }));
    }, staleEvery * 1000);
    cleanups.push(() => clearInterval(timer));
    console.log(`Every answer made stale every ${staleEvery} s (a fold's message on Redis)`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'etp-bench-dashboard-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const server = startChild(
    'server',
    serverArgs(),
    {
      ...childEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SEED_DEMO: '0',
      WORKERS: '0',
      LOG_LEVEL: 'warn',
      TOKEN_SECRET: randomBytes(36).toString('base64url'),
      PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
      RATE_LIMIT_MAX: '100000000',
      DATABASE_URL: urlFor(args.db),
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: prefix } : {}),
    },
    join(dataDir, 'server.log'),
  );
  const serverBase = `http://127.0.0.1:${port}`;
  await waitForHttp(server, `${serverBase}/healthz`, 180_000);
  const token = async (username: string) => {
    const res = await fetch(`${serverBase}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'Demo@12345', role: username }),
    });
    const body = (await res.json()) as { data?: { access_token?: string } };
    if (!body.data?.access_token) throw new Error(`login ${username}: HTTP ${res.status}`);
    return `Bearer ${body.data.access_token}`;
  };
  const targets: [string, string][] = [
    ['admin', '/a/v1/dashboard/home'],
    ['province', '/a/v1/dashboard/home'],
    ['city', '/a/v1/dashboard/home'],
    ['area', '/a/v1/dashboard/home'],
    ['trainer', '/a/v1/dashboard/home'],
    ['admin', '/a/v1/dashboard/big-screen'],
    ['city', '/a/v1/dashboard/big-screen'],
  ];
  warnIfBusy('before the load', 2);
  console.log(`${opts.connections} connections, ${opts.duration} s each after a ${opts.warmup} s warm-up`);
  const rows: (Row & { who: string })[] = [];
  for (const [who, path] of targets) {
    const headers = { authorization: await token(who) };
    await checkOnce(`${serverBase}${path}`, headers, true);
    const row = await load(`${who} GET ${path}`, `${serverBase}${path}`, headers, opts, server.process.pid);
    rows.push({ ...row, who });
  }
  console.log(
    '\n| caller | call | req/s | p50 ms | p99 ms | p99.9 ms | max ms | verdict |\n|---|---|---:|---:|---:|---:|---:|---|',
  );
  let failed = false;
  for (const r of rows) {
    const bad = r.non2xx + r.errors + r.timeouts > 0;
    const pass = r.p99 < TARGET_P99_MS && !bad;
    failed ||= bad;
    console.log(
      `| ${r.who} | ${r.target.replace(`${r.who} `, '')} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.p999 ?? '-'} | ${r.max ?? '-'} | ${pass ? 'PASS' : 'FAIL'} (< ${TARGET_P99_MS} ms) |`,
    );
  }
  if (failed) throw new Error('some calls did not answer 200');
}

void runMain(main);
