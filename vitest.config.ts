import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// One run for every package's unit, property and integration tests. Each project has its own
// vitest.config.ts (see TOOLCHAIN.md: nested projects are not discovered on their own). The API
// suite runs twice: on SQLite, and on PostgreSQL (a fresh database per test app on the server
// below; `test:all` makes sure it runs, and the suite fails loudly when it does not).
const TEST_POSTGRES =
  process.env.COINWAVE_TEST_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// The web tests share their worker's modules (React, the router, jsdom) instead of importing
// them afresh for each file, which took most of their time. Each test still starts from a clean
// document and storage (src/test/setup.ts). A file that mocks a module (`vi.mock`) needs its own
// module graph, so those run isolated, in the project 'web-mocks'.
const WEB = './apps/web';
const webTests = readdirSync(WEB, { recursive: true, encoding: 'utf8' })
  // apps/web/vitest.config.ts's include: src/**, scripts/** and the build plugins' vite-*.test.ts.
  .filter((file) => /^((src|scripts)\/.*|vite-[^/]*)\.test\.tsx?$/.test(file))
  .map((file) => file.split(path.sep).join('/'));
const mocksModules = (file: string) =>
  readFileSync(path.join(WEB, file), 'utf8').includes('vi.mock(');
const webMockTests = webTests.filter(mocksModules);
const webOtherTests = webTests.filter((file) => !mocksModules(file));

export default defineConfig({
  test: {
    // A worker per core. Vitest's own default is one fewer (a single worker on a 2-core machine,
    // which left a core idle while tests waited on PostgreSQL, servers and sockets).
    maxWorkers: availableParallelism(),
    projects: [
      'packages/*',
      'tooling/local-server',
      // test:all's own helpers (scripts/lib).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
      'apps/api',
      {
        extends: `${WEB}/vitest.config.ts`,
        root: WEB,
        test: { name: 'web', isolate: false, exclude: ['**/node_modules/**', ...webMockTests] },
      },
      {
        extends: `${WEB}/vitest.config.ts`,
        root: WEB,
        test: { name: 'web-mocks', exclude: ['**/node_modules/**', ...webOtherTests] },
      },
      {
        extends: './apps/api/vitest.config.ts',
        root: './apps/api',
        test: {
          name: 'api-postgres',
          env: { COINWAVE_TEST_POSTGRES: TEST_POSTGRES },
          // The cluster's own tests do not touch the database: the SQLite run has them; nor do
          // SQLite's own (*.sqlite.test.ts: its backup and pragmas) or the benches' helpers.
          exclude: [
            '**/node_modules/**',
            'scripts/**',
            'src/cluster/**',
            'src/**/*.cluster.test.ts',
            'src/**/*.sqlite.test.ts',
          ],
        },
      },
      {
        // Two API processes on one PostgreSQL and one Redis (src/test/cluster.cluster.test.ts).
        root: './apps/api',
        test: {
          name: 'api-cluster',
          include: ['src/**/*.cluster.test.ts'],
          env: { COINWAVE_TEST_POSTGRES: TEST_POSTGRES },
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
