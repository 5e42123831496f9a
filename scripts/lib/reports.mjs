// What test:all reads back from the JSON reports of vitest and Playwright: how many tests passed,
// and each failed test by name with the first lines of its reason. They are printed again at the
// very end of the run, so a log cut down to its tail still says what failed, and why.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Lines of a reason kept for the summary, and the characters each may take. */
const REASON_LINES = 12;
const REASON_LINE_CHARS = 300;

/**
 * The first non-empty lines of an error message, before its stack (up to REASON_LINES, each cut
 * to REASON_LINE_CHARS), without terminal colours, joined for the summary's indentation.
 */
export function reasonOf(text) {
  const lines = String(text ?? '')
    // eslint-disable-next-line no-control-regex -- ANSI colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim());
  const stack = lines.findIndex((line) => /^at \S/.test(line));
  return lines
    .slice(0, stack === -1 ? undefined : stack)
    .filter((line) => line.length > 0)
    .slice(0, REASON_LINES)
    .map((line) =>
      line.length > REASON_LINE_CHARS ? `${line.slice(0, REASON_LINE_CHARS)}…` : line,
    )
    .join('\n      ');
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
        reason: reasonOf(test.failureMessages?.[0]),
      });
    if (failedTests.length === 0 && result.status === 'failed')
      failures.push({
        name: where,
        reason: reasonOf(result.message) || 'a hook failed (its error is in the output above)',
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
          failures.push({ name: [...named, spec.title].join(' › '), reason: reasonOf(error) });
        }
    for (const child of suite.suites ?? []) walk(child, named);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  const { stats = {} } = report;
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failures };
}
