// The server's import boundaries (scripts/boundaries.ts): modules meet through index.ts, layers only look down.
import { describe, expect, it } from 'vitest';
import { findViolations, SERVER } from '../../../../scripts/boundaries.ts';

const verdict = (from: string, specifier: string, target: string | null) =>
  SERVER.check(from, { specifier, line: 1, target });

describe('server import boundaries', () => {
  it('has no import that crosses a boundary', () => {
    expect(findViolations(SERVER)).toEqual([]);
  });

  it('refuses a module reaching past another module’s index.ts, and allows the index', () => {
    expect(verdict('modules/users/service.ts', '@/modules/exports/xlsx.ts', 'modules/exports/xlsx.ts')).toMatch(
      /reaches into module 'exports'/,
    );
    expect(verdict('modules/users/service.ts', '@/modules/exports/index.ts', 'modules/exports/index.ts')).toBeNull();
    expect(verdict('modules/users/routes.ts', './service.ts', 'modules/users/service.ts')).toBeNull();
  });

  it('refuses lower layers importing higher ones and imports that climb three levels', () => {
    expect(verdict('lib/paginate.ts', '@/modules/users/index.ts', 'modules/users/index.ts')).toMatch(/layers/);
    expect(verdict('plugins/auth.ts', '../modules/auth/index.ts', 'modules/auth/index.ts')).toMatch(/layers/);
    expect(verdict('modules/a/b/c.ts', '../../../lib/errors.ts', 'lib/errors.ts')).toMatch(/two levels/);
  });
});
