import type { FastifyRequest } from 'fastify';
import type { Limiter } from '../../lib/rate-limiter';
import { takeOrRefuse } from '../../lib/rate-limiter';
import { currentUser, requireUser } from '../auth/auth.guard';

// Per-player limits on game traffic: a client looping on a round endpoint or opening
// games gets 429 with Retry-After instead of holding the write path. Counted per user across
// every game and every API instance (the limiters live in the cluster). A limit of 0 is off.

async function take(
  request: FastifyRequest,
  limiter: Limiter,
  message: (wait: string) => string,
): Promise<void> {
  if (limiter.rule.limit === 0) return;
  await takeOrRefuse(limiter, currentUser(request).id, message);
}

async function limitRoundActions(request: FastifyRequest): Promise<void> {
  await take(
    request,
    request.server.ctx.limiters.roundActionsPerUser,
    (wait) => `You are playing faster than the tables allow: try again in ${wait}`,
  );
}

async function limitGameOpenings(request: FastifyRequest): Promise<void> {
  await take(
    request,
    request.server.ctx.limiters.gamesOpenedPerUser,
    (wait) => `You have opened many games in a short time: try again in ${wait}`,
  );
}

/** Route options of a round action (spin, deal, hit, pop, bet...): signed in, then rate-limited. */
export const roundAction = { preValidation: [requireUser, limitRoundActions] };

/** Route options of `POST /api/games`: signed in, then rate-limited. */
export const gameOpening = { preValidation: [requireUser, limitGameOpenings] };
