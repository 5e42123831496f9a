import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the API answers its health check on the same port as the web app', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.ok()).toBe(true);
  expect(await res.json()).toEqual({ status: 'ok' });
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

for (const [path, title, back] of [
  ['/terms', 'Terms of Service', 'Back to Registration'],
  ['/privacy', 'Privacy Policy', 'Back to Coinwave'],
  ['/responsible-gaming', 'Responsible Gaming', 'Back to Coinwave'],
  ['/about', 'About Coinwave', 'Back to Coinwave'],
] as const) {
  test(`${path} renders with its back link and no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(back) })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
}
