import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/** The one toast slot. */
export const toast = (page: Page) => page.locator('[data-variant]').last();

/** axe-core: no serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}
