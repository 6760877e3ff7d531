/**
 * Fixed-window counters in Redis, for limits that must hold across every API instance
 * (the per-IP rate limits): INCR, and on the window's first hit an expiry of the window's
 * length, in one script, so no instance can split them.
 */
import { Redis } from 'ioredis';
import { REDIS_KEY_PREFIX } from './drivers.ts';

const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n
`;

export interface RedisCounter {
  /** Counts one hit on `key` in a window of `windowMs` starting at its first hit; answers the count. */
  hit(key: string, windowMs: number): Promise<number>;
  close(): Promise<void>;
}

/** A counter on the Redis server at `url`; keys are named platter:<key>. */
export function createRedisCounter(url: string): RedisCounter {
  const client = new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: false });
  // Outages are reported by the keyed store's client on the same server.
  client.on('error', () => {});
  client.defineCommand('platterHit', { numberOfKeys: 1, lua: HIT });
  const scripted = client as unknown as { platterHit(key: string, windowMs: number): Promise<number> };
  return {
    hit: (key, windowMs) => scripted.platterHit(`${REDIS_KEY_PREFIX}:${key}`, windowMs),
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
