import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'local-server', include: ['*.test.ts'] },
});
