import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The @/ alias of tsconfig.json (apps/server/src).
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files of one worker share the loaded modules instead of importing the whole app again per file (each
    // file still builds its own app on its own database copy): several minutes less on a 2-core machine.
    isolate: false,
  },
});
