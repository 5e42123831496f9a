import type { ClaimResponse } from '@coinwave/api-contract';

export const CLAIM_SUCCESS = {
  title: 'Coins Claimed! 🪙',
  description: 'You received 1,000 coins! Next claim available in 1 hour.',
} as const;

/** 'Claim Failed' with the server's error text, else the spec's fallback (section 8). */
export function claimFailure(serverError: string | undefined): {
  title: string;
  description: string;
} {
  return {
    title: 'Claim Failed',
    description: serverError || 'You can only claim coins once per hour.',
  };
}

/** A claim reply may be a 200 with `success: false`; that is a failure too. */
export function isClaimSuccess(reply: ClaimResponse): boolean {
  return reply.success === true;
}
