import { routes, type RouletteBet } from '@coinwave/api-contract';
import { useReducer, useState } from 'react';
import { intent } from '../../../lib/api';
import { playSound } from '../../../lib/sound';
import { toast } from '../../../stores/toast.store';
import type { GameTableProps } from '../game-components';
import { TableBar } from '../table/TableBar';
import { useLater } from '../table/use-later';
import { netText, useBalance, useMute, useTableServer } from '../table/use-table';
import { canSpinRoulette, initialRouletteState, rouletteReducer } from './roulette-machine';
import { RouletteTableView } from './RouletteTableView';
import { useIsWiderThan } from './use-wide';
import { WHEEL_SPIN_MS } from './wheel-geometry';

/** The roulette table: bets on the board, the server draws the pocket, the wheel spins 3 s to it. */
export default function RouletteTable({ game }: GameTableProps) {
  const [state, dispatch] = useReducer(rouletteReducer, undefined, initialRouletteState);
  const balance = useBalance();
  const mute = useMute();
  const [busy, setBusy] = useState(false);
  const { applyBalance, roundFinished, callTable } = useTableServer();
  const { later } = useLater();
  const { ref, wide } = useIsWiderThan<HTMLDivElement>(560);

  const spin = () => {
    if (!canSpinRoulette(state, balance)) return;
    playSound('click');
    const bets = state.bets.map((b) =>
      'numbers' in b ? { ...b, numbers: [...b.numbers] } : { ...b },
    ) as RouletteBet[];
    void callTable(
      () => intent(routes.rouletteSpin, { params: { gameId: game.id }, body: { bets } }),
      (reply) => {
        setBusy(false);
        dispatch({ type: 'spin', reply });
        later(WHEEL_SPIN_MS, () => {
          dispatch({ type: 'settled' });
          applyBalance(reply.balance);
          roundFinished();
          playSound(reply.net > 0 ? 'win' : 'lose');
        });
      },
      setBusy,
    );
  };

  const place: Parameters<typeof RouletteTableView>[0]['onPlace'] = (spot) => {
    const before = state.bets;
    const next = rouletteReducer(state, { type: 'place', spot, balance });
    dispatch({ type: 'place', spot, balance });
    if (next.bets !== before) playSound('chip');
    else if (next.refused === 'INSUFFICIENT_FUNDS')
      toast({
        title: 'Not enough coins',
        description: `Your bets cannot total more than your ${balance} coins.`,
        variant: 'destructive',
      });
  };

  const status =
    state.phase === 'spinning'
      ? 'The wheel is spinning…'
      : state.phase === 'result' && state.reply
        ? `${state.reply.pocket.number} ${state.reply.pocket.colour}. ${netText(state.reply.net)}`
        : 'Place your bets.';
  return (
    <div ref={ref} data-testid="roulette-table" className="flex flex-col gap-3">
      <TableBar {...mute}>
        <span data-testid="roulette-message">{status}</span>
      </TableBar>
      <RouletteTableView
        bets={state.bets}
        chip={state.chip}
        onChip={(chip) => dispatch({ type: 'chip', chip })}
        onPlace={place}
        onClear={() => dispatch({ type: 'clear' })}
        onSpin={spin}
        canSpin={!busy && canSpinRoulette(state, balance)}
        spinning={state.phase === 'spinning'}
        sending={busy}
        rotation={state.rotation}
        balance={balance}
        result={state.reply}
        landscape={wide}
      />
    </div>
  );
}
