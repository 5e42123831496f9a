import {
  routes,
  type BlackjackAction,
  type BlackjackReply,
  type BlackjackView,
} from '@coinwave/api-contract';
import { BET_OPTIONS } from '@coinwave/blackjack-engine';
import { useRef, useState } from 'react';
import { api, intent } from '../../../lib/api';
import { playSound } from '../../../lib/sound';
import { toast } from '../../../stores/toast.store';
import type { GameTableProps } from '../game-components';
import { TableBar } from '../table/TableBar';
import { useLater } from '../table/use-later';
import { useResumeTable } from '../table/use-resume-table';
import { useBalance, useMute, useTableServer } from '../table/use-table';
import { BlackjackTableView } from './BlackjackTableView';
import { DEALER_STEP_MS, dealerFrames, resultToast } from './dealer-reveal';

const DEFAULT_BET = BET_OPTIONS[0] as number;

/** The blackjack table: the server deals and plays the dealer; the browser turns the cards with the spec's delays. */
export default function BlackjackTable({ game }: GameTableProps) {
  const [view, setView] = useState<BlackjackView | null>(null);
  const [bet, setBet] = useState(DEFAULT_BET);
  const [busy, setBusy] = useState(false);
  const balance = useBalance();
  const mute = useMute();
  // A hand settled by rule while the player was away: back to the betting view.
  const { applyBalance, roundFinished, callTable } = useTableServer(() => setView(null));
  const { later } = useLater();
  /** The hand's step as the server last said: each action carries it, so a stale one is refused. */
  const step = useRef(0);

  useResumeTable(
    game.id,
    (gameId) => api(routes.blackjackTable, { params: { gameId } }),
    (reply) => {
      if (reply.view.phase !== 'playing') return;
      step.current = reply.step;
      setView(reply.view);
      if (reply.view.bet) setBet(reply.view.bet);
    },
  );

  const show = (reply: BlackjackReply) => {
    step.current = reply.step;
    if (reply.view.phase !== 'finished') {
      setView(reply.view);
      applyBalance(reply.balance);
      setBusy(false);
      return;
    }
    const frames = dealerFrames(reply.view);
    frames.forEach((frame, i) =>
      later(i * DEALER_STEP_MS, () => {
        setView(frame);
        if (i > 0) playSound('card');
        if (i < frames.length - 1) return;
        applyBalance(reply.balance);
        roundFinished();
        toast(resultToast(reply.view));
        playSound((reply.view.net ?? 0) > 0 ? 'win' : (reply.view.net ?? 0) < 0 ? 'lose' : 'chip');
        setBusy(false);
      }),
    );
  };

  const call = (request: () => Promise<BlackjackReply>) => callTable(request, show, setBusy);

  const deal = () => {
    playSound('card');
    void call(() => intent(routes.blackjackDeal, { params: { gameId: game.id }, body: { bet } }));
  };
  const act = (action: BlackjackAction) => {
    playSound(action === 'stand' ? 'click' : 'card');
    void call(() =>
      intent(routes.blackjackAction, {
        params: { gameId: game.id },
        body: { action, step: step.current },
      }),
    );
  };
  const newGame = () => {
    setView(null);
    if (bet > balance) setBet([...BET_OPTIONS].reverse().find((b) => b <= balance) ?? DEFAULT_BET);
  };

  const status =
    view?.phase === 'playing'
      ? `Your move: ${view.hands[view.activeHand ?? 0]?.total ?? ''}`
      : view?.phase === 'dealer'
        ? 'The dealer plays…'
        : view?.phase === 'finished'
          ? (view.result ?? '')
          : `Bet ${bet} and deal`;
  return (
    <div data-testid="blackjack-table" className="flex flex-col gap-3">
      <TableBar {...mute}>
        <span>{status}</span>
      </TableBar>
      <BlackjackTableView
        view={view}
        bet={bet}
        balance={balance}
        onBet={setBet}
        onDeal={deal}
        onAction={act}
        onNewGame={newGame}
        busy={busy}
      />
    </div>
  );
}
