import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // Several API processes on PostgreSQL and Redis: the root config's api-cluster project.
    exclude: ['**/node_modules/**', 'src/**/*.cluster.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
