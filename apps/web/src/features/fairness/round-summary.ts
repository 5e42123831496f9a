import type { RoundDetail, RoundRecord } from '@coinwave/api-contract';

const GAME_NAMES: Record<RoundRecord['game'], string> = {
  slots: 'Slots',
  blackjack: 'Blackjack',
  poker: 'Poker',
  roulette: 'Roulette',
};

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
    default: {
      // Poker (its detail lands with issue 6's poker rounds): the actions and how the hand ended.
      const other = detail as {
        actions?: unknown[];
        view?: {
          result?: { winner?: string; hands?: { player?: { name?: string } } | null } | null;
        };
      };
      const result = other.view?.result;
      const hand = result?.hands?.player?.name;
      return `${other.actions?.length ?? 0} actions; ${result ? `${result.winner === 'split' ? 'split pot' : `${result.winner} wins`}${hand ? ` (you: ${hand})` : ''}` : 'in progress'}`;
    }
  }
}

/** The net of a round as a signed figure. */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
