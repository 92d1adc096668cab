// The data router: static table, menu routes patched under the main layout, progress bar, chunk-retry target.
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { createBrowserRouter, createPath } from 'react-router';
import { setDestination } from './chunkRetry';
import { MAIN_ROUTE_ID, routes } from './routes';
import { setRoutePatcher } from './session';

NProgress.configure({ showSpinner: false });

/** Creates the app's one router, which starts loading the address's routes at once (the entry calls it once). */
export function createAppRouter() {
  const router = createBrowserRouter(routes);

  setRoutePatcher((menuRoutes) => router.patchRoutes(MAIN_ROUTE_ID, menuRoutes));

  // A chunk that cannot load is retried by loading the address the navigation goes to, not the one it leaves.
  setDestination(() => createPath(router.state.navigation.location ?? router.state.location));

  router.subscribe((state) => {
    if (state.navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  });
  return router;
}
