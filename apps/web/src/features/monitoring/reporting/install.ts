// What the page tells the product about itself, in production builds (main.tsx starts it): uncaught errors and
// unhandled rejections, what the error boundaries and the chunk loader catch (reportError), with the trail of
// navigations and API calls; a page view per route; and, once the page has been used, the session recorder, whose
// recording goes with an error report. Reports still waiting leave when the page is hidden or closed.
import { APP_VERSION, type ClientErrorKind, SITE_TIME_ZONE } from '@etp/contracts';
import { sendClientErrors } from '@/api/monitoring/sendClientErrors';
import { sendPageView } from '@/api/monitoring/sendPageView';
import { useSession } from '@/stores/session';
import { onApiCall } from '@/utils/apiCalls';
import { addBreadcrumb, breadcrumbs } from './breadcrumbs';
import type { Recorder } from './recorder';
import { createReporter, type Reporter } from './reporter';
import { routePatternOf } from './routePattern';

/** The build's version and id: `1.0.1+<build>` (vite.config.ts stamps the id). */
export const RELEASE = `${APP_VERSION}+${import.meta.env.VITE_BUILD_ID ?? 'dev'}`;
/** Where the page remembers which routes it has shown today (a page view's `first`). */
const SEEN_KEY = 'etp-views';

let reporter: Reporter | null = null;
let recorder: Recorder | null = null;
let currentRoute = '';

/** Reports an error the page caught itself (an error boundary, a chunk that would not load). Never throws. */
export function reportError(kind: ClientErrorKind, error: unknown): void {
  reporter?.capture(kind, error);
}

interface RouterState {
  initialized: boolean;
  location: { pathname: string };
  navigation: { state: string };
  matches: readonly { route: { path?: string } }[];
}

interface RouterLike {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}

/** Whether this browser shows `route` for the first time today (and remembers that it has now). */
function firstToday(route: string): boolean {
  try {
    const day = new Date().toLocaleDateString('en-CA', { timeZone: SITE_TIME_ZONE });
    const seen = JSON.parse(localStorage.getItem(SEEN_KEY) ?? 'null') as { day: string; routes: string[] } | null;
    const routes = seen?.day === day ? seen.routes : [];
    if (routes.includes(route)) return false;
    localStorage.setItem(SEEN_KEY, JSON.stringify({ day, routes: [...routes, route].slice(-200) }));
    return true;
  } catch {
    // No storage (private mode, quota): every view counts as a view only.
    return false;
  }
}

function pageShown(route: string, path: string): void {
  if (route === currentRoute) return;
  addBreadcrumb('navigation', currentRoute ? `${currentRoute} -> ${route} (${path})` : `${route} (${path})`);
  currentRoute = route;
  sendPageView({ route, first: firstToday(route) });
}

/** Navigations, once the router has settled on a page: breadcrumbs, the route reports name, and page views. */
export function watchRouter(router: RouterLike): void {
  const shown = (state: RouterState) => {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    const route = routePatternOf(state.matches);
    if (route) pageShown(route, state.location.pathname);
  };
  shown(router.state);
  router.subscribe(shown);
}

/** Starts the recorder once the page has loaded and been used: a page nobody touches costs nothing. */
function recordOnceUsed(): void {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const start = () => {
    for (const name of events) window.removeEventListener(name, start, true);
    const load = () =>
      import('./recorder')
        .then(({ startRecorder }) => {
          recorder = startRecorder();
        })
        .catch(() => undefined);
    // After the input has been handled, when the page has a moment.
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void load(), { timeout: 2000 });
    else setTimeout(() => void load(), 200);
  };
  const listen = () => {
    for (const name of events) window.addEventListener(name, start, { capture: true, passive: true });
  };
  if (document.readyState === 'complete') listen();
  else window.addEventListener('load', listen, { once: true });
}

/**
 * A call the request wrapper has already dealt with (api/http.ts: the server's refusal or a network failure, shown
 * to the user) or one cancelled on purpose: an outcome, not a fault of the page's code.
 */
const isAnsweredCall = (reason: unknown) =>
  reason instanceof Error && (reason.name === 'RequestError' || reason.name === 'CanceledError');

export function startMonitoring(): void {
  reporter = createReporter({
    send: (body, closing) => sendClientErrors(body, { token: useSession.getState().token, closing }),
    context: () => ({ release: RELEASE, route: currentRoute, path: window.location.pathname }),
    breadcrumbs,
    replayJson: () => recorder?.replayJson() ?? null,
  });
  onApiCall(({ method, path, status, code, ms }) =>
    addBreadcrumb('request', `${method} ${path} ${status}${code === undefined ? '' : ` (${code})`} ${ms} ms`),
  );
  window.addEventListener('error', (event) => {
    // A resource that failed to load (an image) is no error of the code; a cross-origin script's says nothing.
    if (!(event instanceof ErrorEvent)) return;
    reporter?.capture('error', event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (!isAnsweredCall(event.reason)) reporter?.capture('rejection', event.reason);
  });
  const leave = () => void reporter?.flush(true);
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
  recordOnceUsed();
}
