// The web app's import boundaries (scripts/boundaries.ts): no feature imports another, layers only look down.

import { findViolations, WEB } from '@scripts/boundaries.ts';
import { describe, expect, it } from 'vitest';

const verdict = (from: string, specifier: string, target: string | null) =>
  WEB.check(from, { specifier, line: 1, target });

describe('web import boundaries', () => {
  it('has no import that crosses a boundary', () => {
    expect(findViolations(WEB)).toEqual([]);
  });

  it('refuses a feature importing another feature or a layout, and shared code importing upward', () => {
    expect(verdict('features/system/views/menu.tsx', '@/features/content/x', 'features/content/x')).toMatch(
      /imports feature 'content'/,
    );
    expect(verdict('features/system/views/menu.tsx', '@/layouts/main/icons', 'layouts/main/icons')).toMatch(/layers/);
    expect(verdict('components/ChatPanel.tsx', '@/app/AntdShell', 'app/AntdShell')).toMatch(/layers/);
    expect(verdict('layouts/main/Sidebar.tsx', '@/features/guide/GuideEntry', 'features/guide/GuideEntry')).toBeNull();
    expect(verdict('features/a/b/c.tsx', '../../../components/x', 'components/x')).toMatch(/two levels/);
  });
});
