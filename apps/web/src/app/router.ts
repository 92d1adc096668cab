// The data router: static table, menu routes patched under the main layout, progress bar, chunk-retry target.
import 'nprogress/nprogress.css';
import { createBrowserRouter, createPath } from 'react-router';
import { setDestination } from './chunkRetry';
import { MAIN_ROUTE_ID, routes } from './routes';
import { setRoutePatcher } from './session';

/** The progress bar of navigations, loaded with the first navigation after the page's own load (issue 33). */
let progressBar: Promise<typeof import('nprogress')> | null = null;
const loadProgressBar = () =>
  (progressBar ??= import('nprogress').then(({ default: bar }) => {
    bar.configure({ showSpinner: false });
    return bar;
  }));

/** Creates the app's one router, which starts loading the address's routes at once (the entry calls it once). */
export function createAppRouter() {
  const router = createBrowserRouter(routes);

  setRoutePatcher((menuRoutes) => router.patchRoutes(MAIN_ROUTE_ID, menuRoutes));

  // A chunk that cannot load is retried by loading the address the navigation goes to, not the one it leaves.
  setDestination(() => createPath(router.state.navigation.location ?? router.state.location));

  router.subscribe((state) => {
    // Not for the page's own start (the signed-in start ends in a redirect): the page shows its first paint then.
    if (!state.initialized) return;
    if (state.navigation.state === 'idle' && !progressBar) return;
    loadProgressBar()
      .then((bar) => (router.state.navigation.state === 'idle' ? bar.done() : bar.start()))
      .catch(() => {
        // No bar this time (its chunk did not load); the next navigation tries again.
        progressBar = null;
      });
  });
  return router;
}
