import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'poker-engine-slow', include: ['src/**/*.slow.test.ts'] },
});
