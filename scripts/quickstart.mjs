#!/usr/bin/env node
// README's first command: install, build and start Coinwave at http://localhost:3000 on SQLite.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installEnv } from './lib/install-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const step = (args, env = {}) => {
  const result = spawnSync('pnpm', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

step(['install', '--frozen-lockfile'], installEnv());
step(['build']);
step(['start']);
