import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testApp } from '../helpers.ts';

describe('npm run create-admin', () => {
  // Three runs of the CLI, the first migrating an empty database: about a minute on a busy two-core machine.
  it('creates an admin on an empty production database who can then log in', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'etp-admin-'));
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      TOKEN_SECRET: 'x'.repeat(40),
      PERSONAL_DATA_KEY: 'ab'.repeat(32),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_USERNAME: 'root',
      ADMIN_PASSWORD: 'a-long-enough-password',
    };
    const script = join(import.meta.dirname, '../../src/cli/create-admin.ts');
    const out = execFileSync(process.execPath, ['--import', 'tsx', script], { env, encoding: 'utf8' });
    expect(out).toMatch(/Created admin "root"/);
    // A second run refuses the taken username; a short password is refused too.
    expect(() => execFileSync(process.execPath, ['--import', 'tsx', script], { env, stdio: 'pipe' })).toThrow(
      /already taken/,
    );
    expect(() =>
      execFileSync(process.execPath, ['--import', 'tsx', script], {
        env: { ...env, ADMIN_USERNAME: 'other', ADMIN_PASSWORD: 'short' },
        stdio: 'pipe',
      }),
    ).toThrow(/at least 12/);
  });

  // Builds a whole app and hashes a password: past the default 30 s on a busy 2-core machine (it ran out once).
  it('makes an account that logs in with the admin role', { timeout: 120_000 }, async () => {
    const api = await testApp();
    const { createAdmin } = await import('@/modules/users/index.ts');
    await createAdmin(api.app.db, { username: 'ops', name: '运维', password: 'correct-horse-battery' });
    const ops = api.as({ username: 'ops', role: 'admin', password: 'correct-horse-battery' });
    const info = await ops.get('/o/v1/users/info');
    expect(info.body.data.permissions).toContain('*:*:*');
    await api.close();
  });
});
