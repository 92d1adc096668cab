// The compiled server (`npm run build` -> apps/server/dist, scripts/build-server.mjs) runs with plain node in
// production: no tsx, no TypeScript, no esbuild child process; it migrates, serves the demo data and stops cleanly.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { childServer } from '../child-server.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const server = childServer('etp-compiled-');

describe('the compiled server', () => {
  it('starts with plain node in production and serves', { timeout: 240_000 }, async () => {
    // npm test compiles it before the tests start; alone, this file compiles it.
    if (!existsSync(`${root}apps/server/dist/main.js`)) {
      execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'ignore' });
    }
    const base = await server.start(
      { NODE_ENV: 'production', TOKEN_SECRET: 'c'.repeat(40), SEED_DEMO: '1', SHUTDOWN_DRAIN_MS: '0' },
      undefined,
      { compiled: true },
    );
    const pid = server.pid()!;
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    expect(command.slice(1)).toEqual(['dist/main.js']);
    // No module of a TypeScript toolchain in the process, and no esbuild service beside it (tsx would start one).
    const maps = readFileSync(`/proc/${pid}/maps`, 'utf8');
    expect(maps).not.toMatch(/esbuild/);
    const children = (() => {
      try {
        return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).trim();
      } catch {
        return '';
      }
    })();
    expect(children).toBe('');

    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const login = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Demo@12345', role: 'admin' }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const menu = await fetch(`${base}/o/v1/users/menu`, { headers: { authorization: `Bearer ${token}` } });
    expect(menu.status).toBe(200);
    expect(await server.signal('SIGTERM')).toBe(0);
  });
});
