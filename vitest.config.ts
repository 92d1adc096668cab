// One Vitest run over every workspace project: contracts, server (API tests on PGlite/PostgreSQL) and web units.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
