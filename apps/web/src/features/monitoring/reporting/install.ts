// What the page tells the product about itself, in production builds (main.tsx starts it): uncaught errors and
// unhandled rejections, what the error boundaries and the chunk loader catch (reportError), with the trail of
// navigations and API calls; a page view per route; and, once the page has been used, the session recorder, whose
// recording goes with an error report. Reports still waiting leave when the page is hidden or closed.
// The reporter itself (its limits, the request) loads only once there is an error to report, after the page has
// loaded (issue 33): until then an error waits here with the route, path and trail of its moment; a page that goes
// away before the reporter is in leaves its waiting errors in session storage for the next page of the tab.
import { APP_VERSION, type Breadcrumb, type ClientErrorKind, SITE_TIME_ZONE } from '@etp/contracts';
import { sendPageView } from '@/api/monitoring/sendPageView';
import { useSession } from '@/stores/session';
import { onApiCall } from '@/utils/apiCalls';
import { addBreadcrumb, breadcrumbs } from './breadcrumbs';
import type { Recorder } from './recorder';
import type { Reporter } from './reporter';
import { routePatternOf } from './routePattern';

/** The build's version and id: `1.0.1+<build>` (vite.config.ts stamps the id). */
export const RELEASE = `${APP_VERSION}+${import.meta.env.VITE_BUILD_ID ?? 'dev'}`;
/** Where the page remembers which routes it has shown today (a page view's `first`). */
const SEEN_KEY = 'etp-views';

/** Where errors that had no reporter yet wait when the page goes away (read back by the next page). */
const WAITING_KEY = 'etp-waiting-errors';
/** Errors kept while the reporter loads (the reporter takes at most 10 a minute anyway). */
const MAX_WAITING = 20;

let started = false;
let reporter: Reporter | null = null;
let loading: Promise<void> | null = null;
let recorder: Recorder | null = null;
let currentRoute = '';

interface Waiting {
  kind: ClientErrorKind;
  error: unknown;
  route: string;
  path: string;
  breadcrumbs: Breadcrumb[];
}
let waiting: Waiting[] = [];

function loadReporter(): Promise<void> {
  loading ??= import('./sender')
    .then(({ createReporter, sendClientErrors }) => {
      reporter = createReporter({
        send: (body, closing) => sendClientErrors(body, { token: useSession.getState().token, closing }),
        context: () => ({ release: RELEASE, route: currentRoute, path: window.location.pathname }),
        breadcrumbs,
        replayJson: () => recorder?.replayJson() ?? null,
      });
      const taken = waiting;
      waiting = [];
      for (const { kind, error, ...at } of taken) reporter.capture(kind, error, at);
    })
    .catch(() => {
      // Not loaded (a flaky network, a replaced deployment): the errors wait, the next one tries again.
      loading = null;
    });
  return loading;
}

/** Loads the reporter for waiting errors, once the page has loaded (never in the way of its start). */
function loadWhenLoaded(): void {
  if (document.readyState === 'complete') void loadReporter();
  else window.addEventListener('load', () => void loadReporter(), { once: true });
}

function capture(kind: ClientErrorKind, error: unknown): void {
  if (!started) return;
  if (reporter) {
    reporter.capture(kind, error);
    return;
  }
  try {
    if (waiting.length >= MAX_WAITING) return;
    waiting.push({ kind, error, route: currentRoute, path: window.location.pathname, breadcrumbs: breadcrumbs() });
    loadWhenLoaded();
  } catch {
    // Never an error of its own.
  }
}

/** An error as session storage can keep it: an Error as an Error again, anything else as it is (JSON). */
const storable = (error: unknown) =>
  error instanceof Error ? { name: error.name, message: error.message, stack: error.stack ?? '' } : { value: error };
function revived(kept: { name?: string; message?: string; stack?: string; value?: unknown }): unknown {
  if (kept.name === undefined) return kept.value;
  const error = new Error(kept.message);
  error.name = kept.name;
  error.stack = kept.stack;
  return error;
}

/** The page goes before the reporter came: its waiting errors go to the next page of the tab. */
function keepWaiting(): void {
  if (waiting.length === 0) return;
  try {
    sessionStorage.setItem(WAITING_KEY, JSON.stringify(waiting.map((w) => ({ ...w, error: storable(w.error) }))));
    waiting = [];
  } catch {
    // No storage: they are lost, as the page is.
  }
}

/** The errors a previous page of the tab left waiting. */
function takeLeftWaiting(): void {
  try {
    const kept = JSON.parse(sessionStorage.getItem(WAITING_KEY) ?? 'null') as (Waiting & { error: object })[] | null;
    sessionStorage.removeItem(WAITING_KEY);
    if (!kept?.length) return;
    waiting.push(...kept.slice(0, MAX_WAITING).map((w) => ({ ...w, error: revived(w.error) })));
    loadWhenLoaded();
  } catch {
    // Nothing readable: nothing to send.
  }
}

/** Reports an error the page caught itself (an error boundary, a chunk that would not load). Never throws. */
export function reportError(kind: ClientErrorKind, error: unknown): void {
  capture(kind, error);
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
  started = true;
  takeLeftWaiting();
  onApiCall(({ method, path, status, code, ms }) =>
    addBreadcrumb('request', `${method} ${path} ${status}${code === undefined ? '' : ` (${code})`} ${ms} ms`),
  );
  window.addEventListener('error', (event) => {
    // A resource that failed to load (an image) is no error of the code; a cross-origin script's says nothing.
    if (!(event instanceof ErrorEvent)) return;
    capture('error', event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (!isAnsweredCall(event.reason)) capture('rejection', event.reason);
  });
  window.addEventListener('pagehide', () => {
    if (reporter) void reporter.flush(true);
    else keepWaiting();
  });
  // A hidden tab may never come back: what waits leaves now (errors without a reporter yet wait for it or pagehide).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void reporter?.flush(true);
  });
  recordOnceUsed();
}
