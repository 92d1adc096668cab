// Entry: i18n and the data router; everything else loads with the route that needs it.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './i18n';
import './styles.css';
import { listenForPreloadErrors } from '@/app/chunkRetry';
import { router } from '@/app/router';
import { trackDevice } from '@/utils/device';

listenForPreloadErrors();
trackDevice();

const root = document.getElementById('root');
const start = () => {
  if (!root) return;
  const app = createRoot(root);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (Total Blocking Time); the router's own updates are transitions too.
  startTransition(() =>
    app.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
};

// React's first render replaces what is in #root: a page the server sent with a first paint (plugins/web.ts) keeps
// it until the router has loaded the page to show in its place, rather than blanking it for an empty fallback.
if (router.state.initialized) start();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    start();
  });
}
