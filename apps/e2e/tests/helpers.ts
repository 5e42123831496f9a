import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Records, in the page itself, every toast shown (its whole text) and every `data-state` a
 * `[data-testid]` element passes through, the moment the DOM changes. Toasts close after a few
 * seconds and the reels spin for two: a test that looked for them on screen would race them on a
 * loaded machine. The log keeps what was shown, so assertions wait on events, not on luck.
 */
function recordTransients(): void {
  type Log = { document: number; toasts: string[]; states: string[] };
  // A reload starts a new log: `document` tells the test side that its count restarts.
  const log: Log = { document: Math.random(), toasts: [], states: [] };
  (window as unknown as { __e2e: Log }).__e2e = log;
  const toastIndex = new WeakMap<Element, number>();
  const lastState = new WeakMap<Element, string>();
  const scan = () => {
    document.querySelectorAll('[data-variant]').forEach((el) => {
      const text = el.textContent ?? '';
      const at = toastIndex.get(el);
      if (at === undefined) toastIndex.set(el, log.toasts.push(text) - 1);
      else log.toasts[at] = text;
    });
    document.querySelectorAll('[data-testid][data-state]').forEach((el) => {
      const state = el.getAttribute('data-state') ?? '';
      if (lastState.get(el) === state) return;
      lastState.set(el, state);
      log.states.push(`${el.getAttribute('data-testid')}=${state}`);
    });
  };
  const start = () =>
    new MutationObserver(scan).observe(document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-state', 'data-variant'],
    });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

/** Makes every page of `context` record its toasts and states (see `recordTransients`). */
export async function recordIn(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordTransients);
}

/** Playwright's test, with every test's own context recording toasts and states. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await recordIn(context);
    await use(context);
  },
});

/** Per page: the document whose log was last matched, and the index matched in it. */
const matched = new WeakMap<Page, { document: number; index: number }>();

/**
 * Waits until a toast containing every one of `texts` has been shown (after the last toast an
 * earlier call matched in this document of the page) and returns its whole text.
 */
export async function expectToast(page: Page, ...texts: string[]): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const log = await page.evaluate(
          () =>
            (window as unknown as { __e2e?: { document: number; toasts: string[] } }).__e2e ?? {
              document: 0,
              toasts: [],
            },
        );
        const last = matched.get(page);
        const from = last?.document === log.document ? last.index + 1 : 0;
        const index = log.toasts.findIndex(
          (t, i) => i >= from && texts.every((x) => t.includes(x)),
        );
        if (index < 0) return log.toasts.slice(from);
        matched.set(page, { document: log.document, index });
        found = log.toasts[index]!;
        return 'shown';
      },
      { message: `a toast with ${JSON.stringify(texts)}`, timeout: 30_000 },
    )
    .toBe('shown');
  return found;
}

/** Waits until the element `data-testid=testId` has been in `data-state=state` (now or earlier). */
export async function expectStateSeen(page: Page, testId: string, state: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => (window as unknown as { __e2e?: { states: string[] } }).__e2e?.states ?? [],
        ),
      { message: `${testId} passed through data-state=${state}` },
    )
    .toContain(`${testId}=${state}`);
}

let counter = 0;

/** A username no other test (or earlier run on the same database) uses: 3-20 letters, digits, _ . */
export function uniqueName(prefix: string): string {
  counter += 1;
  const stamp = Date.now().toString(36).slice(-5);
  return `${prefix}_${stamp}${counter}`.slice(0, 20);
}

export const PASSWORD = 'correct-horse-42';

/** Registers through the UI (age box ticked) and waits for the main screen. */
export async function register(page: Page, username: string): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Current Wave Status' })).toBeVisible();
}

/** Logs in through the UI. */
export async function login(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** axe-core: no serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}
