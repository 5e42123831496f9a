import { routes, type PokerReply } from '@coinwave/api-contract';
import type { PokerAction } from '@coinwave/poker-engine';
import type { PokerView } from './poker-timeline';
import { useRef, useState } from 'react';
import { api, intent } from '../../../lib/api';
import { playSound } from '../../../lib/sound';
import { toast } from '../../../stores/toast.store';
import type { GameTableProps } from '../game-components';
import { TableBar } from '../table/TableBar';
import { useLater } from '../table/use-later';
import { useResumeTable } from '../table/use-resume-table';
import { netText, useBalance, useMute, useTableServer } from '../table/use-table';
import { playerCommitted, pokerFrames, pokerToastTitle } from './poker-timeline';
import { PokerTableView } from './PokerTableView';

const BIG_BLIND = 50;

/** The poker table: the server runs the hand and the house; the browser shows each house action after 2 s. */
export default function PokerTable({ game }: GameTableProps) {
  const [view, setView] = useState<PokerView | null>(null);
  const [thinking, setThinking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [resultText, setResultText] = useState<string | null>(null);
  const shown = useRef<PokerView | null>(null);
  const balance = useBalance();
  const mute = useMute();
  // A hand folded by rule while the player was away: back to the empty table.
  const { applyBalance, roundFinished, callTable } = useTableServer(() => {
    shown.current = null;
    setView(null);
    setResultText(null);
  });
  const { later } = useLater();
  /** The hand's step as the server last said: each action carries it, so a stale one is refused. */
  const step = useRef(0);

  const display = (v: PokerView) => {
    shown.current = v;
    setView(v);
  };

  useResumeTable(
    game.id,
    (gameId) => api(routes.pokerTable, { params: { gameId } }),
    (reply) => {
      if (!reply.view || reply.view.handOver) return;
      step.current = reply.step;
      display(reply.view);
    },
  );

  const show = (reply: PokerReply) => {
    step.current = reply.step;
    const next = reply.view;
    if (!next) {
      setBusy(false);
      return;
    }
    const frames = pokerFrames(shown.current, next);
    frames.forEach((frame, i) =>
      later(frame.at, () => {
        display(frame.view);
        setThinking(frame.houseThinking);
        if (i > 0) playSound('chip');
        if (i < frames.length - 1) return;
        applyBalance(reply.balance);
        setBusy(false);
        if (!next.handOver) return;
        const net = (next.result?.payout.player ?? 0) - playerCommitted(next.log);
        const title = pokerToastTitle(next);
        setResultText(`${title} ${netText(net)}`);
        toast({
          title,
          description: netText(net),
          variant: net > 0 ? 'success' : net < 0 ? 'destructive' : 'default',
        });
        playSound(net > 0 ? 'win' : net < 0 ? 'lose' : 'chip');
        roundFinished();
      }),
    );
  };

  const call = (request: () => Promise<PokerReply>) => callTable(request, show, setBusy);

  const newHand = () => {
    playSound('card');
    setResultText(null);
    shown.current = null;
    void call(() => intent(routes.pokerHand, { params: { gameId: game.id } }));
  };
  const act = (action: PokerAction) => {
    playSound(action.type === 'fold' ? 'click' : 'chip');
    const body =
      action.type === 'raise'
        ? { action: action.type, amount: action.amount, step: step.current }
        : { action: action.type, step: step.current };
    void call(() => intent(routes.pokerAction, { params: { gameId: game.id }, body }));
  };

  const status = !view
    ? 'Deal a hand to sit down.'
    : view.handOver
      ? (resultText ?? 'Hand over')
      : thinking
        ? 'The house is thinking…'
        : view.toAct === 'player'
          ? 'Your move'
          : '';
  return (
    <div data-testid="poker-table" className="flex flex-col gap-3">
      <TableBar {...mute}>
        <span>{status}</span>
      </TableBar>
      <PokerTableView
        view={view}
        houseThinking={thinking}
        busy={busy}
        onAction={act}
        onNewHand={newHand}
        canStart={balance >= BIG_BLIND}
        resultText={resultText}
      />
    </div>
  );
}
