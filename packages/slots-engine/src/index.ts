/** The slots rules; filled in by the slots engine's issue. */
export const ENGINE_NAME = 'slots';
