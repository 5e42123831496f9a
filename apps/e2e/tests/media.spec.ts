import { expect, test } from '@playwright/test';
import { register, toast, uniqueName } from './helpers';

test('record the screen into the gallery, and go live and off again', async ({ page }) => {
  await register(page, uniqueName('media'));

  await page.getByRole('button', { name: 'Record' }).click();
  await expect(toast(page)).toContainText('Recording Started');
  await expect(toast(page)).toContainText('Screen recording is now active.');
  // Two seconds of footage, so the recorder has delivered real clusters even on a busy machine.
  await expect(page.getByTestId('recording-timer')).toHaveText(/00:0[2-9]/, { timeout: 8_000 });
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(toast(page)).toContainText('Recording Saved!', { timeout: 15_000 });
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeHidden({
    timeout: 5_000,
  });

  await page.getByRole('button', { name: 'Media Center' }).click();
  const gallery = page.getByRole('list', { name: 'Media gallery' });
  await expect(gallery.getByLabel(/^recording-\d+\.webm$/).first()).toBeAttached();

  await page.getByRole('tab', { name: 'Live Stream' }).click();
  await page.getByRole('button', { name: 'Start Stream' }).click();
  await expect(toast(page)).toContainText('Stream Started');
  await expect(toast(page)).toContainText('You are now broadcasting live!');
  await expect(page.getByText('LIVE', { exact: true })).toBeVisible();
  await expect(page.getByText('0 viewers')).toBeVisible();
  await page.getByRole('button', { name: 'Stop Stream' }).click();
  await expect(toast(page)).toContainText('Stream Ended');
  await expect(toast(page)).toContainText('Live broadcast has been stopped.');
  await expect(page.getByText('LIVE', { exact: true })).toBeHidden();
});
