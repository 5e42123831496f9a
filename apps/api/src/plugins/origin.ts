import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The server's own origin as the request reached it: scheme, host and port. */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** True when `origin` is this server's own or one of the configured extra origins. */
export function isAllowedOrigin(
  request: FastifyRequest,
  origin: string | undefined,
  allowed: readonly string[],
): boolean {
  if (!origin) return false;
  return origin === ownOrigin(request) || allowed.includes(origin);
}

/**
 * Refuses state-changing calls whose `Origin` is missing or foreign (CSRF defence on top of the
 * SameSite cookie). Reads stay open.
 *
 * The check is decided by the method alone, never by how the request target is spelled: the
 * router decodes `/%61pi/...` to `/api/...` and routes an absolute-form target
 * (`POST http://host/api/...`) by its path, and a route's hooks run whatever spelling reached it.
 */
export function refuseForeignOrigin(allowed: readonly string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isAllowedOrigin(request, request.headers.origin, allowed)) {
      return reply.status(403).send({
        error: 'Cross-origin request refused: this call must come from the Coinwave site',
      });
    }
  };
}

/**
 * The Origin check on every route of `scope` and of the plugins registered in it, first of all
 * (before the body is read): register it inside the API's encapsulated scope, so it covers exactly
 * the API's routes.
 */
export function registerOriginCheck(scope: FastifyInstance, allowed: readonly string[]): void {
  scope.addHook('onRequest', refuseForeignOrigin(allowed));
}
