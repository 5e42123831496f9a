import { routes, type GameKind } from '@coinwave/api-contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../db/transaction';
import { ledgerSum, moveCoins } from '../features/ledger/ledger.service';
import { recordRoundResult } from '../features/stats/stats.service';
import { call, multipart, signUp, type Signed } from './api';
import { createTestApp, TEST_ORIGIN, type TestApp } from './harness';
import { PNG_1X1, SVG } from './media-fixtures';

type Command =
  | { kind: 'register' }
  | { kind: 'claim'; who: number }
  | { kind: 'advance'; ms: number }
  | { kind: 'chat'; who: number; content: string }
  | { kind: 'upload'; who: number; good: boolean }
  | { kind: 'game'; who: number; game: GameKind }
  | { kind: 'round'; who: number; stake: number; payout: number; game: GameKind }
  | { kind: 'join'; who: number }
  | { kind: 'newWave'; who: number };

const who = fc.nat({ max: 50 });
const game = fc.constantFrom<GameKind>('slots', 'blackjack', 'poker', 'roulette');
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.constant({ kind: 'register' as const }),
  fc.record({ kind: fc.constant('claim' as const), who }),
  fc.record({
    kind: fc.constant('advance' as const),
    ms: fc.integer({ min: 0, max: 3 * 3600_000 }),
  }),
  fc.record({ kind: fc.constant('chat' as const), who, content: fc.string({ maxLength: 20 }) }),
  fc.record({ kind: fc.constant('upload' as const), who, good: fc.boolean() }),
  fc.record({ kind: fc.constant('game' as const), who, game }),
  fc.record({
    kind: fc.constant('round' as const),
    who,
    stake: fc.integer({ min: 1, max: 4000 }),
    payout: fc.integer({ min: 0, max: 9000 }),
    game,
  }),
  fc.record({ kind: fc.constant('join' as const), who }),
  fc.record({ kind: fc.constant('newWave' as const), who }),
);

describe('coins never drift', () => {
  let t: TestApp;
  const users: Signed[] = [];
  let roundCounter = 0;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        rateRules: {
          chatPerUser: { limit: 1000, windowMs: 1000 },
          uploadsPerUser: { limit: 1000, windowMs: 1000 },
        },
      },
    );
    users.push(await signUp(t.app));
  });
  afterAll(() => t.close());

  async function run(c: Command): Promise<void> {
    const u = users[('who' in c ? c.who : 0) % users.length]!;
    switch (c.kind) {
      case 'register':
        users.push(await signUp(t.app));
        return;
      case 'claim':
        await call(t.app, routes.claimCoins, { cookie: u.cookie, params: { id: u.user.id } });
        return;
      case 'advance':
        t.clock.advance(c.ms);
        return;
      case 'chat': {
        const wave = (await call(t.app, routes.currentWave, { cookie: u.cookie })).json();
        await call(t.app, routes.sendMessage, {
          cookie: u.cookie,
          body: { senderId: u.user.id, content: c.content, waveId: wave.id },
        });
        return;
      }
      case 'upload': {
        const { payload, headers } = multipart(
          { type: 'image' },
          { name: 'x.png', data: c.good ? PNG_1X1 : SVG },
        );
        await t.app.inject({
          method: 'POST',
          url: routes.upload.path,
          payload,
          headers: { ...headers, cookie: u.cookie, origin: TEST_ORIGIN },
        });
        return;
      }
      case 'game':
        await call(t.app, routes.createGame, { cookie: u.cookie, body: { kind: c.game } });
        return;
      case 'join':
        await call(t.app, routes.joinWave, { cookie: u.cookie, body: { userId: u.user.id } });
        return;
      case 'newWave':
        await call(t.app, routes.createWave, { cookie: u.cookie });
        return;
      case 'round': {
        // What the game-rounds feature will do: debit, credit, stats, in one transaction.
        const roundId = `r${++roundCounter}`;
        const wave = (await call(t.app, routes.currentWave, { cookie: u.cookie })).json();
        await withTransaction(t.app.ctx.db, async (trx) => {
          await moveCoins(
            trx,
            {
              userId: u.user.id,
              amount: -c.stake,
              kind: 'round_debit',
              roundId,
              waveId: wave.id,
            },
            t.app.ctx.now(),
          );
          if (c.payout > 0)
            await moveCoins(
              trx,
              {
                userId: u.user.id,
                amount: c.payout,
                kind: 'round_credit',
                roundId,
                waveId: wave.id,
              },
              t.app.ctx.now(),
            );
          await recordRoundResult(
            trx,
            { userId: u.user.id, game: c.game, stake: c.stake, payout: c.payout },
            t.app.ctx.now(),
          );
        }).catch((error: { code?: string }) => {
          if (error.code !== 'UNPROCESSABLE') throw error; // not enough coins: refused, nothing changed
        });
        return;
      }
    }
  }

  it('keeps coins == Σ ledger entries >= 0 for every user after random concurrent command batches', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(command, { minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 12,
        }),
        async (batches) => {
          for (const batch of batches) await Promise.all(batch.map(run));
          const rows = await t.app.ctx.db.selectFrom('users').select(['id', 'coins']).execute();
          for (const row of rows) {
            expect(row.coins).toBeGreaterThanOrEqual(0);
            expect(await ledgerSum(t.app.ctx.db, row.id)).toBe(row.coins);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
