/**
 * The keyed store's indivisible operations done by Redis itself: each is a Lua script,
 * which Redis runs as one step, so no other client, in this process or in another API
 * instance, can come between its read and its write. The scripts read and write the
 * keyed store's envelope (`{"v": value, "e": expiry ms}`, see keyed-store.ts) as JSON,
 * exactly as unstorage stores it, and take "now" from the caller, so that the API's clock
 * seam decides expiry here as everywhere else.
 */
import type { Storage } from 'unstorage';

/** The operations, on whole Redis keys (the driver's prefix already added). */
export interface AtomicOps {
  /** Stores the envelope (JSON) unless the key holds a live one; answers whether it did. */
  setIfAbsent(key: string, envelope: string, nowMs: number): Promise<boolean>;
  /**
   * Adds `by` to the live number under the key (else 0) and stores it without a lifetime,
   * or with one of `ttlMs` from now when given (Redis also deletes the key after it).
   */
  increment(key: string, by: number, nowMs: number, ttlMs?: number): Promise<number>;
  /** The raw stored text under the key (null when absent), for a later compareAndSet. */
  getRaw(key: string): Promise<string | null>;
  /**
   * Writes `next` (or deletes the key when null) only if the key still holds exactly
   * `expected` (null: absent); answers whether it did. What makes update() hold across
   * instances: read, change in JavaScript, then write only if nobody came in between.
   */
  compareAndSet(key: string, expected: string | null, next: string | null): Promise<boolean>;
}

/** Whether a decoded value is a live envelope; shared by both scripts. */
const LIVE = `
local function live(raw, now)
  if not raw then return nil end
  local ok, env = pcall(cjson.decode, raw)
  if not ok or type(env) ~= 'table' or env.v == nil then return nil end
  if type(env.e) == 'number' and env.e <= now then return nil end
  return env
end
`;

const SET_IF_ABSENT = `${LIVE}
if live(redis.call('GET', KEYS[1]), tonumber(ARGV[2])) then return 0 end
redis.call('SET', KEYS[1], ARGV[1])
return 1
`;

const INCREMENT = `${LIVE}
local env = live(redis.call('GET', KEYS[1]), tonumber(ARGV[2]))
local n = 0
if env and type(env.v) == 'number' then n = env.v end
n = n + tonumber(ARGV[1])
local ttl = tonumber(ARGV[3])
if ttl then
  -- The envelope's expiry by the caller's clock (the clock seam); Redis's own by its clock.
  redis.call('SET', KEYS[1], cjson.encode({ v = n, e = tonumber(ARGV[2]) + ttl }), 'PX', ttl)
else
  redis.call('SET', KEYS[1], cjson.encode({ v = n }))
end
return tostring(n)
`;

const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if ARGV[1] == '1' then
  if current then return 0 end
elseif current ~= ARGV[2] then
  return 0
end
if ARGV[3] == '1' then redis.call('DEL', KEYS[1]) else redis.call('SET', KEYS[1], ARGV[4]) end
return 1
`;

/** The commands defineCommand adds to the client. */
interface ScriptedClient {
  defineCommand(name: string, definition: { numberOfKeys: number; lua: string }): void;
  platterSetIfAbsent(key: string, envelope: string, nowMs: number): Promise<number>;
  platterIncrement(key: string, by: number, nowMs: number, ttlMs: string): Promise<string>;
  platterCompareAndSet(
    key: string,
    expectAbsent: string,
    expected: string,
    remove: string,
    next: string,
  ): Promise<number>;
  get(key: string): Promise<string | null>;
}

/**
 * The atomic operations of a storage kept on Redis (createDriverStorage's Redis kind), or
 * undefined for any other driver. The scripts are sent once and then called by their SHA.
 */
export function redisAtomics(storage: Storage): AtomicOps | undefined {
  const { driver } = storage.getMount('');
  if (driver.name !== 'redis' || !driver.getInstance) return undefined;
  const client = driver.getInstance() as ScriptedClient;
  const base = String((driver.options as { base?: string } | undefined)?.base ?? '').replace(/:$/, '');
  const redisKey = (key: string) => (base ? `${base}:${key}` : key);
  client.defineCommand('platterSetIfAbsent', { numberOfKeys: 1, lua: SET_IF_ABSENT });
  client.defineCommand('platterIncrement', { numberOfKeys: 1, lua: INCREMENT });
  client.defineCommand('platterCompareAndSet', { numberOfKeys: 1, lua: COMPARE_AND_SET });
  return {
    async setIfAbsent(key, envelope, nowMs) {
      return (await client.platterSetIfAbsent(redisKey(key), envelope, nowMs)) === 1;
    },
    async increment(key, by, nowMs, ttlMs) {
      return Number(await client.platterIncrement(redisKey(key), by, nowMs, ttlMs === undefined ? '' : String(ttlMs)));
    },
    getRaw(key) {
      return client.get(redisKey(key));
    },
    async compareAndSet(key, expected, next) {
      const done = await client.platterCompareAndSet(
        redisKey(key),
        expected === null ? '1' : '0',
        expected ?? '',
        next === null ? '1' : '0',
        next ?? '',
      );
      return done === 1;
    },
  };
}
