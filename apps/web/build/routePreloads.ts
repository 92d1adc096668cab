// Route preloads: for the pages people land on, the chunks and styles their lazy routes will load.
// Written at build time to dist/route-preloads.json; the server puts them in index.html as
// <link rel="modulepreload"> and <link rel="stylesheet"> when it answers that path, so the browser
// fetches them together with the entry instead of one router level after another.
// Also the source of truth for the first-load budget report (scripts/bundle-report.mjs).
// A path also gets a first paint, HTML the server puts in #root that shows before any script has run: the phone
// pages' static frame (FIRST_PAINTS), or the portal's and the student area's header, which the server renders for each
// request (its site, language and visitor: src/ssr/firstPaint.tsx) on the paths of those layouts (FRAMES).
import type { Plugin } from 'vite';
import { COMPETITIONS_PUBLIC_API } from '../../../packages/contracts/src/competitions.api.ts';
// By path: Vite's config loader leaves a package import to Node, which cannot load the contracts' TypeScript entry.
import { completionTestPath } from '../../../packages/contracts/src/completion-link.ts';
import { PAGE_TITLE } from '../../../packages/contracts/src/constants.ts';
import { PORTAL_API } from '../../../packages/contracts/src/content.api.ts';
import { EXAMS_API } from '../../../packages/contracts/src/exams.api.ts';
import { HOMEWORK_API } from '../../../packages/contracts/src/homework.api.ts';
import { LEARNING_API } from '../../../packages/contracts/src/learning.api.ts';
import { MENUS_API } from '../../../packages/contracts/src/menus.api.ts';
import { REGIONS_API } from '../../../packages/contracts/src/regions.api.ts';
import { SITES_API } from '../../../packages/contracts/src/sites.api.ts';
import { STUDENTS_API } from '../../../packages/contracts/src/students.api.ts';
import { USERS_API } from '../../../packages/contracts/src/users.api.ts';
import { firstDataKey } from '../src/api/firstData.ts';
import { mobileFrameHtml } from '../src/layouts/mobileFrame.ts';
import type { FrameName } from '../src/ssr/firstPaint.tsx';

/** What this needs of a chunk of the bundle: its file, what it imports statically, its styles. */
export type BundleChunk = { fileName: string; isEntry: boolean; moduleIds: string[]; imports: string[]; css: string[] };
export type Assets = { js: string[]; css: string[] };
/** A landing path's files beyond the entry's, the HTML of its first paint and the API answers its page needs first. */
export type RouteAssets = Assets & { firstPaint?: string; frame?: FrameName; data?: string[] };
export type RoutePreloads = { entry: Assets; routes: Record<string, RouteAssets> };

const QUERY_SHELL = 'src/app/QueryShell.tsx';
const PORTAL_LAYOUT = 'src/layouts/portal/PortalLayout.tsx';
/** A public page in the portal frame: `domain/Page` names src/features/<domain>/screens/<Page>.tsx. */
const portalPage = (screen: string) => {
  const [domain, name] = screen.split('/');
  return [QUERY_SHELL, PORTAL_LAYOUT, `src/features/${domain}/screens/${name}.tsx`];
};
const mobilePage = (name: string) => [
  QUERY_SHELL,
  'src/layouts/MobileLayout.tsx',
  `src/features/competitions/screens/${name}.tsx`,
];
const PORTAL_HOME = [...portalPage('portal/PortalPage'), 'src/features/portal/home/HomeSections.tsx'];
const STUDENT_LAYOUT = 'src/layouts/student/StudentLayout.tsx';

/**
 * Landing paths and the modules the router loads for them (routes.tsx), lazy layouts first. A module
 * listed here that the build does not know fails the build, so the table cannot go stale silently.
 */
export const PRELOAD_ROUTES: Record<string, string[]> = {
  '/login': ['src/features/auth/screens/LoginPage.tsx'],
  // The home asks for its sections chunk as soon as it runs; preloading it saves that round trip too.
  '/portal': PORTAL_HOME,
  // A visitor without a session who types the bare address is sent on to /portal.
  '/': PORTAL_HOME,
  '/newsList': portalPage('content/NewsListPage'),
  '/newsDetail': portalPage('content/NewsDetailPage'),
  '/policyList': portalPage('content/PolicyListPage'),
  '/policyDetail': portalPage('content/PolicyDetailPage'),
  '/organList': portalPage('content/OrganListPage'),
  '/organDetail': portalPage('content/OrganDetailPage'),
  '/excellentCase/index': portalPage('content/ExcellentCaseListPage'),
  '/excellentCase/detail': portalPage('content/ExcellentCaseDetailPage'),
  '/board': portalPage('content/BoardPage'),
  '/report': portalPage('content/ReportPage'),
  // The completion test's identify page (a portal page): trainees open it from a code on paper, on a phone.
  '/completionTest': portalPage('exams/CompletionTestPage'),
  // The competition's phone pages (no antd, like the portal): people land on them from a shared link.
  '/mobile/competition/list': mobilePage('MobileListPage'),
  '/mobile/competition/listDetail': mobilePage('MobileDetailPage'),
  '/mobile/competition/resultQuery': mobilePage('MobileResultPage'),
  '/mobile/competition/service': mobilePage('MobileServicePage'),
  // Where a student lands after signing in.
  '/studentFront/study': [QUERY_SHELL, STUDENT_LAYOUT, 'src/features/learning/screens/StudyPage.tsx'],
};

