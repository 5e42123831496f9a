// Bundles the API into dist/server.js (and the backup command into dist/backup.js): our workspace packages are compiled in (they ship
// TypeScript source), every npm dependency stays external and is loaded from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@coinwave/'));

await build({
  entryPoints: ['src/server.ts', 'src/backup.ts'],
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
