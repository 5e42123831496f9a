import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The production build of React Router. Its package exports name only its development build
 * (remix-run/react-router#14102), which ships with its developer warnings switched on: more code
 * to download, and checks and warnings run on every navigation. The production build lies beside
 * it, with the same modules; the app's build takes it, the dev server and the tests keep the
 * warnings.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'coinwave-react-router-production',
    apply: 'build',
    config(config) {
      const require = createRequire(path.join(config.root ?? process.cwd(), 'package.json'));
      const development = path.dirname(require.resolve('react-router'));
      if (path.basename(development) !== 'development')
        throw new Error(`react-router resolves to ${development}, not its development build`);
      const production = path.join(path.dirname(development), 'production', 'index.mjs');
      return { resolve: { alias: [{ find: /^react-router$/, replacement: production }] } };
    },
  };
}
