/**
 * The keyed store: small values under string keys, each with an optional lifetime, over
 * any unstorage driver. Lifetimes are kept in the stored value and checked on read,
 * because unstorage's fs and memory drivers ignore `ttl`. Writes to one key can be
 * serialised in this process with `exclusive`, which is what keeps counters exact.
 */
import type { Storage } from 'unstorage';
import { createKeyLocks } from './_locks.ts';
import { redisAtomics } from './redis-atomic.ts';

/** Options of a write. */
export interface SetOptions {
  /** Seconds until the value is treated as absent. Omit for a value that never expires. */
  ttlSeconds?: number;
}

/** What every store of the API offers, whatever the driver underneath. */
export interface KeyedStore {
  /** The live value under `key`, or undefined when absent or expired. */
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, opts?: SetOptions): Promise<void>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Live keys starting with `prefix` (a whole-segment prefix such as 'completions:player:2026-01-01'). */
  keys(prefix?: string): Promise<string[]>;
  /**
   * Reads, changes and writes one key with no other `update` or `exclusive` on the same
   * lock key in between (in this process), and on Redis with no write from another
   * instance in between either (the change is redone when one came first). Returning
   * undefined deletes the key. `change` may run more than once: keep it pure.
   */
  update<T>(key: string, change: (current: T | undefined) => T | undefined, opts?: SetOptions): Promise<T | undefined>;
  /**
   * update() done at once, offered only by stores kept in this process (the rate-limit
   * windows), where it saves every request two promise hops. It does not wait for an
   * exclusive task on the key.
   */
  updateSync?<T>(key: string, change: (current: T | undefined) => T | undefined, opts?: SetOptions): T | undefined;
  /**
   * Stores `value` unless the key holds a live value, and answers whether it did, in one
   * step no other caller can split: in this process, and on Redis across every API
   * instance sharing the server. What makes "count each player once" hold everywhere.
   */
  setIfAbsent<T>(key: string, value: T, opts?: SetOptions): Promise<boolean>;
  /**
   * Adds `by` (default 1) to the number under `key`, absent, expired or not a number
   * counting as 0, and answers the sum, in one step no other caller can split (on Redis,
   * across instances). The sum is stored without a lifetime, or with `opts.ttlSeconds`
   * from now (each increment renews it).
   */
  increment(key: string, by?: number, opts?: SetOptions): Promise<number>;
  /** Runs `task` with no other exclusive task on `lockKey` running in this process. */
  exclusive<R>(lockKey: string, task: () => Promise<R>): Promise<R>;
  /** Deletes every expired value (the drivers never do), returning how many went. */
  sweep(): Promise<number>;
  /** Asks the driver whether it answers now (a read of one key); rejects with why not. For /api/health. */
  ping(): Promise<void>;
  /** Deletes every value. */
  clear(): Promise<void>;
  /** Releases the driver. */
  dispose(): Promise<void>;
}

/**
 * The stored form: the value and, when it has a lifetime, the instant it expires (ms).
 * api/stores/redis-atomic.ts reads and writes it in Lua too.
 */
export interface Envelope<T> {
  v: T;
  e?: number;
}

const SAFE_SEGMENT = /^[A-Za-z0-9_-]+$/;
/** The key health reads (never written): a read is what every driver can be asked. */
const PING_KEY = 'health:ping';
const encoder = new TextEncoder();

/**
 * One key segment made safe for every driver: letters, digits, '_' and '-' stay, every
 * other byte becomes '~' and two hex digits. So an IPv6 address or a player id can never
 * add a ':' level, a '?' (which unstorage cuts off) or a '..' path segment to the fs driver.
 */
export function keySegment(part: string): string {
  if (SAFE_SEGMENT.test(part)) return part;
  return part.replace(/[^A-Za-z0-9_-]/gu, (c) => {
    const code = c.charCodeAt(0);
    if (code < 0x80) return `~${code.toString(16).padStart(2, '0')}`;
    return [...encoder.encode(c)].map((b) => `~${b.toString(16).padStart(2, '0')}`).join('');
  });
}

/** A store key from its parts, each made safe with keySegment and joined with ':'. */
export function storeKey(...parts: string[]): string {
  return parts.map(keySegment).join(':');
}

/** An empty key or segment, a '.' or '..' segment, or a '?' (which unstorage cuts off). */
const INVALID_KEY = /^$|^:|:$|::|(^|:)\.\.?(:|$)|\?/;

