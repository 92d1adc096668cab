// Entry: i18n and the data router; everything else loads with the route that needs it.
import { StrictMode } from 'react';
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
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
