import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectToast, test } from './helpers';

test('the API answers its health check on the same port as the web app', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.ok()).toBe(true);
  expect(await res.json()).toEqual({ status: 'ok', database: 'ok', redis: 'off' });
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

for (const [path, title, back] of [
  ['/terms', 'Terms of Service', 'Back to Registration'],
  ['/privacy', 'Privacy Policy', 'Back to Coinwave'],
  ['/responsible-gaming', 'Responsible Gaming', 'Back to Coinwave'],
  ['/about', 'About Coinwave', 'Back to Coinwave'],
  ['/help', 'Help Center', 'Back to Coinwave'],
  ['/contact', 'Contact Us', 'Back to Coinwave'],
] as const) {
  test(`${path} renders with its back link, the footer, and no serious accessibility violations`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(back) })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Footer' })
        .getByRole('link', { name: 'Responsible Gaming' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the help center searches titles and content and says when nothing matches', async ({
  page,
}) => {
  await page.goto('/help');
  await expect(page.getByText('Version 1.0')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search help articles' });
  await search.fill('balloon');
  await expect(page.getByText('Slots rules')).toBeVisible();
  await expect(page.getByText('Blackjack rules')).toHaveCount(0);
  await search.fill('no such words here');
  await expect(page.getByText('No articles found matching your search.')).toBeVisible();
});

test('the contact form posts, confirms and clears', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Nalu');
  await page.getByLabel('Email').fill('nalu@example.com');
  await page.getByLabel('Category').selectOption('feedback');
  await page.getByLabel('Subject').fill('Love the waves');
  await page.getByLabel('Message').fill('The balloon bonus is great fun.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Message Sent Successfully!', "We'll get back to you within 24 hours.");
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
});
