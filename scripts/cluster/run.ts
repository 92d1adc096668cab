// `npm run test:cluster` (issue 32, also run by .ci/run through npm test): two server instances on one PostgreSQL
// database (a throw-away one, dropped at the end), one Redis (a key prefix of their own) and one S3-compatible bucket
// (s3rver, npm) behind nginx from Debian (scripts/cluster/nginx.ts: the sample of docs/deployment.md on loopback),
// checked through nginx (checks.ts), then loaded while each instance is restarted in turn the way
// docs/deployment.md says (marked down in nginx and reloaded, SIGTERM, started again, marked up). Prints the counts;
// exits 1 when a check fails, a request failed that a client would not retry, an acknowledged write is missing or a
// job round ran twice.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startS3 } from '../../apps/server/test/s3.ts';
import {
  childEnv,
  cleanups,
  dropRedisKeys,
  freePort,
  pickDatabase,
  pickRedis,
  ROOT,
  runMain,
  sleep,
  warnIfBusy,
} from '../bench-lib.ts';
import { type Ctx, chat, jobsAtStart, limits, sessions, spread, type Verdicts } from './checks.ts';
import { closeAgents, resentCount } from './client.ts';
import { prepare } from './data.ts';
import { Instance, usingCompiled } from './instances.ts';
import { Load } from './load.ts';
import { Nginx, nginxBinary } from './nginx.ts';

const LOGIN_LIMIT_PER_IP = 30;
const RATE_LIMIT_MAX = 150;
const failures: string[] = [];
let passedChecks = 0;
const verdicts: Verdicts = {
  ok: (line) => console.log(`  ok    ${line}`),
  check(condition, line) {
    console.log(`  ${condition ? 'ok  ' : 'FAIL'}  ${line}`);
    if (condition) passedChecks++;
    else failures.push(line);
  },
};
const clock = (t0: number) => `${((Date.now() - t0) / 1000).toFixed(0)} s`;

