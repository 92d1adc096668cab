// `npm test`: lint, typecheck, unit + API tests on PGlite, the API tests again on PostgreSQL when
// TEST_DATABASE_URL is set, and the browser end-to-end tests when Chromium is found.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'etp-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`--- ${title}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failedSteps.push(title);
  return ok;
}

function vitest(title, args, env = {}) {
  const out = join(reports, `${title.replace(/\W+/g, '-')}.json`);
  run(
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
  }
}

const pgUrl = process.env.TEST_DATABASE_URL;
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';

run('lint (biome)', 'npx', ['biome', 'check', '.']);
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
vitest('unit and API tests (PGlite)', [], { TEST_DATABASE_URL: '' });
if (pgUrl) vitest('API tests (PostgreSQL)', ['--project', 'server'], { TEST_DATABASE_URL: pgUrl });
else
  console.log(
    '\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only (.ci/run also runs them on PostgreSQL).',
  );

if (existsSync(chrome)) {
  if (run('build web app', 'npm', ['run', '--silent', 'build'])) {
    run('first-load JS budgets', 'node', ['apps/web/scripts/bundle-report.mjs']);
    vitest('end-to-end tests (Chromium)', ['--config', 'apps/web/vitest.e2e.config.ts'], { CHROME_PATH: chrome });
  }
} else {
  console.log(
    `\nChromium not found at ${chrome}: end-to-end tests SKIPPED (install it with apt-get install -y chromium, or set CHROME_PATH).`,
  );
}

rmSync(reports, { recursive: true, force: true });
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
