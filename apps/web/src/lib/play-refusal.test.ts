import { ApiError } from '@coinwave/api-contract';
import { describe, expect, it } from 'vitest';
import { readPlayRefusal } from './play-refusal';

describe('readPlayRefusal', () => {
  it('reads a 403 that names a responsible-play limit', () => {
    const body = {
      error: 'Daily loss limit reached: …',
      limit: 'daily_loss',
      resetsAt: '2030-01-02T00:00:00.000Z',
    };
    expect(readPlayRefusal(new ApiError(403, JSON.stringify(body)))).toEqual(body);
    expect(
      readPlayRefusal(
        new ApiError(403, JSON.stringify({ ...body, limit: 'self_exclusion', resetsAt: null })),
      ),
    ).toEqual({ ...body, limit: 'self_exclusion', resetsAt: null });
  });
  it('ignores every other failure', () => {
    expect(
      readPlayRefusal(new ApiError(403, '{"error":"You can only do this for yourself"}')),
    ).toBeNull();
    expect(readPlayRefusal(new ApiError(409, '{"error":"x","limit":"daily_loss"}'))).toBeNull();
    expect(readPlayRefusal(new ApiError(403, '{"error":"x","limit":"bedtime"}'))).toBeNull();
    expect(readPlayRefusal(new ApiError(403, 'not json'))).toBeNull();
    expect(readPlayRefusal(new TypeError('network'))).toBeNull();
  });
});
