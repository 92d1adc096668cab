// Entry: starts the app in steps, each a task of its own, so that no one long task holds the main thread while the
// page loads: the modules, then i18n, then the router (which starts loading the address's route chunks, each in a
// task of its own), then React renders the page in a transition, yielding every few milliseconds.
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import './styles.css';
import { firstDataShown } from '@/api/firstData';
import { listenForPreloadErrors } from '@/app/chunkRetry';
import { createAppRouter } from '@/app/router';
import { startMonitoring, watchRouter } from '@/features/monitoring';
import { initI18n } from '@/i18n';
import { trackDevice } from '@/utils/device';
import { nextTask, whenIdle } from '@/utils/nextTask';

/**
 * Tells the first data (api/firstData.ts) that the page's start is over, once it is shown, loaded and idle (its lazy
 * sections, the portal home's, have asked by then): its answers served the start, later GETs ask the server.
 */
function FirstShown() {
  useEffect(() => whenIdle(firstDataShown), []);
  return null;
}

function render(router: DataRouter) {
  const root = document.getElementById('root');
  if (!root) return;
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <RouterProvider router={router} />
        <FirstShown />
      </StrictMode>,
    ),
  );
}

async function start() {
  // Production builds tell the product what users hit (docs/operations.md); first, so nothing below goes unseen.
  if (import.meta.env.PROD) startMonitoring();
  listenForPreloadErrors();
  trackDevice();
  await nextTask();
  await initI18n();
  await nextTask();
  const router = createAppRouter();
  if (import.meta.env.PROD) watchRouter(router);
  // React's first render replaces what is in #root: a page the server sent with a first paint (plugins/web.ts)
  // keeps it until the router has loaded the page to show in its place, rather than blanking it for a fallback.
  if (router.state.initialized) render(router);
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      render(router);
    });
  }
}

void start();
