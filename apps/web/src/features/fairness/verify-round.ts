import type { RoundRecord } from '@coinwave/api-contract';
import { verifyRound } from '@coinwave/api-contract/replay';
import { describeDetail } from './round-summary';
import type { VerifyState } from './RoundHistory';

/**
 * Re-runs a round in the browser with the engine packages (the contract's `verifyRound`): the
 * revealed seed must hash to the commitment and the replay must give the recorded outcome.
 */
export function verifyInBrowser(round: RoundRecord): VerifyState {
  if (round.detail === null && round.status === 'finished') {
    return {
      status: 'failed',
      problems: [`${round.game} rounds cannot be replayed in the browser yet`],
    };
  }
  const verdict = verifyRound(round);
  if (verdict.ok && verdict.replayed)
    return { status: 'ok', replayed: describeDetail(verdict.replayed.detail) };
  return { status: 'failed', problems: verdict.problems };
}
