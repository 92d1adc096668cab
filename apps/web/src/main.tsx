// Entry: i18n, providers and the data router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './i18n';
import './styles.css';
import { listenForPreloadErrors } from './app/chunkRetry';
import { Providers } from './app/Providers';
import { router } from './app/router';
import { trackDevice } from './utils/device';

listenForPreloadErrors();
trackDevice();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
