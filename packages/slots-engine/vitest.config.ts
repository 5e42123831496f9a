import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'slots-engine', include: ['src/**/*.test.ts'] },
});
