// Lighthouse (mobile) on a list of pages: starts the real server on a free port with a fresh data directory, runs
// Lighthouse 12.8.2 through headless Chromium `--runs` times per page, prints the scores and key figures and each
// page's medians, stops the server.
// Usage: npm run build && node scripts/lighthouse.mjs [--runs 3] [page ...] [--path /portal] [--json out.json]
//          [--lhr report.json] [--trace trace.json] [--url http://127.0.0.1:3000 (a server already running)]
// A page is a path (`/newsDetail?id=1`), or `path@user:role` to open it signed in as that demo account
// (`/studentFront/study@student01:student`). Without pages (and without --path): the landing pages of issue 33
// (LANDING_PAGES). --lhr and --trace keep the last run of the last page.
// Needs Chromium: CHROME_PATH or /usr/bin/chromium. Exits 1 when a page's median performance score is < 95.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { serverArgs } from './server-command.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', '3'));
const TARGET = 95;
const DEMO_PASSWORD = 'Demo@12345';

/** Where people land (issue 33): each must keep a median of 95 or more. `{news}`: the newest news item's id. */
export const LANDING_PAGES = [
  '/portal',
  '/newsList',
  '/newsDetail?id={news}',
  '/mobile/competition/list',
  '/completionTest?code=syb-demo-completion-2026',
  '/login',
  '/studentFront/study@student01:student',
];

const valueArgs = new Set(['--runs', '--path', '--json', '--lhr', '--trace', '--url']);
const positional = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !valueArgs.has(all[i - 1] ?? ''));
const PAGES = arg('path') ? [arg('path')] : positional.length ? positional : LANDING_PAGES;

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
  // A first start migrates and seeds: minutes on a loaded machine.
  for (let waited = 0; ; waited += 300) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (waited > 300_000) throw new Error('server not ready after 300 s');
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

/** Signs the demo account in through the API and gives the browser the session cookies the app keeps. */
async function signIn(chromePort, url, account) {
  const [username, role = username] = account.split(':');
  const ask = () =>
    fetch(`${url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD, role }),
    });
  // Once more when a kept-alive connection the server had closed was reused ("other side closed").
  const res = await ask().catch(ask);
  const { data } = await res.json();
  if (!data?.access_token) throw new Error(`sign-in of ${account} failed (${res.status})`);
  const now = Date.now();
  const cookie = (name, value) => ({ name, value: encodeURIComponent(value), url });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const context = browser.contexts()[0];
  // Lighthouse keeps the cache along with the cookies (disableStorageReset): each run must load the page cold.
  const page = context.pages()[0] ?? (await context.newPage());
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await context.addCookies([
    cookie('Admin-Token', `Bearer ${data.access_token}`),
    cookie('Admin-Refresh-Token', data.refresh_token),
    cookie('Admin-Login-Date', String(now)),
    cookie('Admin-Expires-Date', String(now + data.expires_in * 1000)),
  ]);
  // Only the CDP connection closes: the browser is chrome-launcher's and Lighthouse's.
  await browser.close();
}

// --url: a server already running (its demo data must have the accounts), else one of our own.
const server = arg('url') ? { url: arg('url'), stop: () => {} } : await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const pages = [];
try {
  const news = await fetch(`${server.url}/p/v1/news?page=1&size=1`).then((r) => r.json());
  for (const page of PAGES) {
    const [path, account] = page.replace('{news}', String(news?.data?.list?.[0]?.id ?? 1)).split('@');
    // One visit first, so the server's first-request work (seeded caches, pre-compressed files) is not measured.
    await fetch(`${server.url}${path}`);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      // Signed in anew for each run (a fresh session, an empty cache).
      if (account) await signIn(chrome.port, server.url, account);
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        formFactor: 'mobile',
        screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
        // A signed-in page keeps its cookies (Lighthouse clears the origin's storage otherwise).
        disableStorageReset: Boolean(account),
      });
      const { categories, audits } = result.lhr;
      if (result.lhr.runtimeError || categories.performance.score === null) {
        // A run Lighthouse could not finish (a page that never settled on a loaded machine): told, not counted.
        console.log(`${path} run ${i + 1}: failed (${result.lhr.runtimeError?.message ?? 'no performance score'})`);
        continue;
      }
      const run = {
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: Number((audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
        speedIndexMs: Math.round(audits['speed-index'].numericValue),
        transferKb: Math.round(audits['total-byte-weight'].numericValue / 1024),
        finalPath: new URL(result.lhr.finalDisplayedUrl).pathname,
      };
      runs.push(run);
      // The whole report of the last run, for the diagnostics (network, long tasks, LCP element).
      if (arg('lhr')) writeFileSync(arg('lhr'), JSON.stringify(result.lhr));
      // Its trace (DevTools' Performance panel opens it): which tasks run before the first paint, and for how long.
      if (arg('trace')) writeFileSync(arg('trace'), JSON.stringify(result.artifacts.Trace));
      console.log(`${path} run ${i + 1}: ${JSON.stringify(run)}`);
    }
    pages.push({ path, account: account ?? null, runs });
  }
} finally {
  await chrome.kill();
  server.stop();
}

const summary = pages.map(({ path, account, runs }) => {
  const of = (key) => median(runs.map((r) => r[key]));
  return {
    path,
    account,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
});
console.log(`\nLighthouse mobile, median of ${RUNS} runs (target performance >= ${TARGET}):`);
for (const p of summary) {
  const who = p.account ? ` (as ${p.account.split(':')[0]})` : '';
  console.log(
    `${p.path}${who}: performance ${p.performance} ${p.performance >= TARGET ? 'ok' : 'BELOW TARGET'}, ` +
      `accessibility ${p.accessibility}, best practices ${p.bestPractices}, SEO ${p.seo}; ` +
      `LCP ${p.lcpMs} ms, TBT ${p.tbtMs} ms, CLS ${p.cls}`,
  );
}
const out = arg('json');
if (out) writeFileSync(out, JSON.stringify({ runs: RUNS, pages, summary }, null, 2));
process.exitCode = summary.every((p) => p.performance >= TARGET) ? 0 : 1;
