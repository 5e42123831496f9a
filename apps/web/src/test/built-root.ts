import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * A page's `#root` as the build renders it (vite-first-screens.ts, `render` of
 * app/first-screen.tsx), in a process of its own: React's server renderer leaves its context
 * values behind in the module instances it used, which would then be the test's renderer's too.
 */
export function builtRoot(render: 'renderAuthRoot' | 'renderMainShellRoot'): string {
  const web = path.resolve(__dirname, '../..');
  const script = `const { renderFirstScreenRoot } = await import('./vite-first-screens.ts');
process.stdout.write(await renderFirstScreenRoot(process.cwd(), '${render}'));`;
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { cwd: web, encoding: 'utf8' },
  );
}
