import { expect, type Page, type Response } from '@playwright/test';
import { register, test, uniqueName } from './helpers';

// Every round ends (DESIGN decision 15): a hand survives a reload and "Leave Game" (the tile offers
// to resume it); and one click is one request, however fast the player clicks.

const isPost = (path: string) => (r: Response) =>
  r.url().includes(path) && r.request().method() === 'POST';

interface HandReply {
  round: { id: string } | null;
  view: { phase: string };
}

/** Deals 50 until a hand is in play (a natural on either side ends it at once), returns its reply. */
async function dealHandInPlay(page: Page): Promise<HandReply> {
  for (;;) {
    await page.getByRole('radio', { name: '50', exact: true }).click();
    const dealt = page.waitForResponse(isPost('/blackjack/deal'));
    await page.getByRole('button', { name: 'Deal' }).click();
    const reply = (await (await dealt).json()) as HandReply;
    if (reply.view.phase === 'playing') return reply;
    await page.getByRole('button', { name: 'New Game' }).click();
  }
}

const playerCards = (page: Page) =>
  page
    .getByTestId('player-hand-0')
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((i) => i.querySelector('[aria-label]')?.getAttribute('aria-label')),
    );

test('a blackjack hand survives a reload and Leave Game: the tile resumes it', async ({ page }) => {
  await register(page, uniqueName('resume'));
  await page.getByRole('button', { name: /Deal Me In!/ }).click();
  const dealt = await dealHandInPlay(page);
  await expect(page.getByRole('group', { name: 'Your move' })).toBeVisible();
  const cards = await playerCards(page);
  expect(cards.length).toBe(2);

  // Reload: the tiles come back, and the blackjack tile offers the hand.
  await page.reload();
  const tile = page.getByRole('button', { name: /Blackjack/ });
  await expect(tile).toContainText('Resume hand');
  const reopened = page.waitForResponse(
    (r) => r.url().includes('/blackjack') && r.request().method() === 'GET',
  );
  await tile.click();
  const table = (await (await reopened).json()) as HandReply;
  expect(table.round?.id).toBe(dealt.round?.id);
  await expect(page.getByRole('group', { name: 'Your move' })).toBeVisible();
  expect(await playerCards(page)).toEqual(cards);

  // Leave Game keeps it too; finishing it gives the tile its call to action back.
  await page.getByRole('button', { name: 'Leave Game' }).click();
  await expect(tile).toContainText('Resume hand');
  await tile.click();
  await expect(page.getByRole('group', { name: 'Your move' })).toBeVisible();
  let reply = table;
  while (reply.view.phase === 'playing') {
    const acted = page.waitForResponse(isPost('/blackjack/action'));
    await page.getByRole('button', { name: 'Stand' }).click();
    reply = (await (await acted).json()) as HandReply;
  }
  await expect(page.getByRole('button', { name: 'New Game' })).toBeVisible();
  await page.getByRole('button', { name: 'Leave Game' }).click();
  await expect(tile).toContainText('Deal Me In!');
  await expect(tile).not.toContainText('Resume hand');
});

test('a double-click on Spin makes one roulette request', async ({ page }) => {
  await register(page, uniqueName('dbl'));
  await page.getByRole('button', { name: /Place Bets!/ }).click();
  await page.getByTestId('roulette-board').locator('[data-spot="red"]').click();
  const spins: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/roulette/spin') && r.method() === 'POST') spins.push(r.url());
  });
  const answered = page.waitForResponse(isPost('/roulette/spin'));
  await page.getByRole('button', { name: 'Spin', exact: true }).dblclick();
  const reply = (await (await answered).json()) as { balance: number; net: number };
  await expect(page.getByTestId('roulette-total')).toHaveText('0');
  await expect(page.getByTestId('coin-balance')).toContainText(
    (5000 + reply.net).toLocaleString('en-US'),
  );
  expect(reply.balance).toBe(5000 + reply.net);
  expect(spins).toHaveLength(1);
});
