import type {
  RouteBody,
  RouteDef,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '@coinwave/api-contract';
import { ErrorBody, Id } from '@coinwave/api-contract';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { App } from '../app';
import {
  callFingerprint,
  knownKeyAnswer,
  readIdempotencyKey,
  Replay,
  REPLAYED_HEADER,
  type KeyedCall,
} from './idempotency';

export type RouteRequest<R extends RouteDef> = FastifyRequest<{
  Body: RouteBody<R>;
  Querystring: RouteQuery<R>;
  Params: RouteParams<R>;
}>;

/** The `:name` parameters of a path as an object schema of ids. */
function paramsSchema(path: string) {
  const names = [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  return names.length === 0
    ? undefined
    : Type.Object(Object.fromEntries(names.map((n) => [n, Id])));
}

/** A route's handler; an idempotent route's gets its keyed call (undefined without a key). */
type Handler<R extends RouteDef> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
  keyed: KeyedCall | undefined,
) => Promise<RouteResponse<R>>;

/**
 * The handler of a state-changing route that accepts an `Idempotency-Key` (lib/idempotency.ts):
 * without the header it is `handler`; with a valid one, `handler` runs with the keyed call, which
 * it hands to the service whose money transaction (`withKeyedTransaction`) claims the key and
 * stores the answer. A key this user already used is answered from its first answer (or refused
 * when it was used for another request): at the claim, or here when the handler failed before it.
 * The route must be signed in.
 */
function keyed<R extends RouteDef>(app: App, route: R, handler: Handler<R>): Handler<R> {
  return async (request, reply) => {
    const key = readIdempotencyKey(request.headers);
    if (key === undefined) return handler(request, reply, undefined);
    const userId = request.sessionUser?.id;
    if (!userId) throw new Error(`${route.path}: an idempotent route must be signed in`);
    const call: KeyedCall = {
      userId,
      key,
      fingerprint: callFingerprint(route.method, route.path, request.params, request.body),
    };
    try {
      return await handler(request, reply, call);
    } catch (error) {
      // A failure before the claim may be a repeat's; a look-up that fails itself (the database
      // closing, say) leaves the call's own error.
      const known =
        error instanceof Replay || call.claimed
          ? undefined
          : await knownKeyAnswer(app.ctx, call).catch(() => undefined);
      const answer = known ?? error;
      if (!(answer instanceof Replay)) throw answer;
      void reply.status(answer.status).header(REPLAYED_HEADER, 'true');
      return JSON.parse(answer.body) as RouteResponse<R>;
    }
  };
}

/**
 * Registers a contract route: Fastify validates the path parameters, body and query with the
 * contract's schemas (strict, never coerced) and serializes the reply through the response
 * schema, which drops any field the schema does not name. `idempotent`: the route accepts an
 * `Idempotency-Key` (see `keyed`).
 */
export function addRoute<R extends RouteDef>(
  app: App,
  route: R,
  handler: Handler<R>,
  options: Pick<RouteShorthandOptions, 'config' | 'preValidation' | 'preHandler' | 'bodyLimit'> & {
    idempotent?: boolean;
  } = {},
): void {
  const { idempotent, ...routeOptions } = options;
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
    ...routeOptions,
    handler: (idempotent ? keyed(app, route, handler) : handler) as never,
  });
}
