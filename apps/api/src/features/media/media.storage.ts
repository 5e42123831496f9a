import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where checked uploads live. Uploads are spooled to a local temp file, inspected there and only
 * then handed to `save`; local disk now, an object store later behind the same interface.
 */
export interface MediaStorage {
  /** A folder for uploads being received and checked. */
  readonly tempDir: string;
  /** Moves a checked temp file into storage under `name` (a generated name). */
  save(tempPath: string, name: string): Promise<void>;
  /** The stored file, or null when there is none. */
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
  remove(name: string): Promise<void>;
}

/** Files under `DATA_DIR/media/`, temp files under `DATA_DIR/media/.incoming/`. */
export class LocalDiskStorage implements MediaStorage {
  readonly tempDir: string;

  constructor(private readonly root: string) {
    this.tempDir = path.join(root, '.incoming');
  }

  async init(): Promise<void> {
    await mkdir(this.tempDir, { recursive: true });
  }

  async save(tempPath: string, name: string): Promise<void> {
    await rename(tempPath, this.pathOf(name));
  }

  async open(name: string): Promise<{ stream: Readable; size: number } | null> {
    try {
      const info = await stat(this.pathOf(name));
      if (!info.isFile()) return null;
      return { stream: createReadStream(this.pathOf(name)), size: info.size };
    } catch {
      return null;
    }
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
