import type { Static, TSchema } from '@sinclair/typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One HTTP route of the wire, written once: the API registers it with these schemas and the web
 * client derives its call from it. `path` uses `:name` parameters, as Fastify does.
 */
export interface RouteDef<
  Path extends string = string,
  Body extends TSchema | undefined = TSchema | undefined,
  Response extends TSchema = TSchema,
  Query extends TSchema | undefined = TSchema | undefined,
> {
  readonly method: HttpMethod;
  readonly path: Path;
  readonly body?: Body;
  readonly query?: Query;
  readonly response: Response;
  /**
   * The body of a 4xx refusal when it carries more than `{ error }` (e.g. the claim's
   * `{ success: false, error, nextClaimAt }`); `ErrorBody` when absent.
   */
  readonly errorResponse?: TSchema;
  /** One line for the OpenAPI document. */
  readonly summary: string;
}

/** Keeps the literal types of a route definition. */
export function defineRoute<
  const Path extends string,
  Response extends TSchema,
  Body extends TSchema | undefined = undefined,
  Query extends TSchema | undefined = undefined,
>(def: RouteDef<Path, Body, Response, Query>): RouteDef<Path, Body, Response, Query> {
  return def;
}

/** The `:name` parameters of a path, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The body schema of a route, or `never` when it takes none. */
export type RouteBodySchema<R extends RouteDef> = Exclude<R['body'], undefined>;
/** The query schema of a route, or `never` when it takes none. */
export type RouteQuerySchema<R extends RouteDef> = Exclude<R['query'], undefined>;
/** The parsed body of a route (`undefined` when it takes none). */
export type RouteBody<R extends RouteDef> = [RouteBodySchema<R>] extends [never]
  ? undefined
  : Static<RouteBodySchema<R>>;
/** The parsed query of a route (`undefined` when it takes none). */
export type RouteQuery<R extends RouteDef> = [RouteQuerySchema<R>] extends [never]
  ? undefined
  : Static<RouteQuerySchema<R>>;

/** A route's path parameters by name (an empty object when its path has none). */
export type RouteParams<R extends RouteDef> = Record<PathParamNames<R['path']>, string>;

/** What a caller passes to call a route: its path parameters, body and query, as each exists. */
export type RouteInput<R extends RouteDef> = ([PathParamNames<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: RouteParams<R> }) &
  ([RouteBodySchema<R>] extends [never] ? { body?: undefined } : { body: RouteBody<R> }) &
  ([RouteQuerySchema<R>] extends [never] ? { query?: undefined } : { query?: RouteQuery<R> });

/** The parsed reply of a route. */
export type RouteResponse<R extends RouteDef> = Static<R['response']>;

/** Fills `:name` parameters of a path, URL-encoding each value. */
export function fillPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(value);
  });
}
