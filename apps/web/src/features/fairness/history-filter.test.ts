import { describe, expect, it } from 'vitest';
import { historySearch, readHistoryFilter, roundsQuery } from './history-filter';

describe('the history filter', () => {
  it('reads the address, ignoring what is not a game or an id', () => {
    expect(readHistoryFilter(new URLSearchParams('game=poker&wave=abc_1'))).toEqual({
      game: 'poker',
      waveId: 'abc_1',
    });
    expect(readHistoryFilter(new URLSearchParams('game=dice&wave=a%20b'))).toEqual({
      game: 'all',
      waveId: 'all',
    });
    expect(readHistoryFilter(new URLSearchParams(''))).toEqual({ game: 'all', waveId: 'all' });
  });

  it('writes only what is set, and round-trips', () => {
    expect(historySearch({ game: 'all', waveId: 'all' }).toString()).toBe('');
    const search = historySearch({ game: 'slots', waveId: 'w9' });
    expect(search.toString()).toBe('game=slots&wave=w9');
    expect(readHistoryFilter(search)).toEqual({ game: 'slots', waveId: 'w9' });
  });

  it('asks the API for one page of the filtered rounds', () => {
    expect(roundsQuery({ game: 'all', waveId: 'all' }, null, 20)).toEqual({ limit: '20' });
    expect(roundsQuery({ game: 'roulette', waveId: 'w1' }, 42, 20)).toEqual({
      limit: '20',
      before: '42',
      game: 'roulette',
      waveId: 'w1',
    });
  });
});
