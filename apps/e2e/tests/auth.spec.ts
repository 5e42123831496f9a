import { expect } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectToast,
  login,
  PASSWORD,
  register,
  test,
  uniqueName,
} from './helpers';

test('register needs the age box, then lands on the main screen; logout and login work', async ({
  page,
}) => {
  const name = uniqueName('reg');
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/terms',
  );
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Email').fill(`${name}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('heading', { name: 'Current Wave Status' })).toHaveCount(0);
  await page.getByRole('checkbox').check();
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Current Wave Status' })).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toContainText('5,000');
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toContainText(
    name.slice(0, 2).toUpperCase(),
  );

  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await login(page, name, 'not-the-password');
  await expectToast(page, 'Login failed', 'Please check your username and try again.');
  await expect(page.getByRole('heading', { name: 'Current Wave Status' })).toHaveCount(0);

  await login(page, name);
  await expect(page.getByRole('heading', { name: 'Current Wave Status' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a taken username shows the server error; a stale stored user goes back to /auth', async ({
  page,
  context,
}) => {
  const name = uniqueName('dup');
  await register(page, name);
  // The app leaves first: a running app that met the 401 itself would forget the stored user
  // before the next page could find it stale.
  await page.goto('about:blank');
  await context.clearCookies();
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();

  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Email').fill(`other-${name}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  const refusal = await expectToast(page, 'Registration failed');
  expect(refusal).not.toContain('Please try again with different details.');
  await expect(page).toHaveURL(/\/auth$/);
});
