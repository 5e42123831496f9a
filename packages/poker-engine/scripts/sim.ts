// Seeded simulation of the house bot: `pnpm --filter @coinwave/poker-engine sim [--hands N]
// [--runouts R] [--seed S] [--timing N]`. Prints chips won by the house per 100 hands with a
// standard error against three opponents, and the bot's decision time at production run-outs.
import { createDeck, createSeededRng, shuffle, type Card } from '@coinwave/game-core';
import {
  DEFAULT_RUNOUTS,
  applyAction,
  buttonForHand,
  houseDecision,
  isHandOver,
  startHand,
  view,
  type PokerState,
} from '../src/index';
import { alwaysCall, randomPlayer, tightAggressive, type Policy } from './sim-policies';

function flag(name: string, fallback: number | string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : String(fallback);
}

const HANDS = Number(flag('hands', 10_000));
const RUNOUTS = Number(flag('runouts', DEFAULT_RUNOUTS));
const SEED = flag('seed', 'coinwave-sim');
const TIMING = Number(flag('timing', 2_000));
const PLAYER_BANKROLL = 5_000;

function playHand(
  handNumber: number,
  houseChips: number,
  policy: Policy,
  label: string,
): { state: PokerState; houseStart: number } {
  const rng = createSeededRng(`${SEED}:${label}:${handNumber}`);
  const policyRng = createSeededRng(`${SEED}:${label}:policy:${handNumber}`);
  const started = startHand(
    {
      playerChips: PLAYER_BANKROLL,
      houseChips,
      button: buttonForHand(handNumber),
      houseRunouts: RUNOUTS,
    },
    rng,
  );
  if (!started.ok) throw new Error(started.error);
  let state = started.state;
  const houseStart = state.stacks.house + state.contributed.house;
  while (!isHandOver(state)) {
    const next = applyAction(state, policy(view(state, 'player'), policyRng));
    if (!next.ok) throw new Error(`policy ${label} chose an illegal action: ${next.error}`);
    state = next.state;
  }
  return { state, houseStart };
}

function simulate(label: string, policy: Policy): void {
  let houseChips = 10_000;
  let sum = 0;
  let sumSq = 0;
  let restocks = 0;
  const outcomes = { fold: 0, showdown: 0 };
  const started = performance.now();
  for (let h = 0; h < HANDS; h++) {
    const { state, houseStart } = playHand(h, houseChips, policy, label);
    const net = state.stacks.house - houseStart;
    if (state.houseRestocked) restocks++;
    outcomes[state.result!.reason]++;
    sum += net;
    sumSq += net * net;
    houseChips = state.stacks.house;
  }
  const mean = sum / HANDS;
  const se = Math.sqrt((sumSq / HANDS - mean * mean) / (HANDS - 1));
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label.padEnd(18)} house ${(mean * 100).toFixed(0).padStart(6)} ± ${(se * 100).toFixed(0).padStart(4)} chips/100 hands` +
      ` (${((mean * 100) / 50).toFixed(1)} bb/100), showdowns ${((outcomes.showdown / HANDS) * 100).toFixed(0)}%,` +
      ` restocks ${restocks}, ${seconds.toFixed(0)} s`,
  );
}

function timeDecisions(): void {
  const rng = createSeededRng(`${SEED}:timing`);
  const times: number[] = [];
  for (let i = 0; i < TIMING; i++) {
    const deck: Card[] = shuffle(createDeck(), rng);
    const boardSize = [0, 3, 4, 5][i % 4]!;
    const input = {
      hole: deck.slice(0, 2),
      board: deck.slice(2, 2 + boardSize),
      pot: 150,
      toCall: 50,
      stack: 5_000,
      raiseOptions: [50, 100, 150, 250],
      raisesThisStreet: 0,
    };
    const t = performance.now();
    houseDecision(input, rng);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(
    `houseDecision at ${DEFAULT_RUNOUTS} run-outs over ${TIMING} random spots: median ${at(0.5)} ms, p99 ${at(0.99)} ms`,
  );
}

console.log(
  `poker-engine sim: ${HANDS} hands per opponent, ${RUNOUTS} run-outs per house decision${RUNOUTS < DEFAULT_RUNOUTS ? ' (REDUCED from the production 10,000)' : ''}, seed '${SEED}', player bankroll ${PLAYER_BANKROLL} per hand`,
);
timeDecisions();
simulate('always-call', alwaysCall);
simulate('random', randomPlayer);
simulate('tight-aggressive', tightAggressive);
