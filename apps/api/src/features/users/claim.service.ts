import { CLAIM_AMOUNT, CLAIM_INTERVAL_MS, type ClaimResponse } from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/errors';
import { describeWait } from '../../lib/rate-limiter';
import { withKeyedTransaction, type KeyedCall } from '../../lib/idempotency';
import { moveCoins } from '../ledger/ledger.service';
import { assertMayClaim } from '../responsible-play/play-guard.service';
import { lastClaim, markClaim, publishUserUpdate } from './users.service';

/**
 * Credits 1,000 coins when an hour has passed since the last claim (or never claimed), judged by
 * server time (DESIGN decision 4). The gate is one conditional UPDATE of last_coin_claim in the
 * same immediate transaction as the credit, so 100 concurrent claims credit exactly once. Refused
 * (403) during a cool-off or self-exclusion.
 */
export async function claimCoins(
  ctx: AppContext,
  userId: string,
  keyed: KeyedCall | undefined,
): Promise<ClaimResponse> {
  await assertMayClaim(ctx, userId);
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - CLAIM_INTERVAL_MS);
  const claimed = await withKeyedTransaction(
    ctx,
    keyed,
    async (trx): Promise<ClaimResponse | null> => {
      if (!(await markClaim(trx, userId, now.toISOString(), cutoff.toISOString()))) return null;
      return {
        success: true,
        coins: await moveCoins(trx, { userId, amount: CLAIM_AMOUNT, kind: 'claim' }, now),
        nextClaimAt: new Date(now.getTime() + CLAIM_INTERVAL_MS).toISOString(),
      };
    },
    // A refused claim keeps no answer for its key.
    (reply) => reply ?? undefined,
  );
  if (claimed === null) {
    const last = await lastClaim(ctx.db, userId);
    const nextClaimAt = last ? new Date(Date.parse(last) + CLAIM_INTERVAL_MS) : now;
    const wait = Math.max(1000, nextClaimAt.getTime() - now.getTime());
    throw new DomainError(
      'CONFLICT',
      `You can only claim coins once per hour. Next claim in ${describeWait(wait)}.`,
      { success: false, nextClaimAt: nextClaimAt.toISOString() },
    );
  }
  await publishUserUpdate(ctx, userId);
  return claimed;
}
