import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectToast,
  PASSWORD,
  recordIn,
  register,
  test,
  uniqueName,
} from './helpers';

// Fairness you can see: 20 rounds, then the luck report's figures against the API's;
// a round verified from the history after a rotation, its seed checked against the public log;
// the full rankings paged with the player's own row pinned.

interface Figures {
  rounds: number;
  wagered: number;
  returned: number;
  net: number;
  actualReturn: number | null;
  expectedReturn: number | null;
  expectedNet: number;
  deviations: number | null;
  verdict: string;
}

// The report's formatting (features/luck/luck-format.ts), written again so a mistake shows.
const percent = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(2)}%`);
const coins = (n: number, signed = false) => {
  const whole = Math.round(n);
  const text = Math.abs(whole).toLocaleString('en-US');
  return whole < 0 ? `−${text}` : signed && whole > 0 ? `+${text}` : text;
};
const sigmas = (z: number | null) => {
  if (z === null) return '—';
  const text = Math.abs(z).toFixed(2);
  return Number(text) === 0 ? '0.00σ' : `${z > 0 ? '+' : '−'}${text}σ`;
};

/** The figures shown under `prefix` equal the API's. */
async function expectFigures(page: Page, prefix: string, f: Figures): Promise<void> {
  await expect(page.getByTestId(`${prefix}-rounds`)).toHaveText(f.rounds.toLocaleString('en-US'));
  await expect(page.getByTestId(`${prefix}-wagered`)).toHaveText(coins(f.wagered));
  await expect(page.getByTestId(`${prefix}-returned`)).toHaveText(coins(f.returned));
  await expect(page.getByTestId(`${prefix}-net`)).toHaveText(coins(f.net, true));
  await expect(page.getByTestId(`${prefix}-actual`)).toHaveText(percent(f.actualReturn));
  await expect(page.getByTestId(`${prefix}-expected`)).toHaveText(percent(f.expectedReturn));
  await expect(page.getByTestId(`${prefix}-expected-net`)).toHaveText(coins(f.expectedNet, true));
  await expect(page.getByTestId(`${prefix}-deviations`)).toHaveText(sigmas(f.deviations));
}

/** A same-origin POST with the page's session, as the app sends it. */
function post(request: APIRequestContext, base: string, path: string, data: unknown) {
  return request.post(path, { data, headers: { origin: base } });
}

test('20 rounds: the luck report agrees with the API, and a round verifies from history', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await register(page, uniqueName('luck'));
  // Twenty roulette spins of three bets each, straight through the API with the page's session.
  const table = await (
    await post(page.request, baseURL!, '/api/games', { kind: 'roulette' })
  ).json();
  for (let i = 0; i < 20; i++) {
    const spun = await post(page.request, baseURL!, `/api/games/${table.id}/roulette/spin`, {
      bets: [
        { type: 'red', amount: 25 },
        { type: 'straight', numbers: [(i * 7) % 37], amount: 25 },
        { type: 'dozen', index: 1 + (i % 3), amount: 50 },
      ],
    });
    expect(spun.status(), await spun.text()).toBe(200);
  }

  // Your Stats leads to the report.
  await page.getByRole('link', { name: 'Your luck report' }).click();
  await expect(page.getByRole('heading', { name: 'Your Luck Report' })).toBeVisible();
  const report = (await (await page.request.get('/api/me/luck')).json()) as {
    total: Figures;
    games: Array<{ game: string; figures: Figures; model: string }>;
  };
  expect(report.total.rounds).toBe(20);
  expect(report.total.wagered).toBe(2000);
  await expect(page.getByTestId('luck-verdict')).toHaveText(report.total.verdict);
  await expectFigures(page, 'luck-total', report.total);
  const roulette = report.games.find((g) => g.game === 'roulette')!;
  await expectFigures(page, 'luck-roulette', roulette.figures);
  // Every bet of a spin loses 1/37 of its stake on average: 2,000 staked, −54 expected.
  expect(roulette.figures.expectedNet).toBeCloseTo(-2000 / 37, 6);
  const card = page.getByTestId('luck-game-roulette');
  await expect(card).toContainText(roulette.figures.verdict);
  await expect(card).toContainText(roulette.model);
  await expect(page.getByTestId('luck-game-poker')).toContainText('simulated');
  await expect(page.getByTestId('luck-chart-summary')).toContainText(
    `Over your 20 rounds, your net result is ${coins(report.total.net, true)} coins`,
  );
  await expect(page.getByRole('img', { name: /Net result against expectation/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The history: twenty rows, filtered by game; a round cannot be verified before a rotation.
  await page.getByRole('main').getByRole('link', { name: 'round history' }).click();
  await expect(page.getByRole('heading', { name: 'Round History' })).toBeVisible();
  const rows = page.getByTestId('round');
  await expect(rows).toHaveCount(20);
  await page.getByRole('combobox', { name: 'Game' }).selectOption('slots');
  await expect(page.getByText('No rounds match these filters.')).toBeVisible();
  await expect(page).toHaveURL(/\?game=slots$/);
  await page.getByRole('combobox', { name: 'Game' }).selectOption('roulette');
  await expect(rows).toHaveCount(20);
  await rows
    .first()
    .getByRole('button', { name: /^Round ?#19\W*Roulette/ })
    .click();
  await expect(page.getByRole('button', { name: 'Verify round 19' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Rotating reveals the seed; the public log has it, and the browser checks it against the chain.
  await page.getByRole('main').getByRole('link', { name: 'Provably Fair' }).click();
  await expect(page.getByRole('heading', { name: 'Provably Fair' })).toBeVisible();
  await expect(page.getByTestId('chain-head')).toContainText('Chain head: entry #');
  await expect(page.getByTestId('par-sheet-slots')).toContainText('Return to player');
  await page.getByRole('button', { name: 'Rotate server seed' }).click();
  await expectToast(page, 'Server seed rotated');
  const seedField = page.getByLabel('Check a revealed server seed against the log');
  await expect(seedField).toHaveValue(/^[0-9a-f]{64}$/);
  await page.getByRole('button', { name: 'Check seed' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Committed in entry #' })).toContainText(
    '(your seed)',
  );
  await expect(page.getByText(/the \d+ entries shown hash and link correctly/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'open your round history' }).click();
  await page.getByRole('button', { name: /^Round ?#19\W*Roulette/ }).click();
  await page.getByRole('button', { name: 'Verify round 19' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Verified' })).toContainText(
    'the replay gives the same result',
  );
});

test("the full rankings page through every player, the player's own row pinned", async ({
  page,
  baseURL,
  browser,
  playwright,
}) => {
  test.slow();
  // Eleven players join the wave first, with no rounds (0 coins each); then the viewer joins,
  // last among those at 0, so at least 11 rank above them: their row is on page 2 or later.
  for (let i = 0; i < 11; i++) {
    const api = await playwright.request.newContext({ baseURL });
    const username = uniqueName('rank');
    const user = await (
      await post(api, baseURL!, '/api/auth/register', {
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
      })
    ).json();
    expect((await post(api, baseURL!, '/api/waves/join', { userId: user.id })).status()).toBe(200);
    await api.dispose();
  }
  const name = uniqueName('viewer');
  await register(page, name);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Leaderboard' })
    .click();
  await expect(page.getByRole('heading', { name: 'Full Rankings' })).toBeVisible();

  const pinned = page.getByRole('list', { name: 'Your position' });
  await expect(pinned).toContainText(`${name} (you)`);
  // Other tests' players play in this wave meanwhile, and the rankings are read again on each
  // wave_update: a rank or the total may move at any moment. So each check compares what one
  // answer shows (the standing line with its list and pages), again until a quiet moment.
  const standing = page.getByText(/^You are #\d+ of \d+\.$/);
  const withStanding = (check: (rank: number, total: number) => Promise<void>) =>
    expect(async () => {
      const [rank, total] = (await standing.textContent())!
        .match(/#(\d+) of (\d+)/)!
        .slice(1)
        .map(Number) as [number, number];
      await check(rank, total);
    }).toPass({ timeout: 20_000 });
  const quick = { timeout: 1_000 };
  const list = page.getByRole('list', { name: 'All wave rankings' });
  const marked = list.locator('li[aria-current="true"]');
  await withStanding(async (rank, total) => {
    // The eleven who joined first never play: whatever others do, they stay above.
    expect(rank).toBeGreaterThan(10);
    expect(total).toBeGreaterThanOrEqual(12);
    await expect(pinned).toContainText(`Rank ${rank}`, quick);
    await expect(page.getByText(`Ranks 1–10 of ${total}`)).toBeVisible(quick);
  });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(marked).toHaveCount(0);

  // Next page: ranks 11-20.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Ranks 11–/)).toBeVisible();
  await expect(list.getByRole('listitem').first()).toContainText('Rank 11');

  // The player's own page marks their row in the list, as the API ranks it, and unpins it; while
  // it is on another page it stays pinned, with a way there.
  const yours = page.getByRole('button', { name: 'Go to your page' });
  await withStanding(async (rank) => {
    if (await yours.isVisible()) {
      await expect(pinned).toContainText(`${name} (you)`, quick);
      await yours.click();
    }
    await expect(marked).toContainText(`${name} (you)`, quick);
    await expect(marked).toContainText(`Rank ${rank}`, quick);
    await expect(pinned).toHaveCount(0, quick);
    await expect(yours).toHaveCount(0, quick);
  });
  // Back to the top, a page at a time: pinned again.
  const previous = page.getByRole('button', { name: 'Previous' });
  const pageRange = page.getByText(/^Ranks \d+–/);
  for (let pages = 0; pages < 50 && (await previous.isEnabled()); pages++) {
    const first = Number((await pageRange.textContent())!.match(/^Ranks (\d+)/)![1]);
    await previous.click();
    await expect(page.getByText(new RegExp(`^Ranks ${first - 10}–`))).toBeVisible();
  }
  await expect(previous).toBeDisabled();
  await expect(pinned).toContainText(`${name} (you)`);
  // The page agrees with a fresh read of the API.
  const wave = await (await page.request.get('/api/waves/current')).json();
  await withStanding(async (rank, total) => {
    const api = await (
      await page.request.get(`/api/waves/${wave.id}/rankings?limit=10&offset=0`)
    ).json();
    expect(api.you.rank).toBe(rank);
    expect(api.total).toBe(total);
  });
  await expectNoSeriousA11yViolations(page);

  // 'N playing': another player opens Slots, and the viewer's tile counts them.
  await page.getByRole('button', { name: 'Back to games' }).click();
  const other = await browser.newContext();
  await recordIn(other);
  const otherPage = await other.newPage();
  await register(otherPage, uniqueName('player'));
  await otherPage.getByRole('button', { name: /Spin to Win!/ }).click();
  await expect(otherPage.getByTestId('slots-bet')).toBeVisible();
  await expect(page.getByTestId('playing-slots')).toHaveText(/^[1-9][\d,]* playing$/);
  const live = await (await page.request.get('/api/waves/current')).json();
  expect(live.playing.slots).toBeGreaterThanOrEqual(1);
  await other.close();
});
