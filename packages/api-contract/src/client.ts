import { fillPath, type RouteDef, type RouteInput, type RouteResponse } from './route';

/**
 * A non-OK reply. Its message is the spec's `'{status}: {body}'`; `error` is the body's readable
 * `error` field when there is one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  readonly error: string | undefined;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.error = readErrorField(body);
  }
}

function readErrorField(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'error' in parsed &&
      typeof parsed.error === 'string'
    )
      return parsed.error;
  } catch {
    // Not JSON: there is no error field to read.
  }
  return undefined;
}

export interface ClientOptions {
  /** Prefix for every path; '' for the same origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** The header a state-changing game or claim call may carry: 1-64 of A-Z, a-z, 0-9, _ and -. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Options of one call. */
export interface CallOptions extends ClientOptions {
  /**
   * Sent as `Idempotency-Key`: one per user intent, the same on every retry of it, so the server
   * answers a repeat from its first answer and applies the action once.
   */
  idempotencyKey?: string;
}

/** Builds the URL of a route call from its parameters and query. */
export function routeUrl(
  route: RouteDef,
  input: { params?: Record<string, string>; query?: Record<string, unknown> },
  baseUrl = '',
): string {
  let url = baseUrl + fillPath(route.path, input.params);
  const query = Object.entries(input.query ?? {}).filter(([, v]) => v !== undefined);
  if (query.length > 0)
    url +=
      '?' + new URLSearchParams(query.map(([k, v]): [string, string] => [k, String(v)])).toString();
  return url;
}

/**
 * Calls one route: JSON in and out, credentials included; a non-OK status throws `ApiError`
 * with the message `'{status}: {body}'` (spec section 7).
 */
export async function callRoute<R extends RouteDef>(
  route: R,
  input: RouteInput<R>,
  options: CallOptions = {},
): Promise<RouteResponse<R>> {
  const { params, body, query } = input as {
    params?: Record<string, string>;
    body?: unknown;
    query?: Record<string, unknown>;
  };
  const doFetch = options.fetch ?? fetch;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey !== undefined)
    headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  const response = await doFetch(routeUrl(route, { params, query }, options.baseUrl), {
    method: route.method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text);
  return (text === '' ? undefined : JSON.parse(text)) as RouteResponse<R>;
}

/** A client bound to a base URL: `client.call(routes.login, { body })`. */
export function createApiClient(options: ClientOptions = {}) {
  return {
    call: <R extends RouteDef>(route: R, input: RouteInput<R>) => callRoute(route, input, options),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
