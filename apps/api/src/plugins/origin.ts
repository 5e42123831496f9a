import type { FastifyInstance, FastifyRequest } from 'fastify';

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
 * (`POST http://host/api/...`) by its path, so a test on the raw URL could be skipped. Every
 * non-safe method on any path needs the site's Origin; the only non-safe routes are the API's,
 * and anything else would be a 404 anyway.
 */
export function registerOriginCheck(app: FastifyInstance, allowed: readonly string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isAllowedOrigin(request, request.headers.origin, allowed)) {
      return reply.status(403).send({
        error: 'Cross-origin request refused: this call must come from the Coinwave site',
      });
    }
  });
}
