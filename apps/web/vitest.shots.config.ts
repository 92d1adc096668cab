// Screenshot walks for a person to look at (`npm run shots`): the same server and browser as the end-to-end tests,
// but no checks, so they are not part of `npm test`.
import { defineConfig, mergeConfig } from 'vitest/config';
import e2e from './vitest.e2e.config';

export default mergeConfig(e2e, defineConfig({ test: { name: 'web-shots', include: ['e2e/**/*.shots.ts'] } }));
