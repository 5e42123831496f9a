import { defineConfig } from 'vitest/config';

// One run for every package's unit, property and integration tests. Each project has its own
// vitest.config.ts (see TOOLCHAIN.md: nested projects are not discovered on their own).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/web'],
  },
});
