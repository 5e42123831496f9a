import type { RouteBody, RouteDef, RouteQuery, RouteResponse } from '@coinwave/api-contract';
import { ErrorBody } from '@coinwave/api-contract';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { App } from '../app';

export type RouteRequest<R extends RouteDef> = FastifyRequest<{
  Body: RouteBody<R>;
  Querystring: RouteQuery<R>;
  Params: Record<string, string>;
}>;

/**
 * Registers a contract route: Fastify validates the body and query with the contract's schemas
 * (strict, never coerced) and serializes the reply through the response schema, which drops any
 * field the schema does not name.
 */
export function addRoute<R extends RouteDef>(
  app: App,
  route: R,
  handler: (request: RouteRequest<R>, reply: FastifyReply) => Promise<RouteResponse<R>>,
  options: Pick<RouteShorthandOptions, 'config' | 'preHandler' | 'bodyLimit'> = {},
): void {
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      summary: route.summary,
      ...(route.body ? { body: route.body } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      response: { 200: route.response, '4xx': ErrorBody },
    },
    ...options,
    handler: handler as never,
  });
}
