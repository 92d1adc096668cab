// Prints first-load JS (gzip) of /login and /portal from the built manifest and checks the budgets.
// Run after `vite build`: node apps/web/scripts/bundle-report.mjs [--json]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

// A route's first load = the entry plus the lazy modules the router loads for it, with
// every chunk they import statically (dynamic imports load later and do not count).
const ROUTES = {
  '/login': ['index.html', 'src/features/auth/pages/LoginPage.tsx'],
  '/portal': [
    'index.html',
    'src/app/AntdShell.tsx',
    'src/layouts/portal/PortalLayout.tsx',
    'src/features/portal/pages/PortalPage.tsx',
  ],
};
const BUDGET_KB = { '/login': 200, '/portal': 250 };

function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the manifest: ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const key of keys) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

const results = Object.entries(ROUTES).map(([route, keys]) => {
  const files = closure(keys);
  const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  return {
    route,
    files: files.length,
    gzipKb: Number(kb.toFixed(1)),
    budgetKb: BUDGET_KB[route],
    ok: kb <= BUDGET_KB[route],
  };
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(results, null, 2));
} else {
  for (const r of results) {
    console.log(
      `${r.route.padEnd(8)} first-load JS ${String(r.gzipKb).padStart(6)} KB gzip in ${r.files} files (budget ${r.budgetKb} KB) ${r.ok ? 'ok' : 'OVER BUDGET'}`,
    );
  }
}
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
