// A page chunk that fails to load is retried once, then the app reloads once; a timestamp in
// session storage keeps a broken deployment from reloading in a loop.
const RELOAD_KEY = 'chunk-reload-at';
/** A second failure within this time shows the error page instead of reloading again. */
const RELOAD_GUARD_MS = 10_000;
const RETRY_DELAY_MS = 300;

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload|Failed to fetch/i.test(error.message);

/** Reloads the page unless it already did so moments ago; true when a reload was started. */
export function reloadOnce(now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOAD_KEY, String(now));
  window.location.reload();
  return true;
}

export async function importWithRetry<T>(importer: () => Promise<T>, retries = 1): Promise<T> {
  try {
    return await importer();
  } catch (error) {
    if (retries > 0) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      return importWithRetry(importer, retries - 1);
    }
    if (isChunkLoadError(error)) reloadOnce();
    throw error;
  }
}

/** Vite fires this when a preloaded chunk or its CSS fails; handle it like a chunk error. */
export function listenForPreloadErrors() {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
