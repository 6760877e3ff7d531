/**
 * A JSON file of records (users, contact messages) kept with lowdb, shared safely between
 * the server and the CLI:
 * - built as `new Low(adapter, defaults)`, never JSONFilePreset, which quietly
 *   keeps data in memory when NODE_ENV=test (vitest sets it);
 * - written atomically (a temporary file renamed over it), the temporary file created
 *   with the final mode (0600 unless told otherwise: these files hold password hashes,
 *   addresses and messages) in a data directory created 0700;
 * - every write holds `<path>.lock` and starts from the file as it is on disk, so a
 *   change made by another process is never overwritten;
 * - reads re-read the file when its modification time, inode or size changed, so the
 *   server sees what `platter users` did without a restart;
 * - everything in one process goes through one queue, so a read never sees a half-applied
 *   change and two writes never interleave.
 */
import { issueLine, issueTexts } from '../../core/issues.ts';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Low, type Adapter } from 'lowdb';
import { writeFileAtomic } from '../../core/node/write.ts';
import type { z } from 'zod';
import { withFileLock, type FileLockOptions } from './file-lock.ts';

export interface RecordFile<T> {
  /** The file's absolute path. */
  readonly path: string;
  /** The data as the file holds it now (defaults when the file does not exist yet). Read-only: change it with
   * update().
   */
  read(): Promise<T>;
  /**
   * Applies `change` to the current data under the lock and writes the result; answers
   * what `change` returns. A throw from `change` writes nothing.
   */
  update<R>(change: (data: T) => R): Promise<R>;
  /** Replaces the whole data with what `make` builds from it, under the lock; answers it. */
  replace(make: (data: T) => T): Promise<T>;
  /** Deletes the file under the lock (reads then answer the defaults). */
  remove(): Promise<void>;
}

export interface RecordFileOptions<S extends z.ZodType> {
  /** The file's shape; a file that does not match is refused with the problem named. */
  schema: S;
  /** The data of a file that does not exist yet. */
  defaults: () => z.output<S>;
  /** File mode of the written file. Default 0o600: the record files hold personal data. */
  mode?: number;
  lock?: FileLockOptions;
}

function stampOf(path: string): string {
  try {
    const s = statSync(path);
    return `${s.mtimeMs}:${s.ino}:${s.size}`;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw e;
  }
}

/** lowdb's JSON adapter, but writing through writeFileAtomic with the file's mode from the start. */
function privateJsonFile<T>(path: string, mode: number): Adapter<T> {
  return {
    async read() {
      try {
        return JSON.parse(await readFile(path, 'utf8')) as T;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async write(data) {
      writeFileAtomic(path, JSON.stringify(data, null, 2), { mode });
    },
  };
}

/** The data directory, created readable by its owner only. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** Opens (lazily: nothing is read until first use) a record file at `path`. */
export function openRecordFile<S extends z.ZodType>(
  path: string,
  options: RecordFileOptions<S>,
): RecordFile<z.output<S>> {
  type T = z.output<S>;
  const db = new Low<T>(privateJsonFile<T>(path, options.mode ?? 0o600), options.defaults());
  let stamp: string | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  function serially<R>(task: () => Promise<R>): Promise<R> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  async function refresh(): Promise<void> {
    const now = stampOf(path);
    if (now === stamp) return;
    if (now === 'missing') {
      db.data = options.defaults();
    } else {
      await db.read();
      const parsed = options.schema.safeParse(db.data);
      if (!parsed.success) {
        stamp = undefined;
        throw new Error(
          `${path} is not a valid Platter file ` +
            `(${issueTexts(parsed.error.issues, { input: db.data }).map((t) => issueLine(t))[0] ?? 'unknown problem'}); ` +
            'fix or restore it',
        );
      }
      db.data = parsed.data as T;
    }
    stamp = now;
  }

  /** Under the lock, from the file as it is now: builds the next data, writes it, answers the result. */
  function writeLocked<R>(build: (current: T) => { next: T; result: R }): Promise<R> {
    return serially(async () => {
      ensurePrivateDir(dirname(path));
      return withFileLock(
        path,
        async () => {
          await refresh();
          const { next, result } = build(db.data);
          db.data = next;
          await db.write();
          stamp = stampOf(path);
          return result;
        },
        options.lock,
      );
    });
  }

  return {
    path,
    read: () =>
      serially(async () => {
        await refresh();
        return db.data;
      }),
    update: (change) =>
      writeLocked((current) => {
        // Work on a copy, so a change that throws halfway leaves the data as it was.
        const draft = structuredClone(current);
        const result = change(draft);
        return { next: draft, result };
      }),
    replace: (make) =>
      writeLocked((current) => {
        const next = make(structuredClone(current));
        return { next, result: next };
      }),
    remove: () =>
      serially(async () => {
        if (stampOf(path) === 'missing') return;
        await withFileLock(
          path,
          async () => {
            rmSync(path, { force: true });
            db.data = options.defaults();
            stamp = 'missing';
          },
          options.lock,
        );
      }),
  };
}
