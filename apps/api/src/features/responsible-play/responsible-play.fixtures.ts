import { routes, type GameKind, type ServerMessage } from '@coinwave/api-contract';
import { roundRng } from '@coinwave/game-core';
import { spinPocket } from '@coinwave/roulette-engine';
import { signUp } from '../../test/api';
import type { TestApp } from '../../test/harness';
import type { FixedSeeds } from '../../test/rounds';
import { Player } from '../../test/rounds';

// Shared by the responsible-play tests: players whose roulette spins lose (or win) as the test
// needs, so every loss and every limit is known to the coin.

/** The number the tests bet on (a straight-up bet: 36 coins back per coin when it comes up). */
export const LUCKY = 17;

/** A client seed whose spins at nonces `from`, `from + 1`, ... land on LUCKY exactly as `hits` says. */
export function rouletteSeed(serverSeed: string, from: number, hits: boolean[]): string {
  for (let i = 0; ; i++) {
    const candidate = `rp-${i}`;
    if (
      hits.every(
        (hit, k) =>
          (spinPocket(roundRng(serverSeed, candidate, from + k)).number === LUCKY) === hit,
      )
    )
      return candidate;
  }
}

/** A signed-up player with a table of `kind`, on a test app with fixed seeds. */
export async function seatedPlayer(t: TestApp, seeds: FixedSeeds, kind: GameKind = 'roulette') {
  const p = new Player(t.app, await signUp(t.app), { strings: () => seeds.secret() });
  const gameId = await p.openGame(kind);
  return { p, gameId };
}

/** Sets the client seed so the next spins land on LUCKY exactly as `hits` says. */
export async function arrangeSpins(p: Player, seeds: FixedSeeds, hits: boolean[]): Promise<void> {
  const fairness = await p.ok(routes.fairness);
  const clientSeed = rouletteSeed(seeds.byHash(fairness.serverSeedHash), fairness.nonce, hits);
  await p.ok(routes.setClientSeed, { body: { clientSeed } });
}

/** One straight-up roulette bet of `amount` on LUCKY. */
export const straight = (amount: number) => ({
  bets: [{ type: 'straight', numbers: [LUCKY], amount }],
});

/** A spin at the table (the raw reply: the caller asserts its status). */
export function spin(p: Player, gameId: string, amount: number) {
  return p.call(routes.rouletteSpin, { params: { gameId }, body: straight(amount) });
}

/** Every socket frame the hub sends to one user's tabs (a tab that joined no wave). */
export function tapUser(t: TestApp, userId: string) {
  const frames: ServerMessage[] = [];
  const client = {
    userId,
    waveId: null,
    send: (data: string) => frames.push(JSON.parse(data) as ServerMessage),
  };
  t.app.ctx.realtime.add(client);
  return { frames, close: () => t.app.ctx.realtime.remove(client) };
}
