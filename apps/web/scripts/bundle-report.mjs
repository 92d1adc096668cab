// Prints first-load JS (gzip) of the landing routes and checks their budgets (exits 1 over budget).
// Run after `vite build`: node apps/web/scripts/bundle-report.mjs [--json]
// A route's first load is the entry with its static imports plus what dist/route-preloads.json (written by
// build/routePreloads.ts, and preloaded by the server for that path) lists for the route.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const { entry, routes } = JSON.parse(readFileSync(join(dist, 'route-preloads.json'), 'utf8'));
// /portal's budget keeps its Lighthouse mobile score at 90 or more (docs/performance.md); the other public
// pages share the portal frame and add their own page.
const BUDGET_KB = { '/login': 200, '/portal': 190 };
const DEFAULT_BUDGET_KB = 200;

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

const results = Object.entries(routes).map(([route, assets]) => {
  const files = [...entry.js, ...assets.js];
  const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const budgetKb = BUDGET_KB[route] ?? DEFAULT_BUDGET_KB;
  return {
    route,
    files: files.length,
    gzipKb: Number(kb.toFixed(1)),
    budgetKb,
    ok: kb <= budgetKb,
  };
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(results, null, 2));
} else {
  for (const r of results) {
    const size = `${String(r.gzipKb).padStart(6)} KB gzip in ${String(r.files).padStart(2)} files`;
    console.log(`${r.route.padEnd(21)} first-load JS ${size} (budget ${r.budgetKb} KB) ${r.ok ? 'ok' : 'OVER BUDGET'}`);
  }
}
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
