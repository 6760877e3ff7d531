/**
 * A lock file beside a record file, so that the server and the `platter users` CLI never
 * write the same JSON file at once (lowdb is safe in one process only). The lock is
 * created with O_EXCL, which the file system makes atomic; it holds the owner's pid, host
 * and time, so a lock left behind by a crashed process is recognised and taken over.
 */
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** Tuning of withFileLock. */
export interface FileLockOptions {
  /** Give up after waiting this long for another writer. Default 5000 ms. */
  timeoutMs?: number;
  /**
   * A lock older than this is stale: its owner died mid-write. Default 10000 ms, far
   * above the few milliseconds a write takes.
   */
  staleMs?: number;
}

/** The lock could not be taken in time; the message says who holds it and how to clear it. */
export class FileLockTimeoutError extends Error {}

interface LockOwner {
  pid: number;
  host: string;
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    const [pid, host] = readFileSync(lockPath, 'utf8').split('\n');
    return { pid: Number(pid), host: host ?? '' };
  } catch {
    return undefined;
  }
}

/** True when the process that wrote the lock is known to be gone. */
function ownerIsGone(owner: LockOwner | undefined): boolean {
  if (!owner || !Number.isInteger(owner.pid) || owner.host !== hostname()) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function tryAcquire(lockPath: string, staleMs: number): boolean {
  try {
    const fd = openSync(lockPath, 'wx', 0o600);
    try {
      writeSync(fd, `${process.pid}\n${hostname()}\n${new Date().toISOString()}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  let age: number;
  try {
    age = Date.now() - statSync(lockPath).mtimeMs;
  } catch {
    return false; // released between our open and stat: try again
  }
  if (age > staleMs || ownerIsGone(readOwner(lockPath))) {
    try {
      unlinkSync(lockPath);
    } catch {
      // another waiter took it over first
    }
  }
  return false;
}

/**
 * Runs `task` holding `<target>.lock`. Waits (polling every 20 ms) while another process
 * holds it, up to options.timeoutMs; a stale lock is removed.
 */
export async function withFileLock<R>(
  target: string,
  task: () => Promise<R>,
  options: FileLockOptions = {},
): Promise<R> {
  const lockPath = `${target}.lock`;
  const timeoutMs = options.timeoutMs ?? 5000;
  const staleMs = options.staleMs ?? 10_000;
  const started = Date.now();
  while (!tryAcquire(lockPath, staleMs)) {
    if (Date.now() - started > timeoutMs) {
      const owner = readOwner(lockPath);
      throw new FileLockTimeoutError(
        `${target} is locked by process ${owner?.pid ?? '?'} on ${owner?.host || '?'}; waited ${timeoutMs} ms. ` +
          `If no platter server or command is writing it, delete ${lockPath}.`,
      );
    }
    await sleep(20);
  }
  try {
    return await task();
  } finally {
    // Remove only our own lock: a stale-lock takeover may have replaced it.
    if (readOwner(lockPath)?.pid === process.pid) {
      try {
        unlinkSync(lockPath);
      } catch {
        // already gone
      }
    }
  }
}
