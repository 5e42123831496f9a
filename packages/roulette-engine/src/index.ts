/** The roulette rules; filled in by the roulette engine's issue. */
export const ENGINE_NAME = 'roulette';
