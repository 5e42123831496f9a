/** Loads the users a user has blocked (the hub keeps them while the user has sockets here). */
export type BlockedLoader = (userId: string) => Promise<readonly string[]>;

/**
 * Whom one connected user has blocked, kept while they have sockets on this instance. While the
 * first load runs, changes that arrive are noted and applied on top of what it read.
 */
interface BlockState {
  ids: Set<string>;
  ready: Promise<void>;
  changesWhileLoading: Map<string, boolean> | null;
}

/**
 * The hub's view of blocks (issue 17): for each user with sockets on this instance, whom they
 * blocked, so a wave chat frame skips their sockets when its sender is one of them. Loaded when a
 * user's first socket arrives, dropped with their last, and kept current by the block changes
 * every instance hears through the cluster.
 */
export class BlockFilter {
  private readonly states = new Map<string, BlockState>();

  /** `load` null: nobody is filtered (a hub that delivers no chat, e.g. the admin command's). */
  constructor(private readonly load: BlockedLoader | null) {}

  /** The cluster message of one change. */
  static change(blockerId: string, blockedId: string, blocked: boolean): string {
    return `${blockerId}\n${blockedId}\n${blocked ? 1 : 0}`;
  }

  /** Applies a change heard through the cluster (ignored unless the blocker has sockets here). */
  apply(message: string): void {
    const [blockerId = '', blockedId = '', on] = message.split('\n');
    const state = this.states.get(blockerId);
    if (!state) return;
    state.changesWhileLoading?.set(blockedId, on === '1');
    if (on === '1') state.ids.add(blockedId);
    else state.ids.delete(blockedId);
  }

  /** Starts keeping the user's blocks (their first socket here). */
  track(userId: string): void {
    if (!this.load || this.states.has(userId)) return;
    const state: BlockState = {
      ids: new Set(),
      ready: Promise.resolve(),
      changesWhileLoading: new Map(),
    };
    state.ready = this.load(userId)
      .then((loaded) => {
        const ids = new Set(loaded);
        for (const [id, on] of state.changesWhileLoading ?? []) {
          if (on) ids.add(id);
          else ids.delete(id);
        }
        state.ids = ids;
      })
      // Unreadable now: the user joins with what is known (a later change still applies).
      .catch(() => undefined)
      .finally(() => {
        state.changesWhileLoading = null;
      });
    this.states.set(userId, state);
  }

  /** The user's last socket here closed. */
  forget(userId: string): void {
    this.states.delete(userId);
  }

  /** Resolves once the user's blocks are loaded. */
  ready(userId: string): Promise<void> {
    return this.states.get(userId)?.ready ?? Promise.resolve();
  }

  /** True when the user (with sockets here) blocked `senderId`. */
  has(userId: string, senderId: string): boolean {
    return this.states.get(userId)?.ids.has(senderId) ?? false;
  }
}
