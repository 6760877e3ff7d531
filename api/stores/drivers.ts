/**
 * The unstorage instances behind the stores: files under the data directory by default,
 * memory in tests and for data that may vanish on restart (rate-limit windows).
 */
import { join } from 'node:path';
import { createStorage, type Storage } from 'unstorage';
import fsLiteDriver from 'unstorage/drivers/fs-lite';
import memoryDriver from 'unstorage/drivers/memory';

/** Which driver keeps a store's values. */
export type StorageKind = 'fs' | 'memory';

/**
 * An unstorage instance of the given kind. The fs driver writes one file per key under
 * `<dataDir>/<name>/`, ':' in a key becoming a directory level.
 */
export function createDriverStorage(kind: StorageKind, dataDir: string, name: string): Storage {
  if (kind === 'memory') return createStorage({ driver: memoryDriver() });
  return createStorage({ driver: fsLiteDriver({ base: join(dataDir, name) }) });
}
