/**
 * The caches of API answers under `platter_cache_`, each with its own lifetime (player.md
 * section 9), pruned a day after they expire, dropped first when the store is full.
 * Part of site/lib/storage.ts.
 */
import { DAY_MS, keysWithPrefix, local, RECORD_VERSION } from './backend.ts';

/** Every cache key starts with this. */
export const CACHE_PREFIX = 'platter_cache_';

/** Cache lifetimes of player.md section 9. */
export const CACHE_TTL = {
  foods: DAY_MS,
  foodNames: DAY_MS,
  food: 10 * 60_000,
  today: 60 * 60_000,
  challenge: DAY_MS,
  archive: DAY_MS,
} as const;

// ---------------------------------------------------------------- caches

interface CacheEnvelope {
  v: number;
  storedAt: number;
  expiresAt: number;
  data: unknown;
}

const cacheCounters = { hits: 0, misses: 0 };

/** How often a store drops its long-expired entries: at most once an hour. */
const PRUNE_EVERY_MS = 60 * 60_000;
let prunedAt = Number.NEGATIVE_INFINITY;

/** Starts the hit counts and the housekeeping clock again (tests, with a fresh store). */
export function resetCacheCounters(): void {
  prunedAt = Number.NEGATIVE_INFINITY;
  cacheCounters.hits = 0;
  cacheCounters.misses = 0;
}

/**
 * A cached value: fresh ones always; expired ones only with `allowStale` (used when the
 * network fails, so a started game keeps working offline).
 */
export function cacheGet<T>(name: string, opts: { allowStale?: boolean } = {}): T | undefined {
  const key = CACHE_PREFIX + name;
  let raw: string | null = null;
  try {
    raw = local().getItem(key);
  } catch {
    raw = null;
  }
  if (raw !== null) {
    try {
      const env = JSON.parse(raw) as CacheEnvelope;
      if (
        env.v === RECORD_VERSION &&
        typeof env.expiresAt === 'number' &&
        (opts.allowStale || env.expiresAt > Date.now())
      ) {
        if (!opts.allowStale) cacheCounters.hits++;
        return env.data as T;
      }
    } catch (e) {
      console.warn(`Ignoring corrupt ${key}: ${(e as Error).message}`);
    }
  }
  if (!opts.allowStale) cacheCounters.misses++;
  return undefined;
}

/** Caches a value for `ttlMs`. A full store drops other caches first; failing that, nothing is cached. */
export function cacheSet(name: string, data: unknown, ttlMs: number): void {
  const now = Date.now();
  const env: CacheEnvelope = { v: RECORD_VERSION, storedAt: now, expiresAt: now + ttlMs, data };
  const key = CACHE_PREFIX + name;
  const text = JSON.stringify(env);
  pruneCaches(now);
  try {
    local().setItem(key, text);
  } catch {
    clearCaches();
    try {
      local().setItem(key, text);
    } catch (e) {
      console.warn(`Not caching ${name}: ${(e as Error).message}`);
    }
  }
}

/** `{"v":1,"storedAt":…,"expiresAt":…,"data":…}`: the expiry is read from the head, not the whole entry. */
const ENVELOPE_HEAD = /^\{"v":\d+,"storedAt":\d+,"expiresAt":(\d+),"data":/;

/** When a stored entry expires (undefined: not an entry `cacheSet` wrote). */
function expiryOf(raw: string | null): number | undefined {
  const head = raw === null ? null : ENVELOPE_HEAD.exec(raw.slice(0, 96));
  return head ? Number(head[1]) : undefined;
}

/**
 * Drops cache entries expired for more than a day, at most once an hour. Day-keyed entries
 * (today_<date>) would otherwise pile up; the day of grace keeps a recently expired answer
 * for the offline fallback. Only each entry's head is read: parsing the whole store at every
 * write cost a phone 40 ms once the food index (270 KB) was in it.
 */
function pruneCaches(now: number): void {
  if (now >= prunedAt && now - prunedAt < PRUNE_EVERY_MS) return;
  prunedAt = now;
  for (const k of keysWithPrefix(CACHE_PREFIX)) {
    const expiresAt = expiryOf(local().getItem(k));
    if (expiresAt === undefined || expiresAt + DAY_MS < now) local().removeItem(k);
  }
}

/** Removes one cache entry. */
export function cacheDelete(name: string): void {
  try {
    local().removeItem(CACHE_PREFIX + name);
  } catch {
    // nothing to remove
  }
}

/** The names of the cache entries present, fresh or expired. */
export function cacheNames(): string[] {
  return keysWithPrefix(CACHE_PREFIX).map((k) => k.slice(CACHE_PREFIX.length));
}

/** Removes every cache entry (never the player's own records). */
export function clearCaches(): void {
  for (const k of keysWithPrefix(CACHE_PREFIX)) local().removeItem(k);
}

/** Figures for the Performance Monitor. */
export interface CacheStats {
  /** Cached entries, fresh or expired. */
  entries: number;
  /** Their total size in bytes (UTF-16, as the browser counts it). */
  bytes: number;
  /** Cache reads answered since the page loaded. */
  hits: number;
  /** Cache reads that had to go to the network. */
  misses: number;
  /** hits / (hits + misses), 0 before the first read. */
  hitRate: number;
}

/** The cache's size and this page's hit rate. */
export function cacheStats(): CacheStats {
  let bytes = 0;
  const keys = keysWithPrefix(CACHE_PREFIX);
  for (const k of keys) bytes += (k.length + (local().getItem(k)?.length ?? 0)) * 2;
  const reads = cacheCounters.hits + cacheCounters.misses;
  return {
    entries: keys.length,
    bytes,
    hits: cacheCounters.hits,
    misses: cacheCounters.misses,
    hitRate: reads ? cacheCounters.hits / reads : 0,
  };
}
