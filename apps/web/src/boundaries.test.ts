// The web app's import boundaries (scripts/boundaries.ts): features meet through their index.ts and without a cycle,
// app/ and layouts/ load screens, layers only look down, and no file imports itself round a loop.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findViolations, WEB } from '@scripts/boundaries.ts';
import { afterEach, describe, expect, it } from 'vitest';

const verdict = (from: string, specifier: string, target: string | null, bare = false) =>
  WEB.check(from, { specifier, line: 1, target, bare });

let roots: string[] = [];
afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
  roots = [];
});
/** A throw-away repository with these web source files (paths under apps/web/src). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'web-boundaries-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, WEB.src, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return root;
}

describe('web import boundaries', () => {
  it('has no import that crosses a boundary and no import cycle', () => {
    expect(findViolations(WEB)).toEqual([]);
  });

  it("lets a feature use another only through its index.ts, and not for an effect the index doesn't have", () => {
    const from = 'features/learning/screens/DemandDetailPage.tsx';
    expect(verdict(from, '@/features/face/FaceCheckDialog', 'features/face/FaceCheckDialog')).toMatch(
      /reaches into feature 'face': import its index.ts/,
    );
    expect(verdict(from, '@/features/face/screens/FaceRecognitionPage', 'features/face/screens/x')).toMatch(
      /reaches into feature 'face'/,
    );
    expect(verdict(from, '@/features/face', 'features/face')).toBeNull();
    expect(verdict(from, '@/features/face/index', 'features/face/index')).toBeNull();
    expect(verdict(from, '@/features/face', 'features/face', true)).toMatch(/for an effect/);
    expect(verdict(from, '../components/x', 'features/learning/components/x')).toBeNull();
  });

  it('lets app/ and layouts/ load a feature’s screens and use its index.ts, nothing else of it', () => {
    expect(
      verdict('app/viewRegistry.ts', '@/features/users/screens/UserView', 'features/users/screens/UserView'),
    ).toBeNull();
    expect(verdict('layouts/main/navbar/Navbar.tsx', '@/features/operates', 'features/operates')).toBeNull();
    expect(
      verdict(
        'layouts/main/navbar/Navbar.tsx',
        '@/features/operates/guide/GuideEntry',
        'features/operates/guide/GuideEntry',
      ),
    ).toMatch(/through its index.ts or its screens/);
  });

  it('refuses a feature importing a layout, shared code importing upward, and climbing three levels', () => {
    expect(verdict('features/menus/screens/MenuView.tsx', '@/layouts/main/icons', 'layouts/main/icons')).toMatch(
      /layers/,
    );
    expect(verdict('components/ChatPanel.tsx', '@/app/AntdShell', 'app/AntdShell')).toMatch(/layers/);
    expect(verdict('components/admin/AttachmentsField.tsx', '@/features/homework', 'features/homework')).toMatch(
      /layers/,
    );
    expect(verdict('features/a/b/c.tsx', '../../../components/x', 'components/x')).toMatch(/two levels/);
  });

  it("keeps a feature's index.ts to re-exports of its own files", () => {
    const index = 'features/face/index.ts';
    expect(
      WEB.checkFile?.(
        index,
        "// What others use.\nexport { LazyFaceCheckDialog } from './lazy';\nexport type { Props } from './Dialog';\n" +
          "export * from './rules';\nexport { default as styles } from './face.module.css';\n",
      ),
    ).toBeNull();
    expect(WEB.checkFile?.(index, "export const LazyDialog = lazy(() => import('./Dialog'));\n")).toMatch(/re-exports/);
    expect(WEB.checkFile?.(index, "import './i18n';\nexport { A } from './a';\n")).toMatch(/re-exports/);
    expect(WEB.checkFile?.(index, "export { signOut } from '@/features/auth';\n")).toMatch(/re-exports/);
    expect(WEB.checkFile?.('features/face/lazy.ts', 'export const x = 1;\n')).toBeNull();
  });

  it('refuses an import cycle between files, type imports included', () => {
    const root = tree({
      'api/things/keys.ts':
        "import type { ThingParams } from './listThings';\nexport const keys = (p: ThingParams) => [p];\n",
      'api/things/listThings.ts': "import { keys } from './keys';\nexport interface ThingParams { page: number }\n",
      'api/things/saveThing.ts': "import { keys } from './keys';\n",
    });
    expect(findViolations(WEB, root)).toEqual([
      "apps/web/src/api/things/keys.ts:1  './listThings'  import cycle: api/things/keys.ts -> api/things/listThings.ts -> api/things/keys.ts",
    ]);
  });

  it('refuses features that import each other, even through their index.ts and with no file cycle', () => {
    const root = tree({
      'features/live/index.ts': "export { LiveStage } from './LiveStage';\n",
      'features/live/LiveStage.tsx': 'export const LiveStage = 1;\n',
      'features/live/WatchView.tsx': "import { newTabId } from '@/features/learning';\n",
      'features/learning/index.ts': "export { newTabId } from './tabId';\n",
      'features/learning/tabId.ts': 'export const newTabId = 1;\n',
      'features/learning/LessonPlayer.tsx': "import { LiveStage } from '@/features/live';\n",
    });
    expect(findViolations(WEB, root)).toEqual([
      "apps/web/src/features/learning/LessonPlayer.tsx:1  '@/features/live'  feature cycle: learning -> live -> learning",
    ]);
  });
});
