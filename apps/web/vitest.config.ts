// Unit tests of the web app: components and modules in jsdom.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { webAlias } from './build/alias.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: webAlias },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Importing a whole view (antd and all) in jsdom takes seconds on a busy 2-core machine.
    testTimeout: 20_000,
    // The files of a worker share one jsdom and the loaded framework (src/test/setup.ts resets the app's modules, the
    // language, cookies and storage per file): about 20 s instead of 110 s, most of it jsdom set up for every file.
    isolate: false,
  },
});
