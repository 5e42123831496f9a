/** The blackjack rules; filled in by the blackjack engine's issue. */
export const ENGINE_NAME = 'blackjack';
