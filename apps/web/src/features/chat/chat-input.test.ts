import { describe, expect, it } from 'vitest';
import { cleanMessage, isSendKey } from './chat-input';

describe('chat input', () => {
  it('ignores blank messages and trims the rest', () => {
    expect(cleanMessage('   \n\t ')).toBeNull();
    expect(cleanMessage('  hang ten \n')).toBe('hang ten');
  });
  it('sends on Enter but not on Shift+Enter or while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});
