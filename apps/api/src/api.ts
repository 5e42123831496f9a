import { accountRoutes } from './features/account/account.routes';
import { achievementsRoutes } from './features/achievements/achievements.routes';
import { authRoutes } from './features/auth/auth.routes';
import { blackjackRoutes } from './features/blackjack/blackjack.routes';
import { chatRoutes } from './features/chat/chat.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { docsRoutes } from './features/docs/docs.routes';
import { fairnessRoutes } from './features/fairness/fairness.routes';
import { gamesRoutes } from './features/games/games.routes';
import { healthRoutes, type HealthOptions } from './features/health/health.routes';
import { liveRoutes } from './features/live/live.routes';
import { luckRoutes } from './features/luck/luck.routes';
import { mediaRoutes } from './features/media/media.routes';
import { moderationRoutes } from './features/moderation/moderation.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { pokerRoutes } from './features/poker/poker.routes';
import { responsiblePlayRoutes } from './features/responsible-play/responsible-play.routes';
import { rouletteRoutes } from './features/roulette/roulette.routes';
import { roundsRoutes } from './features/rounds/rounds.routes';
import { slotsRoutes } from './features/slots/slots.routes';
import { usersRoutes } from './features/users/users.routes';
import { wavesRoutes } from './features/waves/waves.routes';
import type { FeaturePlugin } from './lib/feature';
import { registerNulCheck } from './plugins/no-nul';
import { registerOriginCheck } from './plugins/origin';

/** The features that need the app context alone, in the order their routes are registered. */
const CONTEXT_FEATURES: readonly FeaturePlugin[] = [
  authRoutes,
  usersRoutes,
  wavesRoutes,
  gamesRoutes,
  slotsRoutes,
  rouletteRoutes,
  blackjackRoutes,
  pokerRoutes,
  fairnessRoutes,
  roundsRoutes,
  luckRoutes,
  chatRoutes,
  achievementsRoutes,
  notificationsRoutes,
  mediaRoutes,
  contactRoutes,
  accountRoutes,
  responsiblePlayRoutes,
  moderationRoutes,
  liveRoutes,
];

/**
 * The API (under /api, with the uploaded media under /media) as one encapsulated scope: the Origin
 * check hooked here runs for exactly these routes. Each feature is a plugin of its own, given what
 * it needs.
 */
export const apiRoutes: FeaturePlugin<HealthOptions> = async (api, { ctx, database }) => {
  registerOriginCheck(api, ctx.config.allowedOrigins);
  registerNulCheck(api);
  await api.register(healthRoutes, { ctx, database });
  await api.register(docsRoutes);
  for (const feature of CONTEXT_FEATURES) await api.register(feature, { ctx });
};
