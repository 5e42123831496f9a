import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'poker-engine', include: ['src/**/*.test.ts'] },
});
