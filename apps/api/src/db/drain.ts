import type { Db } from './engine';

// Closing a database while a transaction is between its statements would cut it off (a client that
// hung up does not stop its request's handler). So transactions are counted per database, closing
// waits for them (bounded), and a transaction asked for once closing has begun is refused as
// unavailable (503: the client tries again, on another instance or after the restart).

/** The message of the refusal; `lib/unavailable.ts` answers it 503. */
export const SHUTTING_DOWN = 'The server is shutting down';

/** True for the refusal of a transaction asked for once closing had begun. */
export function isShuttingDown(error: unknown): boolean {
  return error instanceof Error && error.message === SHUTTING_DOWN;
}

interface Gate {
  active: number;
  closing: boolean;
  idle: Array<() => void>;
}

const gates = new WeakMap<Db, Gate>();

function gateOf(db: Db): Gate {
  let gate = gates.get(db);
  if (!gate) {
    gate = { active: 0, closing: false, idle: [] };
    gates.set(db, gate);
  }
  return gate;
}

/** Runs `work` as one transaction of `db` in flight; refused once `drain(db)` has begun. */
export async function tracked<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const gate = gateOf(db);
  if (gate.closing) throw new Error(SHUTTING_DOWN);
  gate.active += 1;
  try {
    return await work();
  } finally {
    gate.active -= 1;
    if (gate.active === 0) gate.idle.splice(0).forEach((wake) => wake());
  }
}

/**
 * Refuses new transactions on `db` and resolves once those in flight have ended, or after
 * `timeoutMs` (a stuck one must not hold the shutdown forever); true when all ended.
 */
export function drain(db: Db, timeoutMs: number): Promise<boolean> {
  const gate = gateOf(db);
  gate.closing = true;
  if (gate.active === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    gate.idle.push(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
