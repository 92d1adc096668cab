// Vite build and dev server for the web app; the API lives on the Fastify server (port 3000).
import { execFileSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { webAlias } from './build/alias.ts';
import { provinceShapesPlugin } from './build/provinceShapes.ts';
import { routePreloadsPlugin } from './build/routePreloads.ts';

const API_TARGET = 'http://127.0.0.1:3000';
const API_PREFIXES = ['/oauth', '/o/', '/s/', '/f/', '/a/', '/p/', '/uploads'];

/** The build's id in the error reports' release: BUILD_ID, else the commit, else the time of the build. */
function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    // Not a git checkout (a source archive): the time tells builds apart.
    return new Date().toISOString().slice(0, 16).replace(/\D/g, '');
  }
}

export default defineConfig({
  plugins: [react(), routePreloadsPlugin(), provinceShapesPlugin()],
  resolve: { alias: webAlias },
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId()) },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Maps for the server only (the error reports' stacks, modules/monitoring): no sourceMappingURL comment in the
    // chunks, no sources inside, and the server never serves a .map file.
    sourcemap: 'hidden',
    // The manifest lets scripts/bundle-report.mjs measure first-load JS per route.
    manifest: true,
    rolldownOptions: {
      // Without this Rolldown puts all of antd in one chunk loaded on every route (vitejs/vite#21966).
      experimental: { lazyBarrel: true },
      output: {
        sourcemapExcludeSources: true,
        codeSplitting: {
          groups: [
            // The runtime every page needs, as one file: one request and better compression
            // than a dozen small shared chunks.
            {
              name: 'framework',
              // With Vite's helper that loads a chunk's dependencies along with it: the entry, the catalogue and
              // the pages all use it, and a file of its own would cost every page one more request.
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|js-cookie|zustand|@tanstack)[\\/]|vite[\\/]preload-helper/,
              priority: 20,
            },
            // The UI catalogue (the default language; en-US loads when chosen), as its own file beside the
            // entry: preloaded with it everywhere, and the Chinese text compresses better alone than amid the
            // entry's code (about 0.5 KB gzip less first-load JS).
            {
              name: 'catalogues',
              test: /[\\/](apps[\\/]web[\\/]src[\\/]i18n[\\/]zh-CN\.ts|packages[\\/]contracts[\\/]src[\\/]locales\.ts)$/,
              priority: 15,
              includeDependenciesRecursively: false,
            },
            // The portal's frame, as one file: preloaded together with the entry on the public pages
            // (route-preloads.json), where a dozen 1-2 KB chunks cost a round trip each.
            {
              name: 'portal',
              // With the small modules every public page in the frame uses (the contents' paths and rules, dates):
              test: /[\\/](src[\\/](layouts[\\/]portal[\\/]|features[\\/]portal[\\/](format|components[\\/]Skeletons)|api[\\/]content[\\/](keys|publicList|get\w+List)\.|components[\\/](LineIcon|Hint|SidePanel|BackToTop|ChatWidget\.|SiteImage)|utils[\\/]time\.)|contracts[\\/]src[\\/](content\.api|text-rules)\.)/,
              priority: 10,
              // Only the modules named: their shared dependencies (stores, helpers) stay where the
              // entry and the signed-in pages already load them.
              includeDependenciesRecursively: false,
            },
            // The student area's frame (header, breadcrumb, side menu) with its plain antd-looking parts, as one file.
            {
              name: 'student',
              test: /[\\/]src[\\/](layouts[\\/]student[\\/](StudentLayout|StudentHeader|StudentBreadcrumb|studentNav)\.|components[\\/]light[\\/](AntIcon|Light\.module))/,
              priority: 10,
              includeDependenciesRecursively: false,
            },
            // The student's study page with its calls and strings, as one file: where a student lands after signing in,
            // on a phone as often as not (issue 33), a dozen 1-2 KB files cost a round trip each.
            {
              name: 'study',
              test: /[\\/](src[\\/](features[\\/]learning[\\/](screens[\\/]StudyPage|format\.|i18n\.)|api[\\/](exams[\\/](listMyTests|keys)|homework[\\/](listMyHomework|keys)|learning[\\/](reads|keys))\.|utils[\\/]mediaRenewal\.|i18n[\\/]localized\.|components[\\/]light[\\/]CircleProgress)|contracts[\\/]src[\\/](exams\.api|homework\.api|learning\.api|study-time)\.)/,
              priority: 10,
              includeDependenciesRecursively: false,
            },
            // The portal's home, as one file beside the frame (preloaded with it on /portal): the other public pages
            // and the student's pages, which share the frame, do not carry the home (issue 33).
            {
              name: 'portal-home',
              test: /[\\/]src[\\/](features[\\/]portal[\\/](home[\\/]|screens[\\/]PortalPage|components[\\/]Carousel|homeI18n)|api[\\/]content[\\/]getCarousel\.)/,
              priority: 10,
              includeDependenciesRecursively: false,
            },
            // The public form kit's core (fields, consent, draft, submission), as one file: every public form uses it,
            // and a handful of 1 KB chunks compress worse than one (issue 33: the completion test's first load).
            // The captcha, choice and select fields stay with the forms that use them.
            {
              name: 'public-form',
              test: /[\\/](apps[\\/]web[\\/]src[\\/]components[\\/]public-form[\\/](Field|TextField|ConsentField|PublicForm|SubmitButton|FormMessage|fieldBinder|useDraft|useSubmission|i18n)\.tsx?|apps[\\/]web[\\/]src[\\/]components[\\/]public-form[\\/]PublicForm\.module\.css|packages[\\/]contracts[\\/]src[\\/]consent\.ts)$/,
              priority: 10,
              includeDependenciesRecursively: false,
            },
            // The completion test's identify page with its strings and calls, as one file (a landing page on phones).
            {
              name: 'completion-test',
              test: /[\\/]src[\\/](features[\\/]exams[\\/](screens[\\/]CompletionTestPage|completionI18n|completion[\\/])|api[\\/]exams[\\/]completion\.)/,
              priority: 10,
              includeDependenciesRecursively: false,
            },
            // The competition's phone frame and list, as one file, for the same reason.
            {
              name: 'mobile-competition',
              test: /[\\/]src[\\/](layouts[\\/](MobileLayout|mobileFrame)|features[\\/]competitions[\\/](mobile[\\/](MobilePage|mobile\.module)|screens[\\/]MobileListPage|components[\\/](CompetitionList|PhaseTag|competition\.module)|i18n)|api[\\/]competitions[\\/]getPublicCompetitions\.)/,
              priority: 10,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      treeshake: {
        // The contracts' zod schemas are built at module level, which looks like a side effect;
        // they are pure, so a page that only needs a constant must not pull zod in.
        // A feature's index.ts only re-exports (scripts/boundaries.ts checks it), and so does a component kit's
        // (components/public-form/index.ts): a page that uses one part gets that part, not every module the index names.
        moduleSideEffects: (id: string) =>
          !id.includes('/packages/contracts/') &&
          !/[\\/]src[\\/](features|components)[\\/][^\\/]+[\\/]index\.ts$/.test(id),
        // zod builders are pure, so a schema nobody uses is dropped together with zod itself.
        manualPureFunctions: ['z'],
      },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
});
