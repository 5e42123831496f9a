import type { BlackjackReply, BlackjackView, Game } from '@coinwave/api-contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers';
import BlackjackTable from './BlackjackTable';

type C = BlackjackView['dealer']['cards'][number];
const c = (rank: C['rank'], suit: C['suit'], value: number): C => ({ rank, suit, value });
const playing = (cards: C[], total: number): BlackjackView => ({
  phase: 'playing',
  bet: 100,
  hands: [
    {
      cards,
      total,
      soft: false,
      stake: 100,
      doubled: false,
      fromSplit: false,
      done: false,
      bust: false,
      blackjack: false,
      active: true,
      result: null,
      payout: null,
    },
  ],
  activeHand: 0,
  dealer: { cards: [c('9', 'spades', 9)], hiddenCards: 1, total: 9, soft: false, blackjack: false },
  actions: ['hit', 'stand'],
  totalStake: 100,
  result: null,
  payout: null,
  net: null,
});
const reply = (view: BlackjackView, step: number): BlackjackReply => ({
  round: null,
  view,
  outcome: null,
  balance: 4900,
  step,
});

const game: Game = {
  id: 'g1',
  kind: 'blackjack',
  waveId: 'w1',
  userId: 'u1',
  createdAt: '2030-01-01T00:00:00.000Z',
};

describe('BlackjackTable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends each action with the step the server last gave and a fresh Idempotency-Key', async () => {
    const sent: Array<{ url: string; key?: string; body?: unknown }> = [];
    const answers = [
      reply(playing([c('2', 'hearts', 2), c('3', 'clubs', 3)], 5), 2),
      reply(playing([c('2', 'hearts', 2), c('3', 'clubs', 3), c('4', 'spades', 4)], 9), 3),
      reply(playing([c('2', 'hearts', 2), c('3', 'clubs', 3), c('4', 'spades', 4)], 9), 4),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        sent.push({
          url,
          key: (init.headers as Record<string, string>)['Idempotency-Key'],
          body: init.body === undefined ? undefined : JSON.parse(init.body as string),
        });
        return Promise.resolve(new Response(JSON.stringify(answers.shift())));
      }),
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <BlackjackTable game={game} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // The resumed hand is at step 2.
    const hit = await screen.findByRole('button', { name: 'Hit' });
    expect(sent[0]).toMatchObject({ url: '/api/games/g1/blackjack', key: undefined });
    await user.click(hit);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      url: '/api/games/g1/blackjack/action',
      body: { action: 'hit', step: 2 },
    });
    expect(sent[1]!.key).toMatch(/^[0-9a-f]{32}$/);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Hit' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Hit' }));
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.body).toEqual({ action: 'hit', step: 3 });
    expect(sent[2]!.key).not.toBe(sent[1]!.key);
  });
});
