import type { PokerResult } from '@coinwave/poker-engine';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DomainError } from '../../lib/errors';
import { runHouseJob, type HouseJob } from './house-jobs';

/**
 * Where the poker house thinks: its decisions (thousands of Monte Carlo run-outs) run
 * on a worker thread, so the event loop keeps serving spins meanwhile, and they run before the
 * hand's transaction, so no write waits on them (see poker.service). Bounded: at most
 * `maxQueued` jobs wait; past that a hand is refused with 503 rather than queued without end.
 */
export interface HouseRunner {
  run(job: HouseJob): Promise<PokerResult>;
  close(): Promise<void>;
}

/** Decisions that may wait for the house thread (each takes milliseconds): a second or two of work. */
export const HOUSE_QUEUE_LIMIT = 64;

export const HOUSE_BUSY =
  'The poker house is busy with many hands right now: please try again in a moment';

/** Runs the jobs on the calling thread (tests of the rules; POKER_WORKER=0). */
export class InlineHouse implements HouseRunner {
  async run(job: HouseJob): Promise<PokerResult> {
    return runHouseJob(job);
  }
  async close(): Promise<void> {}
}

interface Pending {
  resolve: (result: PokerResult) => void;
  reject: (error: Error) => void;
}

/**
 * The house thread: the bundle's own file (dist/house-worker.js), or, running from source (tests,
 * `pnpm dev`), the TypeScript entry behind tsx's loader, which a worker has to register itself.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./house-worker.js', import.meta.url));
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsx = pathToFileURL(path.join(path.dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
  const entry = new URL('./house-worker.ts', import.meta.url).href;
  return new Worker(
    `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true },
  );
}

/** One worker thread taking jobs in turn; restarted if it dies (its jobs fail, later ones run). */
export class WorkerHouse implements HouseRunner {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly maxQueued: number) {}

  run(job: HouseJob): Promise<PokerResult> {
    if (this.closed) return Promise.reject(new Error('the poker house is closed'));
    if (this.pending.size >= this.maxQueued)
      return Promise.reject(new DomainError('BUSY', HOUSE_BUSY));
    const id = this.nextId++;
    return new Promise<PokerResult>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.thread().postMessage({ id, job });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
    this.failAll(new Error('the poker house closed'));
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker();
    worker.unref();
    worker.on('message', (m: { id: number; result?: PokerResult; error?: string }) => {
      const job = this.pending.get(m.id);
      if (!job) return;
      this.pending.delete(m.id);
      if (m.error !== undefined) job.reject(new Error(`poker house: ${m.error}`));
      else job.resolve(m.result!);
    });
    const lost = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      this.failAll(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the poker house thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const job of this.pending.values()) job.reject(error);
    this.pending.clear();
  }
}
