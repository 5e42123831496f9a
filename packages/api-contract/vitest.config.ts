import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Pure code: the test files share their worker's modules instead of importing them afresh.
  test: { name: 'api-contract', include: ['src/**/*.test.ts'], isolate: false },
});
