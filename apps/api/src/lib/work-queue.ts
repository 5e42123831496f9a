/**
 * At most `running` tasks at once and `waiting` more in line; beyond that a task is refused at
 * once (`run` rejects with `QueueFull`) instead of piling up memory and latency. Used for scrypt,
 * whose every run holds 128 MiB and a thread for about half a second.
 */
export class WorkQueue {
  private active = 0;
  private readonly line: Array<() => void> = [];
  /** Tasks started so far (tests and metrics). */
  started = 0;

  constructor(
    readonly running: number,
    readonly waiting: number,
  ) {}

  /** Tasks running now and tasks waiting. */
  get size(): { running: number; waiting: number } {
    return { running: this.active, waiting: this.line.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.running) {
      if (this.line.length >= this.waiting) throw new QueueFull();
      await new Promise<void>((resolve) => this.line.push(resolve));
    } else this.active += 1;
    this.started += 1;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line (it never goes back to `active = 0`).
      const next = this.line.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

export class QueueFull extends Error {
  constructor() {
    super('queue full');
    this.name = 'QueueFull';
  }
}
