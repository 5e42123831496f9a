import {
  ApiError,
  callRoute,
  type RouteDef,
  type RouteInput,
  type RouteResponse,
} from '@coinwave/api-contract';

/** Every call goes through the contract's client: nothing on the wire is typed twice. */
export function api<R extends RouteDef>(route: R, input: RouteInput<R>): Promise<RouteResponse<R>> {
  return callRoute(route, input);
}

/** The readable error text of a failed call (the body's `error` field), if there is one. */
export function serverErrorText(error: unknown): string | undefined {
  return error instanceof ApiError ? error.error : undefined;
}

/** True when the server says the session is gone. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
