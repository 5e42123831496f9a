import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'blackjack-engine', include: ['src/**/*.test.ts'] },
});
