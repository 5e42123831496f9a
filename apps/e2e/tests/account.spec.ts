import { expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  expectNoSeriousA11yViolations,
  expectToast,
  login,
  PASSWORD,
  register,
  test,
  uniqueName,
} from './helpers';

test('settings: download my data, then delete the account with its password', async ({ page }) => {
  const name = uniqueName('del');
  await register(page, name);
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The download is the account's whole record, named for it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^coinwave-${name}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    profile: { username: string; coins: number };
    ledger: Array<{ kind: string; amount: number }>;
  };
  expect(data.profile).toMatchObject({ username: name, coins: 5000 });
  expect(data.ledger).toEqual([expect.objectContaining({ kind: 'starting_grant', amount: 5000 })]);

  // A wrong password deletes nothing; the right one signs out to /auth.
  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expectToast(page, 'Account not deleted', 'Your current password is not right');
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expectToast(page, 'Account deleted');
  await expect(page).toHaveURL(/\/auth$/);

  // The name no longer signs in.
  await login(page, name);
  await expectToast(page, 'Login failed');
  await expect(page.getByRole('heading', { name: 'Current Wave Status' })).toHaveCount(0);
});

test('/settings sends a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
});
