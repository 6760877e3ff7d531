/**
 * The data directory's files in a backup (records in lowdb files, when there is no
 * database): every file under DATA_DIR but the keyed store's folder (backed up through
 * the store: api/backup/keyed-values.ts), lock files and half-written temporary files.
 * So a collection added later (leagues) is in the backup without a change here. Each file
 * is read, and written back, holding its lock (api/stores/file-lock.ts), the one the
 * server and `platter users` take to write it: a copy is never half of one write and
 * half of the next.
 */
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { writeFileAtomic } from '../../core/node/write.ts';
import { KEYED_STORE_NAME as KEYED_STORE_DIR } from '../stores/drivers.ts';
import { withFileLock } from '../stores/file-lock.ts';

/** Lock files and writeFileAtomic's temporary files. */
const NOT_DATA = /(\.lock$)|(^\..*\.tmp$)/;

/** The data files under `dataDir`, as paths relative to it with '/' separators, sorted. */
export function listDataFiles(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !NOT_DATA.test(entry.name))
    .map((entry) => relative(dataDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => path !== KEYED_STORE_DIR && !path.startsWith(`${KEYED_STORE_DIR}/`))
    .sort();
}

/** Copies one file under the lock of `lockedPath` (the live data file), keeping its mode. */
async function copyLocked(from: string, to: string, lockedPath: string): Promise<void> {
  mkdirSync(dirname(to), { recursive: true, mode: 0o700 });
  await withFileLock(lockedPath, async () => {
    const mode = statSync(from).mode & 0o777;
    if (lockedPath === to) writeFileAtomic(to, readFileSync(from), { mode });
    else {
      copyFileSync(from, to);
      chmodSync(to, mode);
    }
  });
}

/** Copies the data files of `dataDir` into `into`, each under its lock; answers their relative paths. */
export async function copyDataFilesOut(dataDir: string, into: string): Promise<string[]> {
  const files = listDataFiles(dataDir);
  for (const file of files) await copyLocked(join(dataDir, file), join(into, file), join(dataDir, file));
  return files;
}

/** Copies the backed-up files of `from` into `dataDir`, each written atomically under its lock. */
export async function copyDataFilesIn(from: string, files: readonly string[], dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (const file of files) await copyLocked(join(from, file), join(dataDir, file), join(dataDir, file));
}

/**
 * Whether a data file holds records: a collection file with a record in any of its lists,
 * or a one-record file (players' progress). An empty collection file (`"users": []`),
 * a key or a mail in the outbox does not count.
 */
function holdsRecords(path: string): boolean {
  if (!path.endsWith('.json')) return false;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return true; // unreadable: not something to overwrite without being told
  }
  if (data === null || typeof data !== 'object') return false;
  const lists = Object.values(data).filter(Array.isArray);
  return lists.length === 0 ? true : lists.some((list) => list.length > 0);
}

/** The data files under `dataDir` that hold records (why a restore there needs --force), the top folder's first. */
export function filesWithRecords(dataDir: string): string[] {
  const depth = (file: string) => file.split('/').length;
  return listDataFiles(dataDir)
    .filter((file) => holdsRecords(join(dataDir, file)))
    .sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** Removes every data file under `dataDir` (a forced restore), each under its lock. */
export async function removeDataFiles(dataDir: string): Promise<void> {
  for (const file of listDataFiles(dataDir)) {
    const path = join(dataDir, file);
    await withFileLock(path, async () => rmSync(path, { force: true }));
  }
}
