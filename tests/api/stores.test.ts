/**
 * One conformance suite for the KeyedStore, run against every implementation (as
 * unstorage tests its own drivers): unstorage's memory, fs and Redis drivers, and the
 * in-process map behind the rate limits. A new driver is added to STORES and must pass it
 * all. The Redis run starts its own redis-server and is skipped, saying why, where none
 * is installed.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCompletionStore } from '../../api/stores/completions.ts';
import { createDriverStorage } from '../../api/stores/drivers.ts';
import { createKeyedStore, keySegment, storeKey, type KeyedStore } from '../../api/stores/keyed-store.ts';
import { createMemoryStore } from '../../api/stores/memory-store.ts';
import { REDIS_SKIP_REASON, startRedis, type TestRedis } from '../../scripts/services/redis.ts';

/** The server of the Redis run, started by its describe block. */
let redis: TestRedis | undefined;

const STORES: Record<string, (dir: string, now: () => number) => KeyedStore> = {
  'unstorage memory': (dir, now) => createKeyedStore(createDriverStorage('memory', dir, 'store'), now),
  'unstorage fs': (dir, now) => createKeyedStore(createDriverStorage('fs', dir, 'store'), now),
  // Each test gets its own key prefix (the temporary directory's unique name) on the one server.
  'unstorage redis': (dir, now) =>
    createKeyedStore(createDriverStorage({ kind: 'redis', url: redis!.url }, dir, basename(dir)), now),
  'in-process map': (_dir, now) => createMemoryStore(now),
};

describe.each(Object.keys(STORES))('KeyedStore: %s', (kind) => {
  let dir: string;
  let clock: number;
  let store: KeyedStore;

  if (kind === 'unstorage redis') {
    beforeAll(async () => {
      redis = await startRedis();
    });
    afterAll(async () => {
      await redis?.stop();
      redis = undefined;
    });
  }

  beforeEach((ctx) => {
    if (kind === 'unstorage redis' && !redis) ctx.skip(REDIS_SKIP_REASON);
    dir = mkdtempSync(join(tmpdir(), 'platter-store-'));
    clock = Date.parse('2026-03-10T15:00:00Z');
    store = STORES[kind]!(dir, () => clock);
  });
  afterEach(async () => {
    if (kind === 'unstorage redis' && !redis) return;
    await store.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads back what it wrote, objects and numbers alike', async () => {
    await store.set('a:b', { n: 1, list: ['x'] });
    await store.set('count', 7);
    expect(await store.get('a:b')).toEqual({ n: 1, list: ['x'] });
    expect(await store.get('count')).toBe(7);
    expect(await store.has('count')).toBe(true);
    expect(await store.get('missing')).toBeUndefined();
  });

  it('deletes', async () => {
    await store.set('k', 1);
    await store.delete('k');
    expect(await store.get('k')).toBeUndefined();
    expect(await store.has('k')).toBe(false);
  });

  it('treats a value as absent once its lifetime has passed', async () => {
    await store.set('session', 'abc', { ttlSeconds: 60 });
    clock += 59_000;
    expect(await store.get('session')).toBe('abc');
    clock += 1_000;
    expect(await store.get('session')).toBeUndefined();
    expect(await store.keys()).toEqual([]);
  });

  it('sweeps expired values and keeps live ones', async () => {
    await store.set('old', 1, { ttlSeconds: 1 });
    await store.set('forever', 2);
    clock += 5_000;
    expect(await store.sweep()).toBe(1);
    expect(await store.keys()).toEqual(['forever']);
  });

  it('lists keys under a whole-segment prefix', async () => {
    await store.set('completions:player:2026-03-10:p1', 1);
    await store.set('completions:player:2026-03-10:p2', 1);
    await store.set('completions:player:2026-03-101:p3', 1);
    expect((await store.keys('completions:player:2026-03-10')).sort()).toEqual([
      'completions:player:2026-03-10:p1',
      'completions:player:2026-03-10:p2',
    ]);
  });

  it('serialises updates of one key: 100 parallel increments make 100', async () => {
    await Promise.all(Array.from({ length: 100 }, () => store.update<number>('counter', (n) => (n ?? 0) + 1)));
    expect(await store.get('counter')).toBe(100);
  });

  it('sets a value only where none is live: one of 20 parallel callers wins', async () => {
    const won = await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.setIfAbsent('marker', { by: i }, { ttlSeconds: 60 })),
    );
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(await store.get('marker')).toEqual({ by: won.indexOf(true) });
    clock += 60_000;
    expect(await store.setIfAbsent('marker', { by: 'later' })).toBe(true);
    expect(await store.get('marker')).toEqual({ by: 'later' });
  });

  it('increments from nothing: 100 parallel increments make 100, and an expired number counts as 0', async () => {
    const sums = await Promise.all(Array.from({ length: 100 }, () => store.increment('hits')));
    expect(sums.sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(await store.increment('hits', 5)).toBe(105);
    expect(await store.get('hits')).toBe(105);
    await store.set('window', 7, { ttlSeconds: 1 });
    clock += 1_000;
    expect(await store.increment('window')).toBe(1);
  });

  it('answers a ping while its driver answers', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it('increments with a lifetime: the sum lives that long after the last increment, then counts as 0', async () => {
    expect(await store.increment('day', 1, { ttlSeconds: 10 })).toBe(1);
    clock += 9_000;
    expect(await store.increment('day', 1, { ttlSeconds: 10 })).toBe(2);
    clock += 9_000;
    expect(await store.get('day')).toBe(2);
    clock += 1_000;
    expect(await store.get('day')).toBeUndefined();
    expect(await store.increment('day', -1, { ttlSeconds: 10 })).toBe(-1);
  });

  it('deletes a key when an update returns undefined, and survives a failing update', async () => {
    await store.set('k', 1);
    await expect(
      store.update('k', () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await store.update<number>('k', (n) => (n ?? 0) + 1)).toBe(2);
    await store.update('k', () => undefined);
    expect(await store.has('k')).toBe(false);
  });

  it('refuses keys that would be cut or escape the directory', async () => {
    await expect(store.set('a?b', 1)).rejects.toThrow(/Invalid store key/);
    await expect(store.set('a:..:b', 1)).rejects.toThrow(/Invalid store key/);
  });

  it('keeps any text safe as a key segment through storeKey', async () => {
    const key = storeKey('ratelimit', 'read', '2001:db8::1', '../../etc/passwd?x');
    await store.set(key, 1);
    expect(await store.get(key)).toBe(1);
    expect(keySegment('2001:db8::1')).toBe('2001~3adb8~3a~3a1');
    if (kind === 'unstorage fs') expect(readdirSync(join(dir, 'store'))).toEqual(['ratelimit']);
  });

  it('counts completions once per player through the completion store', async () => {
    const completions = createCompletionStore(store);
    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => completions.record('2026-03-10', `p${i}`)),
      completions.record('2026-03-10', 'p0'),
    ]);
    expect(results.filter((r) => r.counted)).toHaveLength(20);
    expect(await completions.count('2026-03-10')).toBe(20);
    await store.set(storeKey('completions', 'count', '2026-03-10'), 3);
    expect((await completions.recount('2026-03-10')).after.completions).toBe(20);
    expect(await completions.counts(['2026-03-10', '2026-03-11'])).toEqual(
      new Map([
        ['2026-03-10', 20],
        ['2026-03-11', 0],
      ]),
    );
  });
});
