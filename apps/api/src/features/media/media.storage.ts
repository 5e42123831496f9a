import { mkdir, readdir, rename, rm, stat, statfs } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where checked uploads live. Uploads are spooled to a local temp file, inspected there and only
 * then handed to `save`. They are served from the same folder by @fastify/static (media.routes.ts);
 * an object store would serve them itself (signed URLs) behind this interface.
 */
export interface MediaStorage {
  /** A folder for uploads being received and checked. */
  readonly tempDir: string;
  /** Moves a checked temp file into storage under `name` (a generated name). */
  save(tempPath: string, name: string): Promise<void>;
  remove(name: string): Promise<void>;
  /** Bytes still free for uploads where they are stored (Infinity for a store without a bound). */
  freeBytes(): Promise<number>;
}

/**
 * A temp file nobody has written to for this long is a leftover (an upload cut off by a crash):
 * a live upload writes as its bytes arrive and is checked and moved within seconds. Younger ones
 * may belong to another instance sharing the media volume, so they are left alone.
 */
export const STALE_TEMP_MS = 5 * 60_000;

/** Files under `DATA_DIR/media/`, temp files under `DATA_DIR/media/.incoming/`. */
export class LocalDiskStorage implements MediaStorage {
  readonly tempDir: string;

  constructor(private readonly root: string) {
    this.tempDir = path.join(root, '.incoming');
  }

  private sweeper: NodeJS.Timeout | undefined;

  /**
   * Creates the folders and removes leftover temp files: all of them when this instance is the
   * only one writing there (`shared` false), else those untouched for STALE_TEMP_MS; while running,
   * those untouched for STALE_TEMP_MS are swept every STALE_TEMP_MS, a failed sweep going to
   * `onSweepError` (the next one tries again).
   */
  async init(shared: boolean, onSweepError: (error: unknown) => void): Promise<void> {
    await mkdir(this.tempDir, { recursive: true });
    await this.sweepTemp(shared ? STALE_TEMP_MS : 0);
    this.sweeper = setInterval(
      () => void this.sweepTemp(STALE_TEMP_MS).catch(onSweepError),
      STALE_TEMP_MS,
    );
    this.sweeper.unref();
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  /** Removes temp files untouched for at least `ageMs` (real time); returns how many. */
  async sweepTemp(ageMs: number): Promise<number> {
    // The real clock, not the app's: it is compared with the file system's modification times.
    const nowMs = Date.now();
    let removed = 0;
    for (const entry of await readdir(this.tempDir, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(this.tempDir, entry.name);
      // Gone since the listing (another instance swept it, or its upload finished): nothing to do.
      const info = await stat(file).catch(() => null);
      if (info && nowMs - info.mtimeMs >= ageMs) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  async freeBytes(): Promise<number> {
    const fs = await statfs(this.root);
    return fs.bavail * fs.bsize;
  }

  async save(tempPath: string, name: string): Promise<void> {
    await rename(tempPath, this.pathOf(name));
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  private pathOf(name: string): string {
    if (!isMediaName(name)) throw new Error('bad media name');
    return path.join(this.root, name);
  }
}

/** Stored names are generated ([A-Za-z0-9_-] + an extension we store): nothing else is a path. */
export function isMediaName(name: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}\.(png|jpg|gif|webm|webp)$/.test(name);
}
