// Unit tests of the contracts package: the module layout rules and the path tables.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contracts',
    include: ['test/**/*.test.ts'],
  },
});
