#!/usr/bin/env node
// `pnpm test:e2e:stress`: the whole end-to-end suite 5 times in a row (Playwright's --repeat-each)
// while a busy loop keeps one of the machine's cores at 100 %. A test that passes here does not
// lean on spare CPU to win a race. Prints each run's result, the time and the busy loop's load.
//   node scripts/e2e-stress.mjs [--repeat N] [--no-build]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const repeatAt = args.indexOf('--repeat');
const repeat = repeatAt >= 0 ? Number(args[repeatAt + 1]) : 5;
if (!Number.isInteger(repeat) || repeat < 1) {
  console.error('--repeat takes a whole number of runs (1 or more)');
  process.exit(2);
}

const reports = path.join(root, '.test-results', 'e2e-stress');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

if (!args.includes('--no-build')) {
  console.log('▶ build (turbo: cached when nothing changed)');
  const built = spawnSync('pnpm', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** CPU seconds a process has used, from /proc (Linux); undefined elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
// Ahead of the suite for the CPU where allowed (root), so the loop really holds its core.
try {
  os.setPriority(busy.pid, -10);
} catch {
  // Not permitted: the loop still runs at normal priority.
}
const stopBusy = () => busy.kill('SIGKILL');
process.on('exit', stopBusy);
process.on('SIGINT', () => process.exit(130));

const report = path.join(reports, 'e2e.json');
const started = Date.now();
console.log(`▶ the e2e suite ${repeat} times with one core kept busy (pid ${busy.pid})`);
const run = spawnSync(
  'pnpm',
  ['--filter', '@coinwave/e2e', 'exec', 'playwright', 'test', `--repeat-each=${repeat}`],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_JSON_REPORT: report,
      E2E_ARTIFACTS_DIR: path.join(reports, 'artifacts'),
    },
  },
);
const seconds = (Date.now() - started) / 1000;
const busyCpu = cpuSeconds(busy.pid);
stopBusy();

if (!existsSync(report)) {
  console.error('\nNo Playwright report was written: the suite did not run.');
  process.exit(1);
}
const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'));

// Each test ran `repeat` times: the JSON report lists a spec's runs in order, one entry per run
// (the entries carry no repeat index), so an entry's place is its run.
const failuresPerRun = new Array(repeat).fill(0);
const walk = (suite) => {
  for (const spec of suite.specs ?? [])
    (spec.tests ?? []).forEach((t, run) => {
      for (const r of t.results ?? [])
        if (r.status !== 'passed' && r.status !== 'skipped') failuresPerRun[run] += 1;
    });
  (suite.suites ?? []).forEach(walk);
};
(suites ?? []).forEach(walk);

console.log('\nStress runs:');
failuresPerRun.forEach((n, i) =>
  console.log(`  run ${i + 1}: ${n === 0 ? 'passed' : `${n} failed`}`),
);
if (busyCpu !== undefined)
  console.log(
    `Busy loop: ${Math.round((busyCpu / seconds) * 100)} % of one core for ${seconds.toFixed(0)} s`,
  );
console.log(
  `\nSummary: ${stats.expected ?? 0} passed, ${(stats.unexpected ?? 0) + (stats.flaky ?? 0)} failed` +
    ` in ${repeat} runs (${failuresPerRun.filter((n) => n === 0).length}/${repeat} runs clean), ${seconds.toFixed(0)} s`,
);
if (stats.unexpected || stats.flaky)
  console.log(`Traces and screenshots: ${path.join(reports, 'artifacts')}`);
process.exit(run.status === 0 && !stats.unexpected && !stats.flaky ? 0 : 1);
