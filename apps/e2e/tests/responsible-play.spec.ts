import { expect, type Page, type Response } from '@playwright/test';
import { expectToast, register, test, uniqueName } from './helpers';

// Responsible play through the UI: a loss limit refusing a bet at the table, the reality
// check (the browser's clock moved with Playwright's clock; the server's session starts with a real
// round), and a cool-off with its countdown on a table.

const isCall = (path: string, method: string) => (r: Response) =>
  r.url().endsWith(path) && r.request().method() === method;

/** Opens the settings screen from the header's account menu. */
async function openSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Responsible play' })).toBeVisible();
}

/** Saves the limits form as filled and waits for the server's answer. */
async function saveLimits(page: Page): Promise<void> {
  const saved = page.waitForResponse(isCall('/api/me/limits', 'PUT'));
  await page.getByRole('button', { name: 'Save limits' }).click();
  expect((await saved).status()).toBe(200);
  await expectToast(page, 'Limits saved');
}

/** Back to the main screen, with the slots table open. */
async function openSlots(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Back to Coinwave' }).click();
  await page.getByRole('button', { name: /Spin to Win!/ }).click();
  await expect(page.getByTestId('slots-bet')).toHaveText('Bet 50');
}

interface SpinReply {
  bonusTriggered?: boolean;
  bonus?: { phase: string } | null;
}

/** One spin of 50 played to its end (a balloon bonus popped out); returns the spin's status. */
async function spinOnce(page: Page): Promise<number> {
  const answered = page.waitForResponse(isCall('/slots/spin', 'POST'));
  await page.getByRole('button', { name: 'Spin', exact: true }).click();
  const response = await answered;
  if (response.status() !== 200) return response.status();
  let reply = (await response.json()) as SpinReply;
  await expect(page.getByTestId('reels')).toHaveAttribute('data-state', 'stopped');
  if (reply.bonusTriggered) {
    const bonus = page.getByTestId('balloon-bonus');
    while (reply.bonus?.phase !== 'finished') {
      const pop = page.waitForResponse(isCall('/slots/bonus/pop', 'POST'));
      await bonus
        .getByRole('button', { name: /^Pop balloon/ })
        .first()
        .click();
      reply = (await (await pop).json()) as SpinReply;
    }
  }
  await expect(page.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
  return 200;
}

test('a daily loss limit refuses the bet that would pass it, and the table says why', async ({
  page,
}) => {
  await register(page, uniqueName('limit'));
  await openSettings(page);
  await expect(page.getByText(/Days run from midnight UTC/)).toBeVisible();
  await page.getByLabel('Daily loss limit').fill('40');
  await saveLimits(page);
  await expect(page.getByLabel('Daily loss limit')).toHaveValue('40');

  await openSlots(page);
  // The table's bet of 50 would pass the 40-coin limit by itself, whatever the reels do. (Losses
  // adding up to the limit are the API's loss-limits tests: here they would wait on the reels'
  // luck, and an early big win put the refusal past any fixed number of spins.)
  expect(await spinOnce(page)).toBe(403);
  await expectToast(page, 'Daily loss limit reached');
  const notice = page.getByTestId('limit-refusal');
  await expect(notice).toContainText(
    "Daily loss limit reached: this bet would take today's losses past your 40-coin limit.",
  );
  await expect(notice).toContainText('You can bet again from');
});

test('the reality check comes after 15 minutes of play, once, and offers a break', async ({
  page,
}) => {
  test.slow();
  await page.clock.install();
  await register(page, uniqueName('reality'));
  await openSettings(page);
  await page.getByLabel('Reality check').selectOption('15');
  await saveLimits(page);

  await openSlots(page);
  // The round starts the server's play session; the page reads it once the balance moves.
  const session = page.waitForResponse(
    async (r) =>
      isCall('/api/me/play-session', 'GET')(r) &&
      ((await r.json()) as { session: unknown }).session !== null,
  );
  expect(await spinOnce(page)).toBe(200);
  await session;

  await page.clock.fastForward('15:00');
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toContainText(/You have been playing for 1[56] minutes/);
  await expect(check.getByTestId('reality-check-net')).toBeVisible();
  const answered = page.waitForResponse(isCall('/api/me/reality-check', 'POST'));
  await check.getByRole('button', { name: 'Keep playing' }).click();
  expect((await answered).status()).toBe(200);
  await expect(check).toBeHidden();

  // Nothing more in the next 14 minutes; the next check at 30.
  await page.clock.fastForward('14:00');
  await expect(check).toBeHidden();
  await page.clock.fastForward('01:00');
  await expect(check).toContainText(/You have been playing for 3[01] minutes/);
  await check.getByRole('button', { name: 'Take a break' }).click();
  const chooser = page.getByRole('dialog', { name: 'Take a break' });
  await expect(chooser.getByRole('radio', { name: /24 hours/ })).toBeVisible();
  await chooser.getByRole('button', { name: 'Cancel' }).click();
  await expect(chooser).toBeHidden();
  await expect(check).toBeHidden();
});

test('a cool-off, confirmed as final, puts a countdown on every table and refuses bets', async ({
  page,
}) => {
  test.slow();
  await register(page, uniqueName('cooloff'));
  await openSettings(page);
  await page.getByRole('button', { name: 'Take a break…' }).click();
  const chooser = page.getByRole('dialog', { name: 'Take a break' });
  await chooser.getByRole('radio', { name: /24 hours/ }).check();
  await chooser.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start a 24-hour cool-off?' });
  await expect(confirm).toContainText(
    'This cannot be undone: once it starts, it cannot be ended or shortened.',
  );
  const started = page.waitForResponse(isCall('/api/me/cool-off', 'POST'));
  await confirm.getByRole('button', { name: 'Start my cool-off' }).click();
  expect((await started).status()).toBe(200);
  await expectToast(page, 'Cool-off started');
  await expect(page.getByTestId('restriction-countdown')).toHaveText(/^23:5\d:\d\d$/);

  await page.getByRole('link', { name: 'Back to Coinwave' }).click();
  await expect(page.getByTestId('page-restriction')).toContainText('Cool-off until');
  for (const [tile, table] of [
    [/Deal Me In!/, 'blackjack-table'],
    [/Spin to Win!/, 'slots-table'],
  ] as const) {
    await page.getByRole('button', { name: tile }).click();
    await expect(page.getByTestId(table)).toBeVisible();
    await expect(page.getByTestId('table-restriction')).toContainText('Cool-off until');
    await expect(page.getByTestId('restriction-countdown')).toHaveText(/^23:5\d:\d\d$/);
    await page.getByRole('button', { name: 'Leave Game' }).click();
  }
  await page.getByRole('button', { name: /Spin to Win!/ }).click();
  const refused = page.waitForResponse(isCall('/slots/spin', 'POST'));
  await page.getByRole('button', { name: 'Spin', exact: true }).click();
  expect((await refused).status()).toBe(403);
  await expectToast(page, 'No new rounds or bets: you are on a cool-off until');
});
