import type { Cluster } from './cluster/cluster';
import type { Config } from './config';
import type { Db } from './db/database';
import type { ScryptCost } from './features/auth/password';
import type { SeedSource } from './features/fairness/fairness.service';
import type { SeedRounds } from './features/fairness/rotation.service';
import type { MediaStorage } from './features/media/media.storage';
import type { LiveState } from './features/live/live.state';
import type { HouseRunner } from './features/poker/house-pool';
import type { Hub } from './features/realtime/realtime.hub';
import type { Limiters } from './lib/rate-limiter';
import type { WaveFeed } from './features/waves/wave-feed';

/**
 * What every service receives: the database, the clock, the real-time hub, the rate limiters
 * and the media storage. Built once in buildApp; tests pass their own clock.
 */
export interface AppContext {
  readonly config: Config;
  readonly db: Db;
  /** Server time; every rule judged by time (claim hour, wave length) reads it here. */
  readonly now: () => Date;
  /**
   * The one handle to the hub: services publish through it (`RealtimeHub`), the socket route adds
   * and removes this instance's sockets.
   */
  readonly realtime: Hub;
  /** Coalesced `wave_update` frames with the wave's figures: tell it a wave changed after a commit. */
  readonly waveFeed: Pick<WaveFeed, 'changed'>;
  /** What this instance shares with the others (memory alone, or Redis): locks, messages. */
  readonly cluster: Cluster;
  readonly limiters: Limiters;
  readonly storage: MediaStorage;
  /** Where the poker house decides: a worker thread (or inline with POKER_WORKER=0). */
  readonly house: HouseRunner;
  readonly passwordCost: ScryptCost;
  /** Where new server and client seeds come from (crypto randomness; tests fix them). */
  readonly seeds: SeedSource;
  /**
   * Runs after a wave has ended (wired in buildApp): its idle rounds are settled by rule. A
   * callback, because settling needs the game features, which need waves.
   */
  readonly onWaveEnded: (waveId: string) => Promise<void>;
  /**
   * The rounds as seed rotation sees them, with the steps run before a rotation (wired in
   * buildApp). Not an import, because the rounds draw their seeds from fairness.
   */
  readonly seedRounds: SeedRounds;
  /** Live streams: the shared store and this instance's streaming and watching sockets. */
  readonly live: LiveState;
  /**
   * Runs after a block or unblock (wired in buildApp): live streams follow it. A callback, because
   * the live feature reads blocks from moderation.
   */
  readonly onBlockChanged: (
    blockerId: string,
    blockedId: string,
    blocked: boolean,
  ) => Promise<void>;
}
