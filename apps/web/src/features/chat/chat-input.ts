/** A chat message as it will be sent: trimmed, or null when blank (spec section 5: blank is ignored). */
export function cleanMessage(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** Enter sends; Shift+Enter (and Enter while composing with an IME) makes a new line (spec section 2). */
export function isSendKey(event: {
  key: string;
  shiftKey: boolean;
  isComposing?: boolean;
}): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}
