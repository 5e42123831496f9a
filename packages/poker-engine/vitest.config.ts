import { defineConfig } from 'vitest/config';

// `*.slow.test.ts` (the full 133,784,560-hand enumeration) runs only with `pnpm test:slow`.
export default defineConfig({
  test: { name: 'poker-engine', include: ['src/**/*.test.ts'], exclude: ['src/**/*.slow.test.ts'] },
});
