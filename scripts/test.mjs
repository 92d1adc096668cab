// `npm test`: lint, typecheck, unit + API tests on PGlite, the API tests again on PostgreSQL when
// TEST_DATABASE_URL is set, and the browser end-to-end tests when Chromium is found.
//
// Steps that do not depend on each other run at the same time (a 2-core machine spends much of a test run waiting on
// child servers, browsers and databases): lint, typecheck and the web build first; then the API tests on PGlite, on
// PostgreSQL and the end-to-end tests. Each step's output is kept and printed whole when it ends, so steps never
// interleave in the log; a line says when each starts and ends.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'etp-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
/** What failed, gathered from the reports, printed again at the very end (a CI log is often read from its tail). */
const failures = [];
const began = Date.now();
const clock = () => `${((Date.now() - began) / 1000).toFixed(0).padStart(4)} s`;

/** Runs a command with its output kept in a file; prints the output when it ends. Resolves to whether it passed. */
function run(title, command, args, env = {}) {
  console.log(`[${clock()}] === ${title}: started ===`);
  const started = Date.now();
  const logFile = join(reports, `${title.replace(/\W+/g, '-')}.log`);
  const log = createWriteStream(logFile);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => {
      log.end(() => {
        const ok = code === 0;
        console.log(`\n=== ${title} ===`);
        process.stdout.write(readFileSync(logFile));
        console.log(
          `--- ${title}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s, ended at ${clock()})`,
        );
        if (!ok) failedSteps.push(title);
        resolve(ok);
      });
    });
  });
}

const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((line) => line.trim()) ?? '';

/** A Vitest run whose counts go into the totals. */
async function vitest(title, args, env = {}) {
  const out = join(reports, `${title.replace(/\W+/g, '-')}.json`);
  const ok = await run(
    title,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    // A file can fail with no failed test (an error in a hook or at import, an unhandled rejection): name it too.
    for (const file of report.testResults ?? []) {
      const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      if (file.status !== 'failed' && failedTests.length === 0) continue;
      if (failedTests.length === 0) totals.failed += 1;
      const where = file.name.replace(root, '');
      const reason = failedTests.length
        ? failedTests.map((test) => `  - ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`).join('\n')
        : `  - ${firstLine(file.message) || 'the file failed outside its tests'}`;
      failures.push(`${title}: ${where}\n${reason}`);
    }
    if (!ok && !report.testResults?.some((file) => file.status === 'failed')) {
      failures.push(`${title}: exited non-zero with every file passing (an unhandled error: see its log above)`);
    }
  } else if (!ok) {
    failures.push(`${title}: no report was written (it ended before Vitest could write one: see its log above)`);
  }
  return ok;
}

/** `npm run test:cluster`, its checks counted in the totals (it compiles the server unless the build step did). */
async function cluster(built) {
  const out = join(reports, 'cluster.json');
  const args = ['--import', 'tsx', 'scripts/cluster/run.ts', ...(built ? ['--built'] : [])];
  const ok = await run('cluster test (nginx, 2 instances)', process.execPath, args, { CLUSTER_REPORT: out });
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.passed;
    totals.failed += report.failed;
  } else if (!ok) totals.failed += 1;
  return ok;
}

/**
 * Server test files that never use TEST_DATABASE_URL's database, so a second run would repeat the first: pure units,
 * the face engine, the spreadsheet's zip checks (refused before any query), the import boundaries, and the tests that
 * start the real server or CLI on an embedded database of their own (seed, crash, restart, create-admin). They run
 * once, in the PGlite step.
 */
const RUN_ONCE = [
  'test/auth/tokens.test.ts',
  'test/exams/restart.test.ts',
  'test/face/engine.test.ts',
  'test/face/pool.test.ts',
  'test/learning/crash.test.ts',
  'test/platform/boundaries.test.ts',
  'test/platform/compiled.test.ts',
  'test/platform/group-commit.test.ts',
  'test/platform/group-read.test.ts',
  'test/platform/menus-migration.test.ts',
  'test/platform/person-fields.test.ts',
  'test/platform/personal-data.test.ts',
  'test/platform/refs.test.ts',
  'test/platform/seed.test.ts',
  'test/platform/shutdown.test.ts',
  'test/platform/unit.test.ts',
  'test/users/create-admin.test.ts',
  'test/users/import-limits.test.ts',
];

