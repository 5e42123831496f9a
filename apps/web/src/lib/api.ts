import {
  ApiError,
  callRoute,
  type RouteDef,
  type RouteInput,
  type RouteResponse,
} from '@coinwave/api-contract';
import { nextTask } from './next-task';

/**
 * A call through the contract's client (nothing on the wire is typed twice), started in a task of
 * its own: a screen's mount starts all its reads from one pass of effects, and building each call
 * and handing it to the network there made one long task of them (a tap waited for all of it).
 */
export async function api<R extends RouteDef>(
  route: R,
  input: RouteInput<R>,
): Promise<RouteResponse<R>> {
  await nextTask();
  return callRoute(route, input);
}

/** Waits before each automatic retry of an intent (after a network failure or a 502/503/504). */
export const INTENT_RETRY_DELAYS_MS = [500, 1500] as const;

/**
 * A fresh Idempotency-Key, 32 hex characters: the time in milliseconds (12), then 80 bits from the
 * browser's CSPRNG (20; also on plain http). Time first, so a player's keys follow one another in
 * the server's index of keys, each stored beside the last instead of on a page of its own (a
 * keyed spin: a fifth less server CPU than with random keys; apps/api/src/lib/idempotency.ts).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const random = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return Date.now().toString(16).padStart(12, '0') + random;
}

/** A failure worth trying again: no answer at all (network), or the server briefly unavailable. */
export function isTransient(error: unknown): boolean {
  if (error instanceof ApiError)
    return error.status === 502 || error.status === 503 || error.status === 504;
  return error instanceof TypeError;
}

/**
 * One user intent that changes state (a spin, a deal, a hit, a claim, opening a table): sent with
 * a fresh Idempotency-Key, and tried again automatically with the same key when no answer came
 * (or the server was briefly unavailable), so the server applies it once and answers a repeat
 * from its first answer. A refusal (4xx) is not retried.
 */
export async function intent<R extends RouteDef>(
  route: R,
  input: RouteInput<R>,
): Promise<RouteResponse<R>> {
  const idempotencyKey = newIdempotencyKey();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await callRoute(route, input, { idempotencyKey });
    } catch (error) {
      const delay = INTENT_RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** The readable error text of a failed call (the body's `error` field), if there is one. */
export function serverErrorText(error: unknown): string | undefined {
  return error instanceof ApiError ? error.error : undefined;
}

/** True when the server says the session is gone. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
