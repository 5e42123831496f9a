import type { RoundRecord } from '@coinwave/api-contract';
import { hashServerSeed, roundRng } from '@coinwave/game-core';
import { resolveBets, rouletteDetail, spinPocket, type Bet } from '@coinwave/roulette-engine';
import { describe, expect, it } from 'vitest';
import { verifyInBrowser } from './verify-round';

const serverSeed = 'a-revealed-server-seed';
const bets: Bet[] = [
  { type: 'red', amount: 100 },
  { type: 'straight', numbers: [17], amount: 25 },
];

function record(): RoundRecord {
  const pocket = spinPocket(roundRng(serverSeed, 'my-seed', 7));
  const resolution = resolveBets(bets, pocket);
  return {
    id: 'r1',
    gameId: 'g1',
    waveId: 'w1',
    waveNumber: 1,
    game: 'roulette',
    status: 'finished',
    stake: resolution.totalStake,
    payout: resolution.totalWinnings,
    net: resolution.net,
    outcome: resolution.net > 0 ? 'win' : resolution.net < 0 ? 'loss' : 'push',
    nonce: 7,
    clientSeed: 'my-seed',
    serverSeedHash: hashServerSeed(serverSeed),
    serverSeed,
    createdAt: '2026-01-01T00:00:00.000Z',
    finishedAt: '2026-01-01T00:00:01.000Z',
    settledBy: 'player',
    detail: rouletteDetail(bets, pocket),
  };
}

describe('verifying a round in the browser', () => {
  it('accepts a round its revealed seed reproduces', () => {
    const verdict = verifyInBrowser(record());
    expect(verdict.status).toBe('ok');
    expect(verdict.status === 'ok' && verdict.replayed).toMatch(/^Pocket \d+, 2 bets$/);
  });

  it('rejects a tampered pocket or payout, and a seed that does not match its hash', () => {
    const r = record();
    const detail = r.detail as Extract<RoundRecord['detail'], { game: 'roulette' }>;
    const tampered = verifyInBrowser({
      ...r,
      detail: { ...detail, pocket: (detail.pocket + 1) % 37 },
    });
    expect(tampered.status).toBe('failed');
    expect(verifyInBrowser({ ...r, payout: r.payout + 1 }).status).toBe('failed');
    const wrongSeed = verifyInBrowser({ ...r, serverSeed: 'another-seed' });
    expect(wrongSeed.status === 'failed' && wrongSeed.problems.join(' ')).toMatch(
      /does not match the hash/,
    );
  });

  it('asks for a rotation while the seed is hidden', () => {
    const hidden = verifyInBrowser({ ...record(), serverSeed: null });
    expect(hidden.status === 'failed' && hidden.problems[0]).toMatch(/rotate/);
  });
});
