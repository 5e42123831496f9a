import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Environment for `pnpm install`: better-sqlite3 is compiled by node-gyp, which downloads Node's
 * headers unless told where they are. Most installs of Node (Debian's package, the official
 * tarballs) ship them beside the binary (`<prefix>/include/node`), so point node-gyp there; a
 * machine with no internet but the npm registry then builds without any user configuration.
 */
export function installEnv() {
  if (process.env.npm_config_nodedir) return {};
  const prefix = path.resolve(path.dirname(process.execPath), '..');
  return existsSync(path.join(prefix, 'include', 'node', 'node.h'))
    ? { npm_config_nodedir: prefix }
    : {};
}