/**
 * With TEST_DATABASE_URL (CI), every API test runs on PostgreSQL, the production engine (and the older one: 15 here,
 * 17 in PGlite, so a query that needs a newer server fails there). On PGlite run the files that work the embedded
 * engine's own paths: its single connection under the group commits and queues (learning, exams, exports, sessions),
 * the database client, errors, limits and pipelined transactions (platform; not its walks of every route, fuzzing,
 * logging and rate limits, which are HTTP only), the login, and the RUN_ONCE files. Every screen's main path also runs
 * against PGlite in the end-to-end tests, whose servers use the embedded database as `npm start` does. Without
 * TEST_DATABASE_URL every API test runs on PGlite.
 */
const PGLITE_WITH_POSTGRES = [
  ...RUN_ONCE,
  'test/auth/',
  'test/exams/',
  'test/exports/',
  'test/learning/',
  'test/platform/calls.test.ts',
  'test/platform/errors.test.ts',
  'test/platform/limits.test.ts',
  'test/platform/pipeline.test.ts',
  'test/security/db-error-logs.test.ts',
  'test/sessions/',
];

const pgUrl = process.env.TEST_DATABASE_URL;
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
const browser = existsSync(chrome);

// `npm run build` makes the web app and compiles the server (apps/server/dist, which the cluster test and the compiled
// start test run); without Chromium only the server is compiled.
const [, , compiledOk] = await Promise.all([
  run('lint (biome)', 'npx', ['biome', 'check', '.']),
  run('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  browser
    ? run('build web app and server', 'npm', ['run', '--silent', 'build'])
    : run('compile server', process.execPath, ['scripts/build-server.mjs']),
]);
const built = browser && compiledOk;

const pgliteFiles = pgUrl
  ? ['packages/contracts/', 'apps/web/', ...PGLITE_WITH_POSTGRES.map((file) => `apps/server/${file}`)]
  : [];
const tests = [vitest('unit and API tests (PGlite)', pgliteFiles, { TEST_DATABASE_URL: '' })];
if (pgUrl) {
  const exclude = RUN_ONCE.flatMap((file) => ['--exclude', `**/${file}`]);
  tests.push(vitest('API tests (PostgreSQL)', ['--project', 'server', ...exclude], { TEST_DATABASE_URL: pgUrl }));
} else {
  console.log(
    '\nTEST_DATABASE_URL is not set: the API tests run on PGlite only (.ci/run also runs them on PostgreSQL).',
  );
}
if (browser) {
  if (built) {
    tests.push(
      run('first-load JS budgets', 'node', ['apps/web/scripts/bundle-report.mjs']).then(() =>
        vitest('end-to-end tests (Chromium)', ['--config', 'apps/web/vitest.e2e.config.ts'], { CHROME_PATH: chrome }),
      ),
    );
  }
} else {
  console.log(
    `\nChromium not found at ${chrome}: end-to-end tests SKIPPED (install it with apt-get install -y chromium, or set CHROME_PATH).`,
  );
}
// Two instances behind nginx on PostgreSQL, Redis and s3rver (scripts/cluster/run.ts), when CI's services are there.
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].some((path) => existsSync(path));
if (pgUrl && process.env.REDIS_URL && nginx) {
  tests.push(cluster(compiledOk));
} else {
  console.log('\nCluster test SKIPPED: it needs TEST_DATABASE_URL, REDIS_URL and nginx (bash .ci/run has all three).');
}
await Promise.all(tests);

rmSync(reports, { recursive: true, force: true });
if (failures.length) console.log(`\nWhat failed:\n${failures.join('\n')}`);
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped in ${clock()}`);
process.exit(failedSteps.length ? 1 : 0);
