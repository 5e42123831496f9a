import { defineConfig } from 'vitest/config';

// The fault suite (`pnpm --filter @coinwave/api test:faults`, part of `test:all`): the built
// server as a real process, killed, flooded, fuzzed and starved of disk. Slow by nature, so it is
// its own run; its files end in `.fault.test.ts` under `faults/`.
export default defineConfig({
  test: {
    name: 'api-faults',
    include: ['faults/**/*.fault.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    // Each file starts its own servers; two at once would measure each other.
    fileParallelism: false,
  },
});
