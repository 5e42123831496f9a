import { expect, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectToast,
  recordIn,
  register,
  test,
  uniqueName,
} from './helpers';

// A player goes live with Chromium's fake camera, another player of the same wave
// watches it peer to peer (signaling over /ws), both see the viewer count, and the end reaches
// the viewer.

/** The player's video: its size and how far it has played. */
function videoState(page: Page) {
  return page.getByTestId('live-video').evaluate((el) => {
    const video = el as HTMLVideoElement;
    return { width: video.videoWidth, time: video.currentTime };
  });
}

test('A goes live, B in the same wave watches it, both see one viewer, A ends', async ({
  browser,
}) => {
  // Two players, real peers and three accessibility scans: more than one page's usual minute.
  test.slow();
  const [ctxA, ctxB] = await Promise.all([browser.newContext(), browser.newContext()]);
  await Promise.all([recordIn(ctxA), recordIn(ctxB)]);
  const [a, b] = await Promise.all([ctxA.newPage(), ctxB.newPage()]);
  const nameA = uniqueName('streamer');
  await register(a, nameA);
  await register(b, uniqueName('viewer'));

  // A: Go live opens the Live Stream tab; the camera is the default source.
  await a.getByRole('button', { name: 'Go live' }).click();
  const center = a.getByRole('dialog', { name: 'Media Center' });
  await expect(center.getByRole('radio', { name: 'Camera' })).toBeChecked();
  await center.getByRole('button', { name: 'Start Stream' }).click();
  await expectToast(a, 'Stream Started', 'You are now broadcasting live!');
  await expect(center.getByText('LIVE', { exact: true })).toBeVisible();
  await expect(center.getByTestId('streamer-viewers')).toHaveText('0 viewers');

  // B sees the LIVE badge with A's name in the Media Share panel, and a line in the wave chat;
  // both are still there after a reload.
  // (Other tests may stream in this wave at the same time: only A's entries are looked at.)
  const liveNow = b.getByRole('list', { name: 'Live now' });
  const entryOfA = liveNow.getByRole('listitem').filter({ hasText: nameA });
  await expect(entryOfA).toBeVisible();
  await expect(entryOfA.getByText('LIVE', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(b);
  const chatLine = b.getByRole('list', { name: 'Live streams in this wave' });
  await expect(chatLine).toContainText(`${nameA} is live now`);
  await b.reload();
  await expect(entryOfA).toBeVisible();

  // B opens it: the picture plays (it has a size, and time moves on).
  await liveNow.getByRole('button', { name: `Watch ${nameA}'s live stream` }).click();
  const player = b.getByRole('dialog', { name: `${nameA}'s live stream` });
  await expect
    .poll(async () => (await videoState(b)).width, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const { time } = await videoState(b);
  await expect
    .poll(async () => (await videoState(b)).time, { timeout: 15_000 })
    .toBeGreaterThan(time);
  await expect(player.getByRole('button', { name: /^(Mute|Unmute)$/ })).toBeEnabled();

  // The viewer count is 1 for both.
  await expect(center.getByTestId('streamer-viewers')).toHaveText('1 viewer');
  await expect(player.getByTestId('viewer-viewers')).toHaveText('1 viewer');
  // (The panel's list is behind the dialog, out of the accessibility tree: found by its test id.)
  await expect(b.getByTestId('live-watching')).toHaveText('1 watching');
  await expectNoSeriousA11yViolations(a);
  await expectNoSeriousA11yViolations(b);

  // A ends the stream: B's player says so, and the badge leaves B's list.
  await center.getByRole('button', { name: 'Stop Stream' }).click();
  await expectToast(a, 'Stream Ended', 'Live broadcast has been stopped.');
  await expect(center.getByText('LIVE', { exact: true })).toBeHidden();
  await expect(player.getByRole('status')).toHaveText('Stream ended');
  await player.getByRole('button', { name: 'Close' }).click();
  await expect(player).toBeHidden();
  await expect(entryOfA).toHaveCount(0);
  await expect(chatLine.getByRole('listitem').filter({ hasText: nameA })).toHaveCount(0);

  await Promise.all([ctxA.close(), ctxB.close()]);
});
