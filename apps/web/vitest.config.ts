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
    // The files of a worker share the loaded modules and one jsdom (src/test/setup.ts resets the language, cookies
    // and storage per file): about 15 s instead of 110 s, most of it jsdom and antd set up again for every file.
    isolate: false,
  },
});
