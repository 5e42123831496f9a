/** Loads the users a user has blocked (or who blocked them), while the user has sockets here. */
export type BlockedLoader = (userId: string) => Promise<readonly string[]>;

/**
 * One connected user's blocks, kept while they have sockets on this instance: whom they blocked
 * (`ids`) and who blocked them (`by`). While the first loads run, changes that arrive are noted
 * and applied on top of what they read.
 */
interface BlockState {
  ids: Set<string>;
  by: Set<string>;
  ready: Promise<void>;
  /** Changes heard while loading: `>id` blocked by this user, `<id` blocked this user. */
  changesWhileLoading: Map<string, boolean> | null;
}

/** Applies a noted change to a set. */
function toggle(set: Set<string>, id: string, on: boolean): void {
  if (on) set.add(id);
  else set.delete(id);
}

/**
 * The hub's view of blocks: for each user with sockets on this instance, whom they
 * blocked, so a wave chat frame skips their sockets when its sender is one of them, and
 * who blocked them, so a live stream's frames skip both sides of a block. Loaded when a user's
 * first socket arrives, dropped with their last, and kept current by the block changes every
 * instance hears through the cluster.
 */
export class BlockFilter {
  private readonly states = new Map<string, BlockState>();

  /**
   * `load` null: nobody is filtered (a hub that delivers no chat, e.g. the admin command's).
   * `loadBy` null: frames filtered both ways only know the recipients' own blocks.
   */
  constructor(
    private readonly load: BlockedLoader | null,
    private readonly loadBy: BlockedLoader | null = null,
  ) {}

  /** The cluster message of one change. */
  static change(blockerId: string, blockedId: string, blocked: boolean): string {
    return `${blockerId}\n${blockedId}\n${blocked ? 1 : 0}`;
  }

  /** Applies a change heard through the cluster (to whichever of the two has sockets here). */
  apply(message: string): void {
    const [blockerId = '', blockedId = '', on] = message.split('\n');
    const blocked = on === '1';
    const blocker = this.states.get(blockerId);
    if (blocker) {
      blocker.changesWhileLoading?.set(`>${blockedId}`, blocked);
      toggle(blocker.ids, blockedId, blocked);
    }
    const target = this.states.get(blockedId);
    if (target) {
      target.changesWhileLoading?.set(`<${blockerId}`, blocked);
      toggle(target.by, blockerId, blocked);
    }
  }

  /** Starts keeping the user's blocks (their first socket here). */
  track(userId: string): void {
    if (!this.load || this.states.has(userId)) return;
    const state: BlockState = {
      ids: new Set(),
      by: new Set(),
      ready: Promise.resolve(),
      changesWhileLoading: new Map(),
    };
    const none = async (): Promise<readonly string[]> => [];
    state.ready = Promise.all([this.load(userId), (this.loadBy ?? none)(userId)])
      .then(([loaded, loadedBy]) => {
        const ids = new Set(loaded);
        const by = new Set(loadedBy);
        for (const [key, on] of state.changesWhileLoading ?? [])
          toggle(key.startsWith('>') ? ids : by, key.slice(1), on);
        state.ids = ids;
        state.by = by;
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

  /** True when `blockerId` blocked the user (with sockets here). */
  isBlockedBy(userId: string, blockerId: string): boolean {
    return this.states.get(userId)?.by.has(blockerId) ?? false;
  }
}