/**
 * First paints: the frame the page's layout renders before the site info is in (React then renders the same frame
 * in its place, with the page inside), so the first paint does not wait for the scripts.
 */
export const FIRST_PAINTS: Record<string, string> = Object.fromEntries(
  ['list', 'listDetail', 'resultQuery', 'service'].map((page) => [
    `/mobile/competition/${page}`,
    mobileFrameHtml(PAGE_TITLE),
  ]),
);

/**
 * The layout whose header the server paints first on a landing path: the portal's on the public pages in its frame,
 * the student area's on the study page (for a signed-in student only: src/ssr/firstPaint.tsx). Not on `/`, which the
 * app sends on to another address.
 */
export function framesOf(routes: Record<string, string[]>): Record<string, FrameName> {
  return Object.fromEntries(
    Object.entries(routes).flatMap(([path, modules]): [string, FrameName][] => {
      if (path === '/') return [];
      if (modules.includes(PORTAL_LAYOUT)) return [[path, 'portal']];
      if (modules.includes(STUDENT_LAYOUT)) return [[path, 'student']];
      return [];
    }),
  );
}
export const FRAMES = framesOf(PRELOAD_ROUTES);

/** The site's info (its name in the header) is what every page asks for first, from the root loader. */
const SITE = firstDataKey(SITES_API.info);
/** A public list's first page as the portal's list pages ask for it (features/portal/hooks/listParams.ts). */
const firstPage = (path: string, size = 10) => firstDataKey(path, { page: 1, size });

/**
 * The API answers a landing path's page asks for first, by address (the path, then the parameters sorted by name, as
 * src/api/firstData.ts names them): the server sends them inside the page, so the page renders with its data at once
 * instead of asking after its first render. `{name}` stands for the page's query parameter of that name (an address
 * whose parameter the page was opened without is not sent). The server asks them as the visitor, with the visitor's
 * session, so a signed-in page's own calls can be among them (plugins/web.ts).
 */
export const FIRST_DATA: Record<string, string[]> = {
  '/mobile/competition/list': [SITE, firstDataKey(COMPETITIONS_PUBLIC_API.list, { page: 1, size: 12 })],
  '/portal': [
    SITE,
    PORTAL_API.carousel,
    COMPETITIONS_PUBLIC_API.open,
    firstPage(PORTAL_API.news, 7),
    firstPage(PORTAL_API.policy, 7),
    firstPage(PORTAL_API.organization, 4),
    firstPage(PORTAL_API.case, 4),
  ],
  '/newsList': [SITE, REGIONS_API.public, firstPage(PORTAL_API.news)],
  '/newsDetail': [SITE, `${PORTAL_API.news}/{id}`],
  '/completionTest': [SITE, completionTestPath('{code}')],
  '/login': [SITE],
  // The signed-in start (src/app/session.ts: the user, the site, the student, the menu), then the study page's calls.
  '/studentFront/study': [
    USERS_API.info,
    SITE,
    STUDENTS_API.detail,
    MENUS_API.mine,
    LEARNING_API.overview,
    EXAMS_API.myTests,
    HOMEWORK_API.mine,
  ],
};

/** The files of these chunks and of everything they import statically (dynamic imports load later). */
function closure(chunks: Map<string, BundleChunk>, start: BundleChunk[]): Assets {
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (chunk: BundleChunk) => {
    if (js.includes(chunk.fileName)) return;
    js.push(chunk.fileName);
    for (const file of chunk.css) css.add(file);
    for (const file of chunk.imports) {
      const child = chunks.get(file);
      if (child) visit(child);
    }
  };
  for (const chunk of start) visit(chunk);
  return { js, css: [...css] };
}

/**
 * The entry's files, and for each route the files it needs beyond them. Modules are named relative to the
 * app's root (`src/...`); a chunk may hold several of them (the code-splitting groups).
 */
export function routePreloads(
  bundle: BundleChunk[],
  root: string,
  routes = PRELOAD_ROUTES,
  firstPaints = FIRST_PAINTS,
  firstData = FIRST_DATA,
  frames = framesOf(routes),
): RoutePreloads {
  const chunks = new Map(bundle.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (module: string) => {
    const id = `${root.replace(/\/$/, '')}/${module}`;
    const chunk = bundle.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`route preloads: ${module} is in no chunk of the build`);
    return chunk;
  };
  const entry = closure(
    chunks,
    bundle.filter((chunk) => chunk.isEntry),
  );
  const inEntry = new Set([...entry.js, ...entry.css]);
  const beyondEntry = (files: string[]) => files.filter((file) => !inEntry.has(file));
  return {
    entry,
    routes: Object.fromEntries(
      Object.entries(routes).map(([path, modules]) => {
        const assets = closure(chunks, modules.map(chunkOf));
        const firstPaint = firstPaints[path];
        const frame = frames[path];
        const data = firstData[path];
        return [
          path,
          {
            js: beyondEntry(assets.js),
            css: beyondEntry(assets.css),
            ...(firstPaint ? { firstPaint } : {}),
            ...(frame ? { frame } : {}),
            ...(data ? { data } : {}),
          },
        ];
      }),
    ),
  };
}

/** The Vite plugin: adds route-preloads.json to the bundle. */
export function routePreloadsPlugin(): Plugin {
  let root = '';
  return {
    name: 'etp:route-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: BundleChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          moduleIds: output.moduleIds,
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify(routePreloads(chunks, root), null, 2)}\n`,
      });
    },
  };
}
