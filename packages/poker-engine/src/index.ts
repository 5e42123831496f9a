/** The poker rules; filled in by the poker engine's issue. */
export const ENGINE_NAME = 'poker';
