import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPlaywrightReport, readVitestReport, reasonOf } from './reports.mjs';

// The reports below keep the fields test:all reads, in the shapes vitest 4 and Playwright 1.6x
// write them (taken from real runs of a failing test, a failing hook and a missing import).
const dir = mkdtempSync(path.join(tmpdir(), 'coinwave-reports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name, report) {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(report));
  return file;
}

describe('readVitestReport', () => {
  it('names each failed test, and each file that failed without one, with its reason', () => {
    const file = write('vitest.json', {
      numPassedTests: 7,
      numFailedTests: 1,
      numFailedTestSuites: 5,
      testResults: [
        {
          name: '/repo/apps/api/faults/a.fault.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [
            { fullName: 'group passes', status: 'passed', failureMessages: [] },
            {
              fullName: 'group fails',
              status: 'failed',
              failureMessages: [
                '\n\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at a.fault.test.ts:3:9',
              ],
            },
          ],
        },
        {
          name: '/repo/apps/api/faults/b.fault.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [{ fullName: 'hooked x', status: 'skipped', failureMessages: [] }],
        },
        {
          name: '/repo/apps/api/faults/c.fault.test.ts',
          status: 'failed',
          message: "Cannot find module './missing.mjs'\nmore",
          assertionResults: [],
        },
        { name: '/repo/apps/api/faults/d.fault.test.ts', status: 'passed', assertionResults: [] },
      ],
    });
    expect(readVitestReport(file, '/repo')).toEqual({
      passed: 7,
      failures: [
        {
          name: 'apps/api/faults/a.fault.test.ts › group fails',
          reason: 'AssertionError: expected 1 to be 2',
        },
        {
          name: 'apps/api/faults/b.fault.test.ts',
          reason: 'a hook failed (its error is in the output above)',
        },
        {
          name: 'apps/api/faults/c.fault.test.ts',
          reason: "Cannot find module './missing.mjs'\n      more",
        },
      ],
    });
  });

  it('is null for a report that was never written', () => {
    expect(readVitestReport(path.join(dir, 'missing.json'))).toBeNull();
  });
});

describe('readPlaywrightReport', () => {
  it('counts expected and flaky tests as passed and names the unexpected ones by their titles', () => {
    const test = (status, message) => ({
      status,
      results: [{ status: message ? 'failed' : 'passed', ...(message && { error: { message } }) }],
    });
    const file = write('e2e.json', {
      stats: { expected: 3, flaky: 1, unexpected: 1, skipped: 0 },
      suites: [
        {
          title: 'social.spec.ts',
          specs: [{ title: 'sends a message', tests: [test('expected')] }],
          suites: [
            {
              title: 'chat',
              specs: [
                {
                  title: 'keeps the draft',
                  tests: [test('unexpected', 'Error: the draft\n\nExpected: "hi"')],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(readPlaywrightReport(file)).toEqual({
      passed: 4,
      failures: [
        {
          name: 'social.spec.ts › chat › keeps the draft',
          reason: 'Error: the draft\n      Expected: "hi"',
        },
      ],
    });
  });
});

describe('reasonOf', () => {
  it('keeps the lines before the stack, at most twelve, each cut to 300 characters', () => {
    const message = [
      'AssertionError: FUZZ_SEED=1',
      ...Array.from({ length: 20 }, (_, i) => `failure ${i}`),
    ].join('\n');
    const reason = reasonOf(message).split('\n      ');
    expect(reason).toHaveLength(12);
    expect(reason[0]).toBe('AssertionError: FUZZ_SEED=1');
    expect(reason[11]).toBe('failure 10');
    expect(reasonOf('x'.repeat(400))).toBe(`${'x'.repeat(300)}…`);
    expect(reasonOf('Error: a\n  b\n    at f (file.ts:1:2)\n    at g')).toBe('Error: a\n      b');
    expect(reasonOf(undefined)).toBe('');
  });
});
