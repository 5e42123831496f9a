// The size budget: fails (exit 1) when the built web app's initial JS, gzipped, exceeds
// INITIAL_JS_BUDGET_KB. Run after `vite build` (a stage of scripts/test-all.mjs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INITIAL_JS_BUDGET_KB, measureInitialJs, toKb } from './initial-js';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No build at ${dist}: run \`pnpm --filter @coinwave/web build\` first.`);
  process.exit(1);
}
const { files, gzipBytes } = measureInitialJs(dist);
if (files.length === 0) {
  console.error('index.html names no entry script: the build looks broken.');
  process.exit(1);
}
for (const f of files) console.log(`  ${toKb(f.gzipBytes).padStart(6)} KB  ${f.file}`);
const within = gzipBytes <= INITIAL_JS_BUDGET_KB * 1024;
console.log(
  `Initial JS: ${toKb(gzipBytes)} KB gzip (budget ${INITIAL_JS_BUDGET_KB} KB): ${within ? 'within budget' : 'OVER BUDGET'}`,
);
process.exit(within ? 0 : 1);
