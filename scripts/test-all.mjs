#!/usr/bin/env node
// The whole test suite, as README's second command and .ci/run run it: install, Chromium,
// PostgreSQL and Redis (started or installed when absent), format check, lint + typecheck + build,
// every unit/property/integration test (the API's on SQLite and on PostgreSQL), the Storybook
// build, the fault suite and the end-to-end tests in headless Chromium. Ends with one summary line: "Summary: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installEnv } from './lib/install-env.mjs';
import { readPlaywrightReport, readVitestReport } from './lib/reports.mjs';
import { ensurePostgres, ensureRedis } from './lib/services.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.test-results');
const e2eArtifacts = path.join(reports, 'e2e-artifacts');
const suiteStarted = Date.now();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const stages = [];
let passed = 0;
/** Each failed test, and each failed stage that has no failed test to show for it. */
const failures = [];

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
    shell: process.platform === 'win32',
  });
  const ok = result.status === 0;
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  stages.push({ name, ok, seconds });
  console.log(`${ok ? '✓' : '✗'} ${name}: ${seconds} s`);
  return ok;
}

/** Adds a report's tests to the summary; a stage with failed tests is counted by them alone. */
function addReport(report, reportName, stageName) {
  if (!report) {
    stages.push({ name: reportName, ok: false, seconds: 0 });
    return;
  }
  passed += report.passed;
  failures.push(...report.failures);
  const stage = stages.find((s) => s.name === stageName);
  if (stage && report.failures.length > 0) stage.counted = true;
}

/** The branch changesets compare with: main, or origin/main in a clone whose main is not local. */
function changesetBase() {
  const has = (ref) =>
    spawnSync('git', ['rev-parse', '--verify', '--quiet', ref], { cwd: root, stdio: 'ignore' })
      .status === 0;
  return has('main') ? 'main' : has('origin/main') ? 'origin/main' : 'HEAD';
}

function hasCommand(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasCommand('apt-get')) {
    console.log('Chromium is missing: installing Debian\'s "chromium" package with apt-get.');
    if (
      run('install chromium', 'sh', [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      ]) &&
      existsSync(chromium)
    )
      return true;
  }
  console.error(
    `\nChromium is needed for the end-to-end tests and was not found at ${chromium}.\nInstall Debian's "chromium" package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  return false;
}

const installed = run('install', 'pnpm', ['install', '--frozen-lockfile'], installEnv());
if (!installed) {
  console.log('\nSummary: 0 passed, 1 failed');
  process.exit(1);
}
const chromiumOk = ensureChromium();
if (!chromiumOk) {
  console.log('\nSummary: 0 passed, 1 failed');
  process.exit(1);
}
// PostgreSQL and Redis: the API suite runs again on PostgreSQL, the cluster tests on both.
for (const ensure of [ensurePostgres, ensureRedis]) {
  const problem = await ensure();
  if (problem) {
    console.error(`\n${problem}`);
    console.log('\nSummary: 0 passed, 1 failed');
    process.exit(1);
  }
}

run('format check (prettier)', 'pnpm', ['prettier', '--check', '.', '--log-level=warn']);
// A package changed on a branch needs a changeset; on main (the clone CI runs) nothing differs.
run('changesets (changeset status)', 'pnpm', ['changeset', 'status', `--since=${changesetBase()}`]);
const checksOk = run('lint, typecheck and build', 'pnpm', [
  'turbo',
  'run',
  'lint',
  'typecheck',
  'build',
  '--output-logs=errors-only',
]);

// Issue 20: the web app's initial JS (entry + modulepreloads, gzipped) stays within its budget.
if (checksOk) run('initial JS size budget', 'pnpm', ['--filter', '@coinwave/web', 'size']);

const vitestReport = path.join(reports, 'vitest.json');
run('unit, property and integration tests', 'pnpm', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
addReport(
  readVitestReport(vitestReport, root),
  'unit, property and integration report',
  'unit, property and integration tests',
);

// The fault suite: the built server killed, fuzzed, flooded and starved of disk (apps/api/faults).
const faultsReport = path.join(reports, 'faults.json');
const FAULTS = 'fault suite (kills, fuzzing, floods, disk full)';
if (checksOk) {
  run(FAULTS, 'pnpm', [
    '--filter',
    '@coinwave/api',
    'test:faults',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${faultsReport}`,
  ]);
}
addReport(readVitestReport(faultsReport, root), 'fault suite report', FAULTS);

run('storybook build', 'pnpm', ['--filter', '@coinwave/web', 'build-storybook']);

const e2eReport = path.join(reports, 'e2e.json');
const E2E = 'end-to-end tests (headless Chromium)';
if (checksOk) {
  run(E2E, 'pnpm', ['--filter', '@coinwave/e2e', 'test'], {
    E2E_JSON_REPORT: e2eReport,
    E2E_ARTIFACTS_DIR: e2eArtifacts,
  });
}
addReport(readPlaywrightReport(e2eReport), 'end-to-end report', E2E);

console.log('\nStages:');
for (const s of stages) console.log(`  ${s.ok ? '✓' : '✗'} ${s.name} (${s.seconds} s)`);
for (const s of stages)
  if (!s.ok && !s.counted) failures.push({ name: s.name, reason: 'failed (its output is above)' });
// Playwright keeps its own .last-run.json there: only a failed test's folder means anything.
const e2eFailures = existsSync(e2eArtifacts)
  ? readdirSync(e2eArtifacts).filter((name) => !name.startsWith('.'))
  : [];
if (e2eFailures.length > 0)
  console.log(`\nTraces and screenshots of the failed end-to-end tests: ${e2eArtifacts}`);
const total = Math.round((Date.now() - suiteStarted) / 1000);
console.log(`\nTotal: ${Math.floor(total / 60)} min ${total % 60} s`);
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const f of failures) console.log(`  ✗ ${f.name}${f.reason ? `\n      ${f.reason}` : ''}`);
}
console.log(`\nSummary: ${passed} passed, ${failures.length} failed`);
process.exit(failures.length === 0 ? 0 : 1);
