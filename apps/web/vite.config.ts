// Vite build and dev server for the web app; the API lives on the Fastify server (port 3000).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://127.0.0.1:3000';
const API_PREFIXES = ['/oauth', '/o/', '/s/', '/f/', '/a/', '/p/', '/uploads'];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // The manifest lets scripts/bundle-report.mjs measure first-load JS per route.
    manifest: true,
    rolldownOptions: {
      // Without this Rolldown puts all of antd in one chunk loaded on every route (vitejs/vite#21966).
      experimental: { lazyBarrel: true },
      output: {
        codeSplitting: {
          groups: [
            // The runtime every page needs, as one file: one request and better compression
            // than a dozen small shared chunks.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|axios|js-cookie|zustand|nprogress|@tanstack)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
      treeshake: {
        // The contracts' zod schemas are built at module level, which looks like a side effect;
        // they are pure, so a page that only needs a constant must not pull zod in.
        moduleSideEffects: (id: string) => !id.includes('/packages/contracts/'),
        // zod builders are pure, so a schema nobody uses is dropped together with zod itself.
        manualPureFunctions: ['z'],
      },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
});
