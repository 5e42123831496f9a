import { expect, type Page } from '@playwright/test';
import { expectToast, register, test, uniqueName } from './helpers';

/** The page's window, with the bytes its recorders delivered (below). */
type Counted = { __recordedBytes: number };

/**
 * Counts, in the page, the bytes every MediaRecorder has delivered: the screen's encoder may not
 * deliver anything for seconds on a busy machine, and a recording stopped before it has is empty.
 */
function countRecordedBytes(): void {
  const counted = window as unknown as Counted;
  counted.__recordedBytes = 0;
  window.MediaRecorder = class extends window.MediaRecorder {
    constructor(...args: ConstructorParameters<typeof MediaRecorder>) {
      super(...args);
      this.addEventListener('dataavailable', (event) => {
        counted.__recordedBytes += event.data.size;
      });
    }
  };
}

const recordedBytes = (page: Page) =>
  page.evaluate(() => (window as unknown as Counted).__recordedBytes);

test('record the screen into the gallery, and go live and off again', async ({ page }) => {
  await page.addInitScript(countRecordedBytes);
  await register(page, uniqueName('media'));

  await page.getByRole('button', { name: 'Record' }).click();
  await expectToast(page, 'Recording Started', 'Screen recording is now active.');
  // Two seconds of footage on the timer, and footage the recorder has delivered.
  const timer = page.getByTestId('recording-timer');
  await expect
    .poll(async () => {
      const [minutes, seconds] = (await timer.innerText()).split(':').map(Number);
      return minutes! * 60 + seconds!;
    })
    .toBeGreaterThanOrEqual(2);
  await expect
    .poll(() => recordedBytes(page), { message: 'footage the recorder delivered', timeout: 30_000 })
    .toBeGreaterThan(0);
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
