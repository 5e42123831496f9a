import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    // scripts/*.test.mjs: the benches' own helpers.
    include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'],
    // Several API processes on PostgreSQL and Redis: the root config's api-cluster project.
    exclude: ['**/node_modules/**', 'src/**/*.cluster.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Test files share their worker's module cache instead of importing Fastify, kysely and the
    // engines afresh each (half the suite's time on 2 cores). Every file builds its own app on its
    // own database, and the suite passes shuffled, so nothing depends on a fresh module.
    isolate: false,
  },
});
