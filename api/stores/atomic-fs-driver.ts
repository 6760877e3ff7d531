/**
 * unstorage's fs-lite driver with whole-file writes: a value is written to a temporary
 * file beside its key's file and renamed over it, which the file system does in one step.
 * fs-lite writes in place (truncate, then write): a process killed in between left a
 * count file of 0 bytes, and 949 wins read as 0. Now a killed process leaves the old
 * value or the new one, and at worst a temporary file, which is never read as a value.
 *
 * The temporary files start with a dot; keys never do (keySegment writes letters, digits,
 * '_', '-' and '~' only), so listing keys skips them. No fsync: this guards against a
 * killed process, which leaves the page cache to the kernel, not against a power cut.
 */
import { mkdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { defineDriver } from 'unstorage';
import fsLiteDriver from 'unstorage/drivers/fs-lite';
import { writeFileAtomic } from '../../core/node/write.ts';

/** Whether a file name is one of the temporary files of a write (writeFileAtomic's dot files). */
export const isTemporaryFile = (name: string): boolean => name.startsWith('.');

/** Writes `data` to `path` whole, making its directory first. */
async function writeWhole(path: string, data: string | Uint8Array): Promise<void> {
  mkdirSync(dirname(path), { recursive: true });
  writeFileAtomic(path, data);
}

/** The driver: files under `base`, ':' in a key a directory level, as fs-lite. */
export const atomicFsDriver = defineDriver((opts: { base: string }) => {
  const base = resolve(opts.base);
  const lite = fsLiteDriver({ base, ignore: (path: string) => path !== base && isTemporaryFile(basename(path)) });
  // fs-lite's own key check and mapping, for the writes done here.
  const fileOf = (key: string) => {
    if (/\.\.:|\.\.$/.test(key))
      throw new Error(`Invalid key: ${JSON.stringify(key)}. It should not contain .. segments`);
    return join(base, key.replace(/:/g, '/'));
  };
  return {
    ...lite,
    options: opts,
    name: 'fs-atomic',
    setItem: (key: string, value: string) => writeWhole(fileOf(key), value),
    setItemRaw: (key: string, value: Uint8Array) => writeWhole(fileOf(key), value),
  };
});
