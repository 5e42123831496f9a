import { describe, expect, it } from 'vitest';
import { CLAIM_SUCCESS, claimFailure, isClaimSuccess } from './claim';

describe('claim texts', () => {
  it('uses the spec success toast', () => {
    expect(CLAIM_SUCCESS).toEqual({
      title: 'Coins Claimed! 🪙',
      description: 'You received 1,000 coins! Next claim available in 1 hour.',
    });
  });
  it("uses the server's error, else the fallback", () => {
    expect(claimFailure('Next claim in 12 minutes')).toEqual({
      title: 'Claim Failed',
      description: 'Next claim in 12 minutes',
    });
    expect(claimFailure(undefined).description).toBe('You can only claim coins once per hour.');
  });
  it('treats success:false as a failure', () => {
    expect(isClaimSuccess({ success: false, error: 'x' })).toBe(false);
    expect(isClaimSuccess({ success: true })).toBe(true);
  });
});
