import type { RouteBody, RouteDef, RouteQuery, RouteResponse } from '@coinwave/api-contract';
import { ErrorBody, Id } from '@coinwave/api-contract';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { App } from '../app';

export type RouteRequest<R extends RouteDef> = FastifyRequest<{
  Body: RouteBody<R>;
  Querystring: RouteQuery<R>;
  Params: Record<string, string>;
}>;

/** The `:name` parameters of a path as an object schema of ids. */
function paramsSchema(path: string) {
  const names = [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  return names.length === 0
    ? undefined
    : Type.Object(Object.fromEntries(names.map((n) => [n, Id])));
}

/**
 * Registers a contract route: Fastify validates the path parameters, body and query with the
 * contract's schemas (strict, never coerced) and serializes the reply through the response
 * schema, which drops any field the schema does not name.
 */
export function addRoute<R extends RouteDef>(
  app: App,
  route: R,
  handler: (request: RouteRequest<R>, reply: FastifyReply) => Promise<RouteResponse<R>>,
  options: Pick<
    RouteShorthandOptions,
    'config' | 'preValidation' | 'preHandler' | 'bodyLimit'
  > = {},
): void {
  const params = paramsSchema(route.path);
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      summary: route.summary,
      ...(params ? { params } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      response: { 200: route.response, '4xx': route.errorResponse ?? ErrorBody },
    },
    ...options,
    handler: handler as never,
  });
}
