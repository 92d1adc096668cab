// The route preload table: static closures of the chunks a landing path's lazy routes load, first paints and data.
import {
  COMPETITIONS_PUBLIC_API,
  completionTestPath,
  EXAMS_API,
  HOMEWORK_API,
  LEARNING_API,
  MENUS_API,
  PORTAL_API,
  REGIONS_API,
  SITES_API,
  STUDENTS_API,
  USERS_API,
} from '@etp/contracts';
import { describe, expect, it } from 'vitest';
import { firstDataKey } from '@/api/firstData';
import { competitionListParams } from '@/features/competitions/components/CompetitionList';
import { readListParams } from '@/features/portal/hooks/listParams';
import {
  type BundleChunk,
  FIRST_DATA,
  FIRST_PAINTS,
  FRAMES,
  framesOf,
  PRELOAD_ROUTES,
  routePreloads,
} from './routePreloads.ts';

const ROOT = '/app/web';
const chunk = (fileName: string, modules: string[], imports: string[] = [], css: string[] = [], isEntry = false) =>
  ({ fileName, isEntry, moduleIds: modules.map((m) => `${ROOT}/${m}`), imports, css }) satisfies BundleChunk;

const bundle = [
  chunk('assets/index.js', ['src/main.tsx'], ['assets/framework.js'], ['assets/index.css'], true),
  chunk('assets/framework.js', ['node_modules/react/index.js']),
  chunk('assets/shell.js', ['src/app/QueryShell.tsx'], ['assets/framework.js']),
  // A code-splitting group: two route modules in one chunk.
  chunk(
    'assets/portal.js',
    ['src/layouts/portal/PortalLayout.tsx', 'src/features/portal/pages/PortalPage.tsx'],
    ['assets/framework.js', 'assets/icons.js'],
    ['assets/portal.css', 'assets/index.css'],
  ),
  chunk('assets/icons.js', ['src/components/LineIcon.tsx'], [], ['assets/icons.css']),
  chunk('assets/lazy.js', ['src/features/portal/home/HomeSections.tsx']),
];

describe('route preloads', () => {
  const routes = {
    '/portal': [
      'src/app/QueryShell.tsx',
      'src/layouts/portal/PortalLayout.tsx',
      'src/features/portal/pages/PortalPage.tsx',
    ],
  };

  it("lists a route's chunks with their static imports and styles, beyond what the entry loads", () => {
    const { entry, routes: out } = routePreloads(bundle, ROOT, routes, {}, {});
    expect(entry).toEqual({ js: ['assets/index.js', 'assets/framework.js'], css: ['assets/index.css'] });
    expect(out['/portal']).toEqual({
      js: ['assets/shell.js', 'assets/portal.js', 'assets/icons.js'],
      css: ['assets/portal.css', 'assets/icons.css'],
      frame: 'portal',
    });
  });

  it("adds a path's first paint to its files", () => {
    const { routes: out } = routePreloads(bundle, ROOT, routes, { '/portal': '<header>x</header>' });
    expect(out['/portal']?.firstPaint).toBe('<header>x</header>');
    expect(routePreloads(bundle, ROOT, routes, {}).routes['/portal']).not.toHaveProperty('firstPaint');
  });

  it('paints first only on landing paths, among them the phone competition list', () => {
    for (const path of Object.keys(FIRST_PAINTS)) expect(Object.keys(PRELOAD_ROUTES)).toContain(path);
    expect(FIRST_PAINTS['/mobile/competition/list']).toContain('<header');
  });

  it('sends the phone list the page of competitions it asks for first, by the address the app looks it up by', () => {
    expect(FIRST_DATA['/mobile/competition/list']).toEqual([
      firstDataKey(SITES_API.info),
      firstDataKey(COMPETITIONS_PUBLIC_API.list, competitionListParams(new URLSearchParams())),
    ]);
    for (const path of Object.keys(FIRST_DATA)) expect(Object.keys(PRELOAD_ROUTES)).toContain(path);
    const { routes: out } = routePreloads(bundle, ROOT, routes, {}, { '/portal': ['/p/v1/x?a=1'] });
    expect(out['/portal']?.data).toEqual(['/p/v1/x?a=1']);
  });

  it("names the layout whose header the server paints first: the portal's pages, the study page, not `/`", () => {
    expect(FRAMES['/newsList']).toBe('portal');
    expect(FRAMES['/completionTest']).toBe('portal');
    expect(FRAMES['/studentFront/study']).toBe('student');
    expect(FRAMES).not.toHaveProperty('/');
    expect(FRAMES).not.toHaveProperty('/login');
    expect(FRAMES).not.toHaveProperty('/mobile/competition/list');
    expect(framesOf({ '/x': ['src/features/x/Page.tsx'] })).toEqual({});
  });

  it('sends the portal pages and the study page the answers they ask for first, by the addresses the app uses', () => {
    const listParams = readListParams(new URLSearchParams(), ['keyword', 'category', 'region']);
    expect(FIRST_DATA['/newsList']).toContain(firstDataKey(PORTAL_API.news, listParams));
    expect(FIRST_DATA['/newsList']).toContain(firstDataKey(REGIONS_API.public, {}));
    expect(FIRST_DATA['/portal']).toEqual(
      expect.arrayContaining([
        PORTAL_API.carousel,
        COMPETITIONS_PUBLIC_API.open,
        firstDataKey(PORTAL_API.news, { page: 1, size: 7 }),
        firstDataKey(PORTAL_API.case, { page: 1, size: 4 }),
      ]),
    );
    // `{name}` is the page's query parameter of that name: the detail's id, the test's code.
    expect(FIRST_DATA['/newsDetail']).toContain(`${PORTAL_API.news}/{id}`);
    expect(FIRST_DATA['/completionTest']).toContain(completionTestPath('{code}'));
    // The signed-in start asks the user, the site, the student and the menu (app/session.ts), then the page its parts.
    expect(FIRST_DATA['/studentFront/study']).toEqual([
      USERS_API.info,
      SITES_API.info,
      STUDENTS_API.detail,
      MENUS_API.mine,
      LEARNING_API.overview,
      EXAMS_API.myTests,
      HOMEWORK_API.mine,
    ]);
  });

  it('fails the build when a listed module is in no chunk', () => {
    expect(() => routePreloads(bundle, ROOT, { '/x': ['src/features/gone/Page.tsx'] })).toThrow(/gone\/Page.tsx/);
  });

  it('names only modules that exist in the app', async () => {
    const sources = import.meta.glob('../src/**/*.tsx');
    for (const modules of Object.values(PRELOAD_ROUTES)) {
      for (const module of modules) expect(Object.keys(sources), module).toContain(`../${module}`);
    }
  });
});
