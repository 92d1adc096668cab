// The data router: static table, menu routes patched under the main layout, progress bar.
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { createBrowserRouter } from 'react-router';
import { MAIN_ROUTE_ID, routes } from './routes';
import { setRoutePatcher } from './session';

NProgress.configure({ showSpinner: false });

export const router = createBrowserRouter(routes);

setRoutePatcher((menuRoutes) => router.patchRoutes(MAIN_ROUTE_ID, menuRoutes));

router.subscribe((state) => {
  if (state.navigation.state === 'idle') NProgress.done();
  else NProgress.start();
});
