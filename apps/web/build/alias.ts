// Import aliases of the web app, shared by the Vite build and the unit tests (tsconfig.json says the same to tsc):
// `@/` is apps/web/src, `@scripts/` the repository's scripts (the boundary checker the tests run).
import { fileURLToPath } from 'node:url';

export const webAlias = [
  { find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) },
  { find: /^@scripts\//, replacement: fileURLToPath(new URL('../../../scripts/', import.meta.url)) },
];
