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
    // Two minutes: a test that needs more than one on a slow, busy 2-core machine would otherwise be retried from the
    // start after its first minute, and pay it twice (three did in one CI run, ~150 s of a worker).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll gives up after 1 s by default, and its callback's locator waits for the page's element within that
    // second: right after a navigation on a busy 2-core machine the page often needs longer (the face-check walk of
    // learning.spec.ts failed once so, polling the study hours after going back to the study page). A poll here waits
    // as long as a locator would.
    expect: { poll: { timeout: 15_000 } },
    // One retry for a browser test that timed out on a busy 2-core machine; a real failure fails twice.
    retry: 1,
  },
});
