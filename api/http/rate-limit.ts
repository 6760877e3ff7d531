/**
 * Fixed-window rate limits per client IP, one window per bucket of routes. The terms
 * allow 100 requests per 15 minutes on the routes that do work; reads a CDN would serve
 * get a far higher limit. Counters live in a KeyedStore with the window as lifetime.
 */
import { storeKey, type KeyedStore } from '../stores/keyed-store.ts';
import { tooManyRequests } from './errors.ts';
import { isStoreOutage } from '../stores/outage.ts';
import type { RedisCounter } from '../stores/redis-counter.ts';

/** 'work': the game's and completion POSTs. 'read': cacheable GETs and autocomplete. */
export type RateBucket = 'work' | 'read';

interface Window {
  /** Start of the window, ms. */
  s: number;
  /** Requests counted in it. */
  n: number;
}

/** Counts requests per client and bucket. */
export interface RateLimiter {
  /**
   * Counts one request; throws (or rejects) with a 429 and Retry-After when it is over the
   * limit. Returns nothing when the store answered at once, so the hot path awaits nothing.
   */
  hit(bucket: RateBucket, ip: string, nowMs: number): void | Promise<void>;
}

/** The 429 of a client over `limit`, whose window ends in `msLeft`. */
function overLimit(limit: number, minutes: number, msLeft: number): Error {
  const retryAfter = Math.max(1, Math.ceil(msLeft / 1000));
  return tooManyRequests(
    `Too many requests: at most ${limit} per ${minutes} minutes on these routes. Try again in ${retryAfter} seconds.`,
    retryAfter,
  );
}

/**
 * The same limits counted in Redis, shared by every API instance using it: a client
 * spreading requests over three instances gets the limit once, not three times.
 */
export function createSharedRateLimiter(
  counter: RedisCounter,
  limits: Record<RateBucket, number>,
  windowSeconds: number,
): RateLimiter {
  const windowMs = windowSeconds * 1000;
  const minutes = Math.round(windowSeconds / 60);
  return {
    async hit(bucket, ip, nowMs) {
      const start = Math.floor(nowMs / windowMs) * windowMs;
      const n = await counter.hit(storeKey('ratelimit', bucket, ip, String(start)), windowMs);
      if (n > limits[bucket]) throw overLimit(limits[bucket], minutes, start + windowMs - nowMs);
    },
  };
}

/** A fixed-window limiter over `store`: `limits` requests per bucket per `windowSeconds`. */
export function createRateLimiter(
  store: KeyedStore,
  limits: Record<RateBucket, number>,
  windowSeconds: number,
): RateLimiter {
  const windowMs = windowSeconds * 1000;
  const minutes = Math.round(windowSeconds / 60);
  // Store keys per client, built once: encoding an IP's dots on every request adds up.
  const keys: Record<RateBucket, Map<string, string>> = { work: new Map(), read: new Map() };
  const keyOf = (bucket: RateBucket, ip: string) => {
    const known = keys[bucket];
    let key = known.get(ip);
    if (key === undefined) {
      if (known.size >= 100_000) known.clear();
      key = storeKey('ratelimit', bucket, ip);
      known.set(ip, key);
    }
    return key;
  };
  return {
    hit(bucket, ip, nowMs) {
      const start = Math.floor(nowMs / windowMs) * windowMs;
      const change = (w: Window | undefined): Window =>
        w && w.s === start ? { s: start, n: w.n + 1 } : { s: start, n: 1 };
      const check = (window: Window | undefined) => {
        if (window && window.n > limits[bucket]) throw overLimit(limits[bucket], minutes, start + windowMs - nowMs);
      };
      const key = keyOf(bucket, ip);
      if (store.updateSync) return check(store.updateSync(key, change, { ttlSeconds: windowSeconds }));
      return store.update(key, change, { ttlSeconds: windowSeconds }).then(check);
    },
  };
}

/**
 * The shared limiter, falling back to this process's own while its store cannot be
 * reached: a Redis outage then limits each instance alone, as one instance would, rather
 * than refusing every request (health and today's challenge need no store at all).
 */
export function withLocalFallback(shared: RateLimiter, local: RateLimiter): RateLimiter {
  return {
    async hit(bucket, ip, nowMs) {
      try {
        await shared.hit(bucket, ip, nowMs);
      } catch (error) {
        if (!isStoreOutage(error)) throw error;
        await local.hit(bucket, ip, nowMs);
      }
    },
  };
}