/** `key` itself, or an error naming it when no driver could store it safely. */
export function checkKey(key: string): string {
  if (INVALID_KEY.test(key)) {
    throw new Error(`Invalid store key ${JSON.stringify(key)}: build keys with storeKey()`);
  }
  return key;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'v' in value;
}

/**
 * A KeyedStore over an unstorage instance. `now` is the clock that decides expiry (the
 * API's clock seam), in milliseconds.
 */
export function createKeyedStore(storage: Storage, now: () => number = Date.now): KeyedStore {
  const { exclusive } = createKeyLocks();

  /** The value of a stored envelope, or undefined when it is none or has expired. */
  function liveValue<T>(raw: unknown): T | undefined {
    if (!isEnvelope(raw)) return undefined;
    if (raw.e !== undefined && raw.e <= now()) return undefined;
    return raw.v as T;
  }

  async function read<T>(key: string): Promise<T | undefined> {
    return liveValue<T>(await storage.getItem(checkKey(key)));
  }

  function envelope<T>(value: T, opts?: SetOptions): Envelope<T> {
    const stored: Envelope<T> = { v: value };
    if (opts?.ttlSeconds !== undefined) stored.e = now() + opts.ttlSeconds * 1000;
    return stored;
  }

  async function write<T>(key: string, value: T, opts?: SetOptions): Promise<void> {
    await storage.setItem(checkKey(key), envelope(value, opts) as never);
  }

  // Redis does these itself, so they hold across instances; other drivers take the key's lock.
  const atomic = redisAtomics(storage);

  function update<T>(key: string, change: (current: T | undefined) => T | undefined, opts?: SetOptions) {
    return exclusive(key, async () => {
      if (!atomic) {
        const next = change(await read<T>(key));
        if (next === undefined) await storage.removeItem(checkKey(key));
        else await write(key, next, opts);
        return next;
      }
      // On Redis another instance may write between the read and the write: write only if
      // the key still holds what was read, else read again and redo the change.
      for (;;) {
        const raw = await atomic.getRaw(checkKey(key));
        const next = change(liveValue<T>(raw === null ? undefined : JSON.parse(raw)));
        const text = next === undefined ? null : JSON.stringify(envelope(next, opts));
        if (await atomic.compareAndSet(checkKey(key), raw, text)) return next;
      }
    });
  }

  async function liveKeys(prefix: string | undefined, keepExpired: boolean): Promise<string[]> {
    const all = await storage.getKeys(prefix ? checkKey(prefix) : undefined);
    // getKeys matches any key starting with the prefix's characters; keep whole segments only.
    const wanted = prefix ? all.filter((k) => k === prefix || k.startsWith(`${prefix}:`)) : all;
    if (keepExpired) return wanted;
    const live = await Promise.all(wanted.map(async (k) => ((await read(k)) === undefined ? undefined : k)));
    return live.filter((k): k is string => k !== undefined);
  }

  return {
    get: read,
    set: write,
    async has(key) {
      return (await read(key)) !== undefined;
    },
    async delete(key) {
      await storage.removeItem(checkKey(key));
    },
    keys: (prefix) => liveKeys(prefix, false),
    update,
    async setIfAbsent(key, value, opts) {
      if (atomic) return atomic.setIfAbsent(checkKey(key), JSON.stringify(envelope(value, opts)), now());
      return exclusive(key, async () => {
        if ((await read(key)) !== undefined) return false;
        await write(key, value, opts);
        return true;
      });
    },
    async increment(key, by = 1, opts) {
      if (atomic) {
        const ttlMs = opts?.ttlSeconds === undefined ? undefined : opts.ttlSeconds * 1000;
        return atomic.increment(checkKey(key), by, now(), ttlMs);
      }
      return (await update<number>(key, (n) => (typeof n === 'number' ? n : 0) + by, opts))!;
    },
    exclusive,
    async sweep() {
      let removed = 0;
      for (const key of await liveKeys(undefined, true)) {
        const raw = await storage.getItem<Envelope<unknown>>(key);
        if (isEnvelope(raw) && raw.e !== undefined && raw.e <= now()) {
          await storage.removeItem(key);
          removed++;
        }
      }
      return removed;
    },
    async ping() {
      await storage.hasItem(PING_KEY);
    },
    async clear() {
      await storage.clear();
    },
    async dispose() {
      await storage.dispose();
    },
  };
}
