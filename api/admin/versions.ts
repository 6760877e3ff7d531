/**
 * File versions for optimistic concurrency: every admin GET hands out the version of the
 * files it shows (a hash of their bytes on disk), the client sends it back with its
 * write, and the writer refuses the write with 409 when the file has changed since. A
 * hash, not a time stamp: a file rewritten with the same bytes is the same version, and a
 * `git pull` that changes a file changes its version.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/** The version of a file that does not exist (a food not created yet, a deleted one). */
export const ABSENT_VERSION = 'absent';

/** The version of some bytes: 16 hex digits of their SHA-1 (enough to tell two edits apart). */
export function versionOfBytes(bytes: string | Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex').slice(0, 16);
}

interface Remembered {
  stamp: string;
  version: string;
}

/**
 * Versions of files, remembered by modification time, inode and size, so listing 5,000
 * foods hashes only the files that changed since the last listing.
 */
export class FileVersions {
  #known = new Map<string, Remembered>();

  /** The version of the file at `abs` as it is on disk now. */
  of(abs: string): string {
    let stamp: string;
    try {
      const s = statSync(abs);
      stamp = `${s.mtimeMs}:${s.ino}:${s.size}`;
    } catch {
      this.#known.delete(abs);
      return ABSENT_VERSION;
    }
    const known = this.#known.get(abs);
    if (known && known.stamp === stamp) return known.version;
    let bytes: Buffer;
    try {
      bytes = readFileSync(abs);
    } catch {
      return ABSENT_VERSION;
    }
    const version = versionOfBytes(bytes);
    this.#known.set(abs, { stamp, version });
    return version;
  }

  /** Forgets every remembered version (the admin caches are cleared after a write). */
  clear(): void {
    this.#known.clear();
  }
}
