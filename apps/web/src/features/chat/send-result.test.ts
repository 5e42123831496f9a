import { ApiError } from '@coinwave/api-contract';
import { describe, expect, it } from 'vitest';
import {
  NOT_SENT_TEXT,
  OFFLINE_TEXT,
  UNREACHABLE_TEXT,
  sendErrorText,
  toSendResult,
} from './send-result';

describe('sendErrorText', () => {
  it("shows the server's reason when it gave one", () => {
    const limited = new ApiError(
      429,
      JSON.stringify({ error: 'You are sending messages too fast: wait 4 seconds' }),
    );
    expect(sendErrorText(limited)).toBe('You are sending messages too fast: wait 4 seconds');
  });
  it('says the message was not sent when the server failed without a reason', () => {
    expect(sendErrorText(new ApiError(502, '<html>Bad Gateway</html>'))).toBe(NOT_SENT_TEXT);
  });
  it('says the player is offline, or the server unreachable, when the request got no answer', () => {
    expect(sendErrorText(new TypeError('Failed to fetch'), () => false)).toBe(OFFLINE_TEXT);
    expect(sendErrorText(new TypeError('Failed to fetch'), () => true)).toBe(UNREACHABLE_TEXT);
  });
});

describe('toSendResult', () => {
  it('turns an accepted send into ok and a refusal into its reason', async () => {
    await expect(toSendResult(Promise.resolve({ id: 'm1' }))).resolves.toEqual({ ok: true });
    await expect(
      toSendResult(
        Promise.reject(new ApiError(400, '{"error":"Messages are limited to 500 characters"}')),
      ),
    ).resolves.toEqual({ ok: false, error: 'Messages are limited to 500 characters' });
  });
});
