// What test:all reads back from the JSON reports of vitest and Playwright: how many tests passed,
// and each failed test by name with the first line of its reason. The names are printed again at
// the very end of the run, so a log cut down to its tail still says what failed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The first non-empty line of an error message, without terminal colours. */
function firstLine(text) {
  return (
    String(text ?? '')
      // eslint-disable-next-line no-control-regex -- ANSI colour codes
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.length > 0) ?? ''
  );
}

/**
 * A vitest JSON report (`--reporter=json`): `null` when the file is missing. A file that failed
 * without a failed test (an import error, a failing hook) is one failure, named by its path
 * (relative to `root`).
 */
export function readVitestReport(file, root = process.cwd()) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  for (const result of report.testResults ?? []) {
    const where = path.relative(root, result.name);
    const failedTests = (result.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failedTests)
      failures.push({
        name: `${where} › ${test.fullName}`,
        reason: firstLine(test.failureMessages?.[0]),
      });
    if (failedTests.length === 0 && result.status === 'failed')
      failures.push({
        name: where,
        reason: firstLine(result.message) || 'a hook failed (its error is in the output above)',
      });
  }
  return { passed: report.numPassedTests ?? 0, failures };
}

/** A Playwright JSON report: `null` when the file is missing. */
export function readPlaywrightReport(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  const walk = (suite, titles) => {
    const named = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          failures.push({ name: [...named, spec.title].join(' › '), reason: firstLine(error) });
        }
    for (const child of suite.suites ?? []) walk(child, named);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  const { stats = {} } = report;
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failures };
}
