import type { GameKind } from '@coinwave/api-contract';
import type { HistoryFilter } from './RoundHistory';

const GAME_KINDS: readonly GameKind[] = ['slots', 'blackjack', 'poker', 'roulette'];

/** The history's filter from the address (`?game=slots&wave=<id>`): unknown values mean all. */
export function readHistoryFilter(search: URLSearchParams): HistoryFilter {
  const game = search.get('game');
  const wave = search.get('wave');
  return {
    game: GAME_KINDS.find((g) => g === game) ?? 'all',
    waveId: wave && /^[A-Za-z0-9_-]{1,64}$/.test(wave) ? wave : 'all',
  };
}

/** The address of a filter (only what is set), so a filtered list can be shared and reloaded. */
export function historySearch(filter: HistoryFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.game !== 'all') search.set('game', filter.game);
  if (filter.waveId !== 'all') search.set('wave', filter.waveId);
  return search;
}

/** The query of `GET /api/rounds` for a filter and a page (`before`: a nonce, null for the first). */
export function roundsQuery(filter: HistoryFilter, before: number | null, limit: number) {
  return {
    limit: String(limit),
    ...(before === null ? {} : { before: String(before) }),
    ...(filter.game === 'all' ? {} : { game: filter.game }),
    ...(filter.waveId === 'all' ? {} : { waveId: filter.waveId }),
  };
}