async function main(): Promise<void> {
  const t0 = Date.now();
  // The instances run compiled, as production does: compile the code under test first (a few seconds), unless the
  // caller has just done it (npm test's build step: --built).
  if (!process.argv.includes('--built')) {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('compiling the server failed');
  }
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (apt-get install -y nginx-light; .ci/run installs it)');
  warnIfBusy('before the run', 2);
  const dir = mkdtempSync(join(tmpdir(), 'etp-cluster-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const databaseUrl = await pickDatabase('pg');
  if (!databaseUrl) throw new Error('PostgreSQL is required');
  const redisUrl = await pickRedis(true);
  const redisPrefix = `etp-cluster:${process.pid}:`;
  if (redisUrl) cleanups.push(() => dropRedisKeys(redisUrl, redisPrefix));
  const s3 = await startS3('etp-cluster');
  cleanups.push(() => s3.close());
  const secret = randomBytes(36).toString('base64url');
  const env: NodeJS.ProcessEnv = {
    ...childEnv(),
    NODE_ENV: 'production',
    SEED_DEMO: '1',
    TOKEN_SECRET: secret,
    PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl ?? '',
    REDIS_PREFIX: redisPrefix,
    TRUST_PROXY: '1',
    ...s3.env,
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    LOGIN_LIMIT_PER_IP: String(LOGIN_LIMIT_PER_IP),
    SHUTDOWN_DRAIN_MS: '2000',
    SHUTDOWN_TIMEOUT_MS: '30000',
    MEDIA_TRANSCODE: 'off',
    // debug: each job round taken is logged (plugins/worker-job.ts), which the test reads to count them.
    LOG_LEVEL: 'debug',
  };
  const instances = await Promise.all(
    ['a', 'b'].map((name) => {
      mkdirSync(join(dir, name));
      return Instance.create(name, { ...env, DATA_DIR: join(dir, name) }, dir);
    }),
  );
  const [a] = instances as [Instance, Instance];
  for (const instance of instances) cleanups.push(() => instance.stop().then(() => {}));
  console.log(
    `Cluster: nginx ${binary}, 2 instances (${usingCompiled() ? 'compiled' : 'TypeScript source'}), PostgreSQL, ` +
      `Redis, s3rver; files in ${dir}`,
  );

  console.log(`[${clock(t0)}] migrating and seeding (instance a alone, no jobs)...`);
  await a.start({ WORKERS: '0' });
  await a.stop();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  cleanups.push(() => db.end());
  const data = await prepare(db, secret, { learners: 40, candidates: 20 });
  console.log(`[${clock(t0)}] starting both instances at once and nginx...`);
  await Promise.all(instances.map((i) => i.start()));
  const nginx = new Nginx(
    join(dir, 'nginx'),
    await freePort(),
    instances.map((i) => ({ name: i.name, port: i.port })),
  );
  mkdirSync(join(dir, 'nginx'), { recursive: true });
  await nginx.start(binary);
  const ctx: Ctx = { base: `http://127.0.0.1:${nginx.port}`, db, instances, data, v: verdicts };

  console.log(`[${clock(t0)}] checks through nginx:`);
  await spread(ctx);
  await sessions(ctx);
  await limits(ctx, LOGIN_LIMIT_PER_IP, RATE_LIMIT_MAX);
  await chat(ctx);
  await jobsAtStart(ctx);

  console.log(`[${clock(t0)}] load (40 students' heartbeats every 2 s and reads, 20 candidates saving every 1 s):`);
  const load = new Load(ctx.base, data);
  load.start();
  await sleep(8000);
  const restarts: string[] = [];
  for (const instance of instances) {
    const began = Date.now();
    await nginx.mark(instance.name, true);
    // The round the instance takes when it starts again: each job's lease is due now.
    await db.query('update worker_jobs set next_run_at = now()');
    await db.query(
      `insert into export_jobs (owner_id, role, kind, name, params)
       select (select id from users where username = 'admin'), 'admin', 'users', 'restart-' || i || '.xlsx',
              '{"role": "teacher", "locale": "zh-CN"}'::jsonb from generate_series(1, 3) i`,
    );
    const code = await instance.stop();
    const stopped = Date.now();
    await instance.start();
    await nginx.mark(instance.name, false);
    restarts.push(
      `${instance.name}: exit ${code}, stopped in ${((stopped - began) / 1000).toFixed(1)} s, back in ` +
        `${((Date.now() - stopped) / 1000).toFixed(1)} s`,
    );
    console.log(`[${clock(t0)}]   restarted ${restarts.at(-1)}`);
    await sleep(6000);
  }
  await load.stop();
  const found = await load.verify(db);

  // Every job round logged by either instance, once.
  const rounds = new Map<string, string[]>();
  for (const instance of instances) {
    for (const line of instance.lines()) {
      if (line.msg !== 'worker job round') continue;
      const key = `${line.job}#${line.round}`;
      rounds.set(key, [...(rounds.get(key) ?? []), instance.name]);
    }
  }
  const twice = [...rounds.entries()].filter(([, by]) => by.length > 1);
  const exportsTwice = (
    await db.query<{ n: number }>(`select count(*)::int as n from export_jobs where attempts > 1 or status <> 'done'`)
  ).rows[0]?.n;
  const c = load.counts;
  console.log('\nCounts (load through nginx, each instance restarted once):');
  console.log(`  requests                          ${c.requests}`);
  console.log(`  by instance                       ${JSON.stringify(c.byInstance)}`);
  console.log(`  by kind                           ${JSON.stringify(c.byKind)}`);
  console.log(`  failed without an answer          ${c.noAnswer}`);
  console.log(`  5xx (not a draining 503)          ${c.serverErrors}`);
  console.log(`  503 while draining, sent again    ${c.retried}`);
  console.log(`  resent on a closed kept-alive connection (as browsers do) ${resentCount()}`);
  console.log(`  other statuses                    ${JSON.stringify(c.otherStatus)}`);
  console.log(
    `  heartbeats answered 200           ${c.heartbeats.acknowledged} (${c.heartbeats.credited} credited, ` +
      `${c.heartbeats.seconds} s; ${c.heartbeats.refusedByRule} refused by a study rule)`,
  );
  console.log(`  acknowledged heartbeats lost      ${found.lostHeartbeats}`);
  console.log(`  ledger rows not acknowledged      ${found.extraLedgerRows}`);
  console.log(`  answer saves answered 200         ${c.answers.acknowledged} (${c.answers.keys} questions)`);
  console.log(`  acknowledged answers lost         ${found.lostAnswers}`);
  console.log(`  job rounds (both instances' logs) ${rounds.size}, run twice: ${twice.length}`);
  console.log(`  export jobs run twice or not done ${exportsTwice}`);
  for (const line of restarts) console.log(`  restart ${line}`);
  for (const problem of found.problems) console.log(`  problem: ${problem}`);
  verdicts.check(
    c.noAnswer === 0 && c.serverErrors === 0 && Object.keys(c.otherStatus).length === 0,
    'no request failed that a client would not retry',
  );
  verdicts.check(found.lostHeartbeats === 0 && found.lostAnswers === 0, 'no acknowledged record or answer lost');
  verdicts.check(found.extraLedgerRows === 0, 'every credited heartbeat landed once');
  verdicts.check(twice.length === 0 && exportsTwice === 0, 'no job ran twice');
  verdicts.check(
    instances.every((i) => i.exits.every((code) => code === 0)) && c.heartbeats.credited > 0,
    'each instance stopped with exit code 0, and heartbeats were credited',
  );
  verdicts.check(
    Object.keys(c.byInstance).filter((k) => k !== 'nginx').length === 2,
    'the load landed on both instances',
  );
  closeAgents();
  await Promise.all(instances.map((i) => i.stop()));
  warnIfBusy('during the run', 4);
  const passed = failures.length === 0;
  console.log(`\nCluster test ${passed ? 'passed' : `FAILED (${failures.length})`} in ${clock(t0)}`);
  // npm test adds the checks to its totals.
  if (process.env.CLUSTER_REPORT) {
    writeFileSync(process.env.CLUSTER_REPORT, JSON.stringify({ passed: passedChecks, failed: failures.length }));
  }
  if (!passed) process.exitCode = 1;
}

await runMain(main);
