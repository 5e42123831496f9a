// Bundles the API into dist/server.js (the backup command into dist/backup.js, the admin command
// into dist/admin.js, the poker house's thread into dist/house-worker.js): our workspace packages
// are compiled in (they ship TypeScript source), every npm dependency stays external and is loaded
// from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@coinwave/'));

await build({
  entryPoints: {
    server: 'src/server.ts',
    backup: 'src/backup.ts',
    admin: 'src/admin.ts',
    'house-worker': 'src/features/poker/house-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cwRequire } from 'node:module'; const require = __cwRequire(import.meta.url);",
  },
});
