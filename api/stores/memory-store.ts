/**
 * A KeyedStore kept in a Map in this process, without unstorage: no serialisation and no
 * driver calls, so a read-modify-write costs a microsecond. It backs the rate-limit
 * windows, which every request touches and which may vanish on restart. Values are held
 * by reference, so callers store plain data and never mutate what they read.
 */
import { createKeyLocks } from './_locks.ts';
import { checkKey, type KeyedStore, type SetOptions } from './keyed-store.ts';

interface Entry {
  value: unknown;
  /** Expiry instant in ms, or Infinity. */
  expires: number;
}

/** An empty in-process store; `now` (ms) decides expiry. */
export function createMemoryStore(now: () => number = Date.now): KeyedStore {
  const entries = new Map<string, Entry>();
  const { exclusive, held } = createKeyLocks();

  function read<T>(key: string): T | undefined {
    const entry = entries.get(checkKey(key));
    if (!entry) return undefined;
    if (entry.expires <= now()) return undefined;
    return entry.value as T;
  }

  function write(key: string, value: unknown, opts?: SetOptions): void {
    entries.set(checkKey(key), {
      value,
      expires: opts?.ttlSeconds === undefined ? Infinity : now() + opts.ttlSeconds * 1000,
    });
  }

  function updateSync<T>(
    key: string,
    change: (current: T | undefined) => T | undefined,
    opts?: SetOptions,
  ): T | undefined {
    const next = change(read<T>(key));
    if (next === undefined) entries.delete(key);
    else write(key, next, opts);
    return next;
  }

  return {
    async get<T>(key: string) {
      return read<T>(key);
    },
    async set(key, value, opts) {
      write(key, value, opts);
    },
    async has(key) {
      return read(key) !== undefined;
    },
    async delete(key) {
      entries.delete(checkKey(key));
    },
    async keys(prefix) {
      const t = now();
      return [...entries]
        .filter(([k, e]) => e.expires > t && (prefix === undefined || k === prefix || k.startsWith(`${prefix}:`)))
        .map(([k]) => k);
    },
    update<T>(key: string, change: (current: T | undefined) => T | undefined, opts?: SetOptions) {
      // Unless an exclusive task holds the key, the read, change and write run in one
      // synchronous step, which no other request can interleave with.
      if (held(key)) return exclusive(key, async () => updateSync(key, change, opts));
      try {
        return Promise.resolve(updateSync(key, change, opts));
      } catch (error) {
        return Promise.reject(error);
      }
    },
    updateSync,
    async setIfAbsent(key, value, opts) {
      const claim = () => {
        if (read(key) !== undefined) return false;
        write(key, value, opts);
        return true;
      };
      return held(key) ? exclusive(key, async () => claim()) : claim();
    },
    async increment(key, by = 1, opts) {
      const add = () => updateSync<number>(key, (n) => (typeof n === 'number' ? n : 0) + by, opts)!;
      return held(key) ? exclusive(key, async () => add()) : add();
    },
    exclusive,
    async sweep() {
      const t = now();
      let removed = 0;
      for (const [k, e] of entries) {
        if (e.expires <= t) {
          entries.delete(k);
          removed++;
        }
      }
      return removed;
    },
    async ping() {},
    async clear() {
      entries.clear();
    },
    async dispose() {
      entries.clear();
    },
  };
}
