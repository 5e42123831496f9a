import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'roulette-engine', include: ['src/**/*.test.ts'] },
});
