import type { RoundDetail, RoundRecord } from '@coinwave/api-contract';
import { GAME_NAMES } from '../../lib/game-names';

/** The game's display name. */
export const gameName = (game: RoundRecord['game']) => GAME_NAMES[game];

/** One line describing what a round's seed decided (the part a replay recomputes). */
export function describeDetail(detail: RoundDetail | null): string {
  if (!detail) return 'In progress';
  switch (detail.game) {
    case 'slots': {
      const bonus = detail.bonus
        ? `, bonus ${detail.bonus.totalWin} from ${detail.bonus.pops.length} pops`
        : '';
      return `Bet ${detail.bet}, stops ${detail.stops.join('-')}, lines pay ${detail.lineWin}${bonus}`;
    }
    case 'roulette':
      return `Pocket ${detail.pocket}, ${detail.bets.length} bet${detail.bets.length === 1 ? '' : 's'}`;
    case 'blackjack': {
      const dealer = detail.view.dealer.cards.map((c) => c.rank).join(' ');
      const actions = detail.actions.length ? detail.actions.join(', ') : 'no actions';
      return `Bet ${detail.bet}, ${actions}; dealer ${dealer}; ${detail.view.result ?? ''}`.trim();
    }
    case 'poker': {
      const result = detail.view.result;
      if (!result) return `${detail.actions.length} actions; in progress`;
      const hand = result.hands?.player.name;
      const winner = result.winner === 'split' ? 'split pot' : `${result.winner} wins`;
      return `${detail.actions.length} actions; ${winner}${hand ? ` (you: ${hand})` : ''}`;
    }
  }
}

/** The net of a round as a signed figure. */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
