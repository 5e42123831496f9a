import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ID = 'virtual:par-sheets';
const RESOLVED = `\0${ID}`;

/**
 * `import('virtual:par-sheets')`: the four games' par sheets, generated at build time from the
 * engine packages by scripts/par-sheets.ts (run with tsx, since the engines ship TypeScript
 * source), never typed in by hand. The fairness page imports it lazily: its own small chunk.
 */
export function parSheets(): Plugin {
  let json: string | undefined;
  return {
    name: 'coinwave-par-sheets',
    resolveId: (source) => (source === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      json ??= execFileSync(
        process.execPath,
        [
          createRequire(import.meta.url).resolve('tsx/cli'),
          fileURLToPath(new URL('./scripts/par-sheets.ts', import.meta.url)),
        ],
        { encoding: 'utf8' },
      );
      return `export default ${json};`;
    },
  };
}
