import { expect, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectToast,
  recordIn,
  register,
  test,
  uniqueName,
} from './helpers';

/** A 64x64 PNG (a two-colour checkerboard), small enough to keep in the test. */
const PNG_64 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAZ0lEQVR42u3ZsQkAIAwEwOziJu7sCBYOZO8MCQiCB18/ufJJtLFS2bOncrs/AAAAAAAAAAAAAADKgNcOyvYDAAAAAAAAAAAAANQBFhkAAAAAAAAAAACA/4BFBgAAAAAAAAAAAPAd4AB3GumlWX4tdgAAAABJRU5ErkJggg==',
  'base64',
);

/** The current wave's number, as the wave panel shows it ('Wave #3'). */
async function currentWaveNumber(page: Page): Promise<string> {
  const label = page.getByRole('region', { name: 'Current Wave Status' }).getByText(/^Wave #\d+$/);
  await expect(label).toBeVisible();
  return ((await label.textContent()) ?? '').replace('Wave #', '');
}

/** The heading a place opens on: shown, and holding keyboard focus. */
async function expectArrivedAt(page: Page, heading: string | RegExp): Promise<void> {
  const target = page.getByRole('heading', { name: heading, exact: true });
  await expect(target).toBeVisible();
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('at 1440 px each header button lands on its place, and Escape or Back returns', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await recordIn(context);
  const page = await context.newPage();
  const name = uniqueName('nav');
  await register(page, name);
  const wave = await currentWaveNumber(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();

  // Waves: the current wave with its figures, then the past waves.
  await nav.getByRole('button', { name: 'Waves' }).click();
  await expectArrivedAt(page, 'Waves');
  await expect(nav.getByRole('button', { name: 'Waves' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/#waves$/);
  const waves = page.getByRole('region', { name: 'Waves', exact: true });
  await expect(waves.getByRole('heading', { name: `Wave #${wave}`, exact: true })).toBeVisible();
  await expect(waves.getByText('Surfers')).toBeVisible();
  await expect(waves.getByRole('heading', { name: 'Past waves' })).toBeVisible();
  // The game area waits off-screen, with chat and the leaders still beside the place.
  await expect(page.getByRole('heading', { name: 'Wave Leaders' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Escape returns to the game area, focus on its heading.
  await page.keyboard.press('Escape');
  await expectArrivedAt(page, 'Current Wave Status');
  await expect(page).not.toHaveURL(/#/);

  // Leaderboard: every player of the wave, a page at a time, the player's own row pinned above.
  await nav.getByRole('button', { name: 'Leaderboard' }).click();
  await expectArrivedAt(page, 'Full Rankings');
  await expect(page.getByRole('list', { name: 'All wave rankings' })).toBeVisible();
  // The player's row: in the list when on the page shown, else pinned above it.
  const rankings = page.getByRole('region', { name: 'Full Rankings' });
  await expect(rankings.locator('li[aria-current="true"]')).toContainText(`${name} (you)`);
  await expectNoSeriousA11yViolations(page);

  // The browser's Back returns to the game area too.
  await page.goBack();
  await expectArrivedAt(page, 'Current Wave Status');
  await expect(page.getByRole('heading', { name: 'Full Rankings' })).toHaveCount(0);

  // Community: the chat column's heading.
  await nav.getByRole('button', { name: 'Community' }).click();
  // The chat heading carries the online count: 'Wave Chat 1 online'.
  await expectArrivedAt(page, /^Wave Chat/);
  await expect(page.getByRole('textbox', { name: 'Wave chat message' })).toBeVisible();

  // Games: back to the game area; the Back to games button does the same from a place.
  await nav.getByRole('button', { name: 'Games' }).click();
  await expectArrivedAt(page, 'Current Wave Status');
  await expect(page.getByText('Spin to Win!')).toBeVisible();
  await nav.getByRole('button', { name: 'Waves' }).click();
  await expectArrivedAt(page, 'Waves');
  await page.getByRole('button', { name: 'Back to games' }).click();
  await expectArrivedAt(page, 'Current Wave Status');
  await context.close();
});

test('at 320 px the tab bar reaches the four places and nothing overflows sideways', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  await recordIn(context);
  const page = await context.newPage();
  await register(page, uniqueName('tabs'));
  const wave = await currentWaveNumber(page);
  const sections = page.getByRole('navigation', { name: 'Sections' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expectNoSidewaysScroll(page);

  await sections.getByRole('button', { name: 'Waves' }).click();
  await expectArrivedAt(page, 'Waves');
  await expect(
    page
      .getByRole('region', { name: 'Waves', exact: true })
      .getByRole('heading', { name: `Wave #${wave}`, exact: true }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await sections.getByRole('button', { name: 'Community' }).click();
  await expectArrivedAt(page, /^Wave Chat/);
  await expect(page.getByRole('textbox', { name: 'Wave chat message' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Leaderboard holds the full rankings, Your Stats and Recent Achievements on a phone.
  await sections.getByRole('button', { name: 'Leaderboard' }).click();
  await expectArrivedAt(page, 'Full Rankings');
  await expect(page.getByRole('list', { name: 'All wave rankings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Stats' })).toBeVisible();
  await expect(page.getByText('net of stakes')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Achievements' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await sections.getByRole('button', { name: 'Games' }).click();
  await expectArrivedAt(page, 'Current Wave Status');
  await expect(page.getByText('Spin to Win!')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await context.close();
});

test('/?play=slots opens the table without taking keyboard focus: a page load arrives nowhere', async ({
  page,
}) => {
  await register(page, uniqueName('play'));
  await page.goto('/?play=slots');
  // The table shows after the server opened the game, which follows the URL losing `?play=`.
  await expect(page.getByRole('button', { name: 'Spin', exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/play=/);
  await expect(page.getByRole('heading', { name: 'Current Wave Status' })).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});

test("the table's 'Provably fair' link and the browser's Back return to the open table", async ({
  page,
}) => {
  await register(page, uniqueName('back'));
  await page.getByRole('button', { name: /Spin to Win!/ }).click();
  const spin = page.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeVisible();
  const gameTitle = page.getByRole('heading', { name: /^Slots\s*, game / });
  const game = await gameTitle.textContent();

  await page.getByRole('link', { name: 'Provably fair', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Provably Fair' })).toBeVisible();
  await page.goBack();
  // The same game's table, not the tiles.
  await expect(spin).toBeVisible();
  await expect(gameTitle).toHaveText(game ?? '');

  // Left, it stays closed on the way back.
  await page.getByRole('button', { name: 'Leave Game' }).click();
  await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Provably Fair' }).click();
  await expect(page.getByRole('heading', { name: 'Provably Fair' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
  await expect(spin).toBeHidden();
});

test('an avatar uploaded from the avatar menu shows in the header and on the leaderboard', async ({
  page,
}) => {
  const name = uniqueName('pic');
  await register(page, name);
  const menu = page.getByRole('button', { name: `Account menu for ${name}` });
  await expect(menu.locator('img')).toHaveCount(0);
  await menu.click();
  await page.getByRole('button', { name: 'Change avatar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change avatar' });
  const picker = dialog.getByLabel(/Choose (an|another) image/);

  // The browser checks the type and the size before sending anything.
  await picker.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Choose a JPG, PNG or GIF image: notes.txt is not one.',
  );
  await picker.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(6 * 1024 * 1024),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'That image is 6.0 MB: avatars are up to 5 MB.',
  );
  await expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();

  // A PNG-named file that is no image passes the browser's check; the server's words are shown.
  await picker.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('no'),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('An avatar must be a JPG, PNG or GIF image');

  // A real 64x64 PNG: previewed, uploaded, then in the header (resized by the server).
  await picker.setInputFiles({ name: 'checks.png', mimeType: 'image/png', buffer: PNG_64 });
  await expect(dialog.getByRole('img', { name: 'Preview of your new avatar' })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expectToast(page, 'Avatar updated');
  await expect(dialog).toBeHidden();
  const headerImage = menu.locator('img');
  await expect(headerImage).toHaveAttribute('src', /\.webp$/);
  await expect
    .poll(() => headerImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(128);

  // The player's own row in the full rankings shows it too, and it stays after a reload.
  const src = await headerImage.getAttribute('src');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Leaderboard' })
    .click();
  const mine = page
    .getByRole('region', { name: 'Full Rankings' })
    .locator('li[aria-current="true"]');
  await expect(mine.locator('img')).toHaveAttribute('src', src!);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Full Rankings' })).toBeVisible();
  await expect(menu.locator('img')).toHaveAttribute('src', src!);

  // Remove brings the initials back.
  await menu.click();
  await page.getByRole('button', { name: 'Change avatar' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  // (Its toast is not awaited: the toast log starts afresh with the reload above.)
  await expect(dialog).toBeHidden();
  await expect(menu.locator('img')).toHaveCount(0);
  await expect(menu).toContainText(name.slice(0, 2).toUpperCase());
});
