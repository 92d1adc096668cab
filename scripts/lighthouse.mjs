// Lighthouse (mobile) on a page (/portal by default): starts the real server on a free port with a fresh data
// directory, runs Lighthouse 12.8.2 through headless Chromium, prints the scores and key figures, stops the server.
// Usage: npm run build && node scripts/lighthouse.mjs [--runs 3] [--path /portal] [--json out.json]
//          [--lhr report.json] [--trace trace.json]
// Needs Chromium: CHROME_PATH or /usr/bin/chromium. Exits 1 when the median performance score is < 90.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serverArgs } from './server-command.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', '3'));
const PATH = arg('path', '/portal');
const TARGET = 90;

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first');
  process.exit(1);
}
process.env.CHROME_PATH ||= '/usr/bin/chromium';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'etp-lighthouse-'));
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 90_000; waited += 300) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const stop = () => {
    // SIGINT: a stop without the drain a balancer needs (SHUTDOWN_DRAIN_MS applies to SIGTERM).
    child.kill('SIGINT');
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const runs = [];
try {
  // One visit first, so the server's first-request work (seeded caches, pre-compressed files) is not measured.
  await fetch(`${server.url}${PATH}`);
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(`${server.url}${PATH}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    });
    const { categories, audits } = result.lhr;
    const run = {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      speedIndexMs: Math.round(audits['speed-index'].numericValue),
      transferKb: Math.round(audits['total-byte-weight'].numericValue / 1024),
    };
    runs.push(run);
    // The whole report of the last run, for the diagnostics (network, long tasks, LCP element).
    if (arg('lhr')) writeFileSync(arg('lhr'), JSON.stringify(result.lhr));
    // Its trace (DevTools' Performance panel opens it): which tasks run before the first paint, and for how long.
    if (arg('trace')) writeFileSync(arg('trace'), JSON.stringify(result.artifacts.Trace));
    console.log(`run ${i + 1}: ${JSON.stringify(run)}`);
  }
} finally {
  await chrome.kill();
  server.stop();
}

const score = median(runs.map((r) => r.performance));
console.log(
  `Lighthouse ${PATH} (mobile, ${RUNS} runs): performance median ${score} (target >= ${TARGET}), ` +
    `accessibility ${median(runs.map((r) => r.accessibility))}, best practices ${median(runs.map((r) => r.bestPractices))}, ` +
    `SEO ${median(runs.map((r) => r.seo))}; LCP ${median(runs.map((r) => r.lcpMs))} ms, ` +
    `TBT ${median(runs.map((r) => r.tbtMs))} ms, CLS ${median(runs.map((r) => r.cls))}`,
);
const out = arg('json');
if (out) writeFileSync(out, JSON.stringify({ path: PATH, runs }, null, 2));
process.exitCode = score >= TARGET ? 0 : 1;
