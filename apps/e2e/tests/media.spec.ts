import { expect } from '@playwright/test';
import { expectToast, register, test, uniqueName } from './helpers';

test('record the screen into the gallery, and go live and off again', async ({ page }) => {
  await register(page, uniqueName('media'));

  await page.getByRole('button', { name: 'Record' }).click();
  await expectToast(page, 'Recording Started', 'Screen recording is now active.');
  // Two seconds of footage, so the recorder has delivered real clusters even on a busy machine.
  const timer = page.getByTestId('recording-timer');
  await expect
    .poll(async () => {
      const [minutes, seconds] = (await timer.innerText()).split(':').map(Number);
      return minutes! * 60 + seconds!;
    })
    .toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  await expectToast(page, 'Recording Saved!');
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeHidden({
    timeout: 5_000,
  });

  await page.getByRole('button', { name: 'Media Center' }).click();
  const gallery = page.getByRole('list', { name: 'Media gallery' });
  await expect(gallery.getByLabel(/^recording-\d+\.webm$/).first()).toBeAttached();

  // The Live Stream tab (the streamer's controls; the LIVE badges of the wave's streams are in the
  // panel behind the dialog, so the assertions look inside the dialog).
  const center = page.getByRole('dialog', { name: 'Media Center' });
  await page.getByRole('tab', { name: 'Live Stream' }).click();
  await center.getByRole('button', { name: 'Start Stream' }).click();
  await expectToast(page, 'Stream Started', 'You are now broadcasting live!');
  await expect(center.getByText('LIVE', { exact: true })).toBeVisible();
  await expect(center.getByText('0 viewers')).toBeVisible();
  // The player's own entries in the wave's lists, which say "You" (found by CSS: the lists are
  // behind the dialog, out of the accessibility tree; other tests may stream in this wave too).
  const ownStreamEntries = page
    .locator('ul[aria-label="Live now"] > li, ul[aria-label="Live streams in this wave"] > li')
    .filter({ has: page.getByText('You', { exact: true }) });
  await expect(ownStreamEntries).toHaveCount(2);
  await center.getByRole('button', { name: 'Stop Stream' }).click();
  await expectToast(page, 'Stream Ended', 'Live broadcast has been stopped.');
  await expect(center.getByText('LIVE', { exact: true })).toBeHidden();
  // The stream's entries in the wave's lists (the panel's and the chat's) go too, once the end
  // reaches the page (other tests may stream in this wave meanwhile: only this player's count).
  await expect(ownStreamEntries).toHaveCount(0);
});
