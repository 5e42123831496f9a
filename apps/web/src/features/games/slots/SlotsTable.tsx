import { routes, type SlotsReply } from '@coinwave/api-contract';
import { BET_STEP, MIN_BET } from '@coinwave/slots-engine';
import { useEffect, useReducer, useRef, useState } from 'react';
import { api, intent } from '../../../lib/api';
import { playSound } from '../../../lib/sound';
import type { GameTableProps } from '../game-components';
import { TableBar } from '../table/TableBar';
import { useLater, wait } from '../table/use-later';
import { useResumeTable } from '../table/use-resume-table';
import { netText, useBalance, useMute, useTableServer, wasSettledByRule } from '../table/use-table';
import { initialSlotsState, isBetween, slotsReducer } from './slots-machine';
import {
  BONUS_DELAY_MS,
  BONUS_END_MS,
  canSpin,
  FRAME_MS,
  frameAt,
  isJackpot,
  SPIN_MS,
  stepBet,
  winningCells,
} from './slots-timing';
import { SlotsTableView } from './SlotsTableView';

const JACKPOT_SHOW_MS = 3500;

/** The slots table: the server spins, the reels animate 2 s, then the result and any bonus. */
export default function SlotsTable({ game }: GameTableProps) {
  const [state, dispatch] = useReducer(slotsReducer, undefined, initialSlotsState);
  const [message, setMessage] = useState('Set your bet and spin.');
  const [jackpot, setJackpot] = useState<number | null>(null);
  const balance = useBalance();
  const mute = useMute();
  const { applyBalance, roundFinished, showError } = useTableServer();
  const { later } = useLater();
  const ticker = useRef<ReturnType<typeof setInterval>>(undefined);

  useEffect(() => () => clearInterval(ticker.current), []);
  useResumeTable(
    game.id,
    (gameId) => api(routes.slotsTable, { params: { gameId } }),
    (table) => {
      if (table.current?.bonus?.phase !== 'popping') return;
      dispatch({ type: 'resume', reply: { ...table.current, balance: table.balance } });
      setMessage('Your balloon bonus is waiting: pop the balloons!');
    },
  );

  const finish = (reply: SlotsReply) => {
    applyBalance(reply.balance);
    roundFinished();
    setMessage(
      reply.winnings > 0
        ? `${netText(reply.net)} Won ${reply.winnings} on a ${reply.bet} bet.`
        : netText(reply.net),
    );
    if (isJackpot(reply.winnings, reply.bet)) {
      playSound('jackpot');
      setJackpot(reply.winnings);
      later(JACKPOT_SHOW_MS, () => setJackpot(null));
    } else playSound(reply.winnings > 0 ? 'win' : 'lose');
  };

  const spin = async () => {
    if (!canSpin(state.bet, balance, !isBetween(state))) return;
    playSound('click');
    setJackpot(null);
    setMessage('Spinning…');
    dispatch({ type: 'spin' });
    const started = performance.now();
    ticker.current = setInterval(() => {
      dispatch({ type: 'tick', frame: frameAt(performance.now() - started) });
      playSound('tick');
    }, FRAME_MS);
    try {
      const [reply] = await Promise.all([
        intent(routes.slotsSpin, { params: { gameId: game.id }, body: { bet: state.bet } }),
        wait(SPIN_MS),
      ]);
      clearInterval(ticker.current);
      playSound('reelStop');
      dispatch({ type: 'revealed', reply });
      if (reply.bonusTriggered) {
        applyBalance(reply.balance);
        setMessage(
          `Balloons! ${reply.lineWin > 0 ? `Lines pay ${reply.lineWin}. ` : ''}The bonus starts…`,
        );
        later(BONUS_DELAY_MS, () => {
          dispatch({ type: 'bonusStarted' });
          playSound('win');
          setMessage('Pop balloons: each good one pays, the 4th wrong one ends the bonus.');
        });
      } else finish(reply);
    } catch (error) {
      clearInterval(ticker.current);
      dispatch({ type: 'failed' });
      setMessage('Set your bet and spin.');
      showError(error);
    }
  };

  const pop = async (balloonId: number) => {
    if (state.phase !== 'bonus' || state.popping) return;
    dispatch({ type: 'popSent' });
    try {
      const reply = await intent(routes.slotsPop, {
        params: { gameId: game.id },
        body: { balloonId },
      });
      playSound(reply.lastPop?.isWrong ? 'wrong' : 'pop');
      dispatch({ type: 'popped', reply });
      if (reply.bonus?.phase === 'finished') {
        setMessage(`Bonus over: ${reply.bonus.totalWin} coins from balloons.`);
        later(BONUS_END_MS, () => {
          dispatch({ type: 'ended' });
          finish(reply);
        });
      }
    } catch (error) {
      showError(error);
      if (wasSettledByRule(error)) {
        // Left alone too long, the bonus was popped out by rule: the toast says what it paid.
        dispatch({ type: 'settledByRule' });
        roundFinished();
        setMessage('Set your bet and spin.');
      } else dispatch({ type: 'popFailed' });
    }
  };

  const between = isBetween(state);
  const winCells =
    state.phase === 'spinning' || !state.round ? undefined : winningCells(state.round.lineWins);
  return (
    <div data-testid="slots-table" className="flex flex-col gap-3">
      <TableBar {...mute}>
        <span data-testid="slots-message">{message}</span>
      </TableBar>
      <SlotsTableView
        grid={state.grid}
        spinning={state.phase === 'spinning'}
        winCells={winCells}
        lineWins={state.phase === 'spinning' ? [] : (state.round?.lineWins ?? [])}
        bet={state.bet}
        canDecrease={state.bet > MIN_BET}
        canIncrease={state.bet + BET_STEP <= balance}
        onDecrease={() => dispatch({ type: 'bet', bet: stepBet(state.bet, -1, balance) })}
        onIncrease={() => dispatch({ type: 'bet', bet: stepBet(state.bet, 1, balance) })}
        locked={!between}
        canSpin={canSpin(state.bet, balance, !between)}
        onSpin={() => void spin()}
        bonus={state.phase === 'bonus' || state.phase === 'ending' ? state.bonus : null}
        onPop={(id) => void pop(id)}
        popDisabled={state.popping || state.phase === 'ending'}
        jackpot={jackpot}
      />
    </div>
  );
}
