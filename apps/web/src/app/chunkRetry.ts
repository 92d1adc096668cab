// A page whose chunk fails to load (a flaky network, a deployment that replaced the files) still opens: the user
// lands on the page they asked for, not on the one they came from. First the same chunk is imported again from a
// fresh URL (Chromium keeps a failed import() in its module map, so asking for the same URL again fails at once,
// without a request); when that fails too, the destination address is loaded anew, once: a stamp in session
// storage shows the error page instead of reloading in a loop.
import { reportError } from '@/features/monitoring';

const RELOAD_KEY = 'chunk-reload';
/** A second failure for the same address within this time shows the error page instead of reloading again. */
const RELOAD_GUARD_MS = 10_000;

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload|Failed to fetch/i.test(error.message);

/** The chunk a failed import names (Chromium and Firefox put its URL in the message); only this site's scripts. */
export function failedChunkUrl(error: unknown, origin = window.location.origin): string | null {
  if (!(error instanceof Error)) return null;
  const found = /https?:\/\/[^\s'"]+\.js\b/.exec(error.message)?.[0];
  if (!found) return null;
  const url = new URL(found);
  return url.origin === origin ? url.href : null;
}

/** Where the navigation that needed the chunk goes; the router tells (app/router.ts), the address by default. */
let destination = () => window.location.pathname + window.location.search + window.location.hash;
export function setDestination(read: () => string) {
  destination = read;
}

/** Loads the destination anew unless it did so moments ago; true when the page is being replaced. */
export function reloadDestination(now = Date.now(), go = (path: string) => window.location.assign(path)): boolean {
  const target = destination();
  const last = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null') as { target: string; at: number } | null;
  if (last?.target === target && now - last.at < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ target, at: now }));
  go(target);
  return true;
}

/** Route chunks loading now: their failures are this module's to handle, not the preload listener's. */
let routeLoads = 0;

const freshImport = <T>(url: string): Promise<T> => import(/* @vite-ignore */ `${url}?retry=${Date.now()}`);

interface RetryOptions<T> {
  /** Whether what the fresh URL gave is the wanted module (a failed chunk may be one the importer loads first). */
  accept?: (module: T) => boolean;
  importUrl?: (url: string) => Promise<T>;
}

/** Imports a route's module; on a chunk failure once more from a fresh URL, then by loading the destination. */
export async function importWithRetry<T>(importer: () => Promise<T>, options: RetryOptions<T> = {}) {
  const { accept = () => true, importUrl = freshImport } = options;
  routeLoads += 1;
  try {
    return await importer();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    const url = failedChunkUrl(error);
    if (url) {
      try {
        const module = await importUrl(url);
        if (accept(module)) return module;
      } catch {
        // Still failing (or a chunk it imports failed): the destination is loaded anew below.
      }
    }
    // Reported before the page goes (the report leaves as the page is hidden); the error page reports it otherwise.
    reportError('chunk', error);
    // While the browser replaces the page, the navigation stays pending: no error page flashes.
    if (reloadDestination()) return new Promise<T>(() => {});
    throw error;
  } finally {
    routeLoads -= 1;
  }
}

/**
 * Vite fires this when a chunk or its CSS fails to load. A route's chunk is importWithRetry's to handle (the error
 * goes on to it); a chunk a page loads by itself (an editor, the chat drawer) reloads the page, once.
 */
export function listenForPreloadErrors() {
  window.addEventListener('vite:preloadError', (event) => {
    if (routeLoads > 0) return;
    reportError('chunk', (event as Event & { payload?: unknown }).payload);
    if (reloadDestination()) event.preventDefault();
  });
}
