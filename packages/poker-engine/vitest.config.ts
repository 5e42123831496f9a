import { defineConfig } from 'vitest/config';

// `*.slow.test.ts` (the full 133,784,560-hand enumeration) runs only with `pnpm test:slow`. Pure
// code: the test files share their worker's modules instead of importing them afresh.
export default defineConfig({
  test: {
    name: 'poker-engine',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.slow.test.ts'],
    isolate: false,
  },
});
