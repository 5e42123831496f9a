import type { LeaderboardEntry, WaveFigures } from '@coinwave/api-contract';

/** Timers the feed schedules with (the real ones in production; tests drive their own). */
export interface FeedTimers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const REAL_TIMERS: FeedTimers = {
  set: (fn, ms) => setTimeout(fn, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** The wave's figures now: its counts and its top leaderboard rows (read after the commits). */
export type ReadFigures = (waveId: string) => Promise<{
  gamesCount: number;
  messagesCount: number;
  leaderboard: LeaderboardEntry[];
}>;

interface WaveState {
  lastMs: number;
  timer: unknown;
  /** Per rank, the row this instance last sent (player, score, name and avatar). */
  shown: Map<number, string>;
  counts: string;
}

/**
 * Coalesces a wave's changes into `wave_update` frames with their figures: the first change is
 * sent on the next tick, and changes within `everyMs` of a frame wait for one frame at the end of
 * that window, so 20 players spinning cost one frame a second, not one per round. Each frame
 * carries only the leaderboard rows whose player or score changed at their rank since this
 * instance's previous frame for the wave, and nothing is sent when nothing changed.
 */
export class WaveFeed {
  private readonly waves = new Map<string, WaveState>();
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly read: ReadFigures,
    private readonly send: (waveId: string, figures: WaveFigures) => void,
    private readonly options: { everyMs: number; nowMs: () => number; timers: FeedTimers },
  ) {}

  /** The wave's leaderboard or counts may have changed (call after the commit). */
  changed(waveId: string): void {
    const state = this.waves.get(waveId) ?? {
      lastMs: -Infinity,
      timer: null,
      shown: new Map<number, string>(),
      counts: '',
    };
    this.waves.set(waveId, state);
    if (state.timer !== null) return;
    const wait = Math.max(0, state.lastMs + this.options.everyMs - this.options.nowMs());
    state.timer = this.options.timers.set(() => {
      state.timer = null;
      state.lastMs = this.options.nowMs();
      const sent = this.sendFigures(waveId, state)
        // A failed read is only a missed frame: the next change sends again, and clients re-read
        // their lists every 30 s.
        .catch(() => undefined)
        .finally(() => this.sending.delete(sent));
      this.sending.add(sent);
    }, wait);
  }

  /** Frames scheduled and not yet sent. */
  pending(): number {
    let n = 0;
    for (const state of this.waves.values()) if (state.timer !== null) n += 1;
    return n;
  }

  /** Resolves once the frames being read now are sent. */
  async idle(): Promise<void> {
    await Promise.all([...this.sending]);
  }

  /** Forgets a wave that ended (a new one started). */
  forget(waveId: string): void {
    const state = this.waves.get(waveId);
    if (state?.timer) this.options.timers.clear(state.timer);
    this.waves.delete(waveId);
  }

  close(): void {
    for (const state of this.waves.values())
      if (state.timer !== null) this.options.timers.clear(state.timer);
    this.waves.clear();
  }

  private async sendFigures(waveId: string, state: WaveState): Promise<void> {
    const now = await this.read(waveId);
    const key = (e: LeaderboardEntry) =>
      `${e.id}:${e.score}:${e.user.username}:${e.user.avatarUrl}`;
    const changed = now.leaderboard.filter((e) => state.shown.get(e.rank) !== key(e));
    const size = now.leaderboard.length;
    const counts = `${now.gamesCount}:${now.messagesCount}:${size}`;
    if (changed.length === 0 && counts === state.counts) return;
    state.counts = counts;
    for (const rank of state.shown.keys()) if (rank > size) state.shown.delete(rank);
    for (const e of changed) state.shown.set(e.rank, key(e));
    this.send(waveId, {
      gamesCount: now.gamesCount,
      messagesCount: now.messagesCount,
      leaderboardSize: size,
      leaderboard: changed,
    });
  }
}
