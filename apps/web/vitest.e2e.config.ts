// End-to-end tests: Chromium through playwright-core against a real server on a free port.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './e2e/globalSetup';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'web-e2e',
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    // Spec files run E2E_WORKERS at a time (default 2), each worker against its own server (e2e/globalSetup.ts).
    pool: 'forks',
    maxWorkers: E2E_WORKERS,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One retry for a browser test that timed out on a busy 2-core machine; a real failure fails twice.
    retry: 1,
  },
});
