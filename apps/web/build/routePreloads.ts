// Route preloads: for the pages people land on, the chunks and styles their lazy routes will load.
// Written at build time to dist/route-preloads.json; the server puts them in index.html as
// <link rel="modulepreload"> and <link rel="stylesheet"> when it answers that path, so the browser
// fetches them together with the entry instead of one router level after another.
// Also the source of truth for the first-load budget report (scripts/bundle-report.mjs).
// A few paths also get a first paint: HTML the server puts in #root, shown before any script has run.
import type { Plugin } from 'vite';
// By path: Vite's config loader leaves a package import to Node, which cannot load the contracts' TypeScript entry.
import { PAGE_TITLE } from '../../../packages/contracts/src/constants.ts';
import { mobileFrameHtml } from '../src/layouts/mobileFrame.ts';

/** What this needs of a chunk of the bundle: its file, what it imports statically, its styles. */
export type BundleChunk = { fileName: string; isEntry: boolean; moduleIds: string[]; imports: string[]; css: string[] };
export type Assets = { js: string[]; css: string[] };
/** A landing path's files beyond the entry's, the HTML of its first paint and the API answers its page needs first. */
export type RouteAssets = Assets & { firstPaint?: string; data?: string[] };
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
 * The API answers a landing path's page asks for first, by address (the path, then the parameters sorted by name, as
 * src/api/firstData.ts names them): the server sends them inside the page when it is opened without a query, so the
 * page renders with its data at once instead of asking after its first render, and starts without a request.
 */
export const FIRST_DATA: Record<string, string[]> = {
  // The site's info (its name in the title bar) is what every page asks for first, from the root loader.
  '/mobile/competition/list': ['/o/v1/systems/info', '/p/v1/competitions?page=1&size=12'],
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
        const data = firstData[path];
        return [
          path,
          {
            js: beyondEntry(assets.js),
            css: beyondEntry(assets.css),
            ...(firstPaint ? { firstPaint } : {}),
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
