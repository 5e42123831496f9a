import type { RngState } from '@coinwave/game-core';
import { restoreRng } from '@coinwave/game-core';
import {
  applyAction,
  startHand,
  type PokerAction,
  type PokerResult,
  type PokerState,
  type StartHandConfig,
} from '@coinwave/poker-engine';

/**
 * The poker steps in which the house bot decides (its Monte Carlo run-outs are the costly part of
 * a hand): what the house thread runs. Plain data in and out, so a job crosses to a worker thread
 * by structured clone and gives the same result on either side.
 */
export type HouseJob =
  | { kind: 'start'; config: StartHandConfig; rngState: RngState }
  | { kind: 'act'; state: PokerState; action: PokerAction };

export function runHouseJob(job: HouseJob): PokerResult {
  return job.kind === 'start'
    ? startHand(job.config, restoreRng(job.rngState))
    : applyAction(job.state, job.action);
}
