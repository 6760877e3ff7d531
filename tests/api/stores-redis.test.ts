/**
 * The stores on Redis, beyond the conformance suite (tests/api/stores.test.ts runs that
 * against Redis too): where the keys go on a shared server, two API instances sharing one
 * Redis, a Redis outage, and the REDIS_URL setting. Each describe block starts its own
 * redis-server and skips, saying why, where none is installed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsFromEnv } from '../../api/options.ts';
import { createDriverStorage, describeStorage, type StorageKind } from '../../api/stores/drivers.ts';
import { createKeyedStore, storeKey, type KeyedStore } from '../../api/stores/keyed-store.ts';
import { REDIS_SKIP_REASON, startRedis, type TestRedis } from '../../scripts/services/redis.ts';
import { LOGIN_LIMITS } from '../../api/accounts/login-limiter.ts';
import { startAccountServer, type ClockServer } from './_accounts.ts';
import { STORE_UNAVAILABLE_MESSAGE } from '../../api/stores/outage.ts';
import { homeOf, startTestServer, type TestServer } from './_server.ts';

type Completion = { success: boolean; completion_count: number; counted: boolean };
type Stats = { stats: { date: string; completion_count: number }[]; totalCompletions: number };

const complete = (s: TestServer, playerId: string) =>
  s.post<Completion>(
    '/api/public/challenge-complete',
    { date: '2026-03-10', challengeNumber: 6, playerId },
    homeOf(playerId),
  );

const todaysCount = async (s: TestServer) =>
  (await s.get<Stats>('/api/public/challenge-stats')).body.stats.find((x) => x.date === '2026-03-10')?.completion_count;

const player = (i: number) => `player-${String(i).padStart(4, '0')}`;

describe('Redis stores', () => {
  let redis: TestRedis | undefined;
  let raw: Redis;
  let kind: StorageKind;
  const opened: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    if (!redis) return;
    kind = { kind: 'redis', url: redis.url };
    raw = new Redis(redis.url);
  });
  afterAll(async () => {
    raw?.disconnect();
    await redis?.stop();
  });
  beforeEach(async (ctx) => {
    if (!redis) ctx.skip(REDIS_SKIP_REASON);
    await raw.flushdb();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((o) => o.close()));
  });

  function openStore(name: string, now: () => number = Date.now): KeyedStore {
    const dir = mkdtempSync(join(tmpdir(), 'platter-redis-store-'));
    const store = createKeyedStore(createDriverStorage(kind, dir, name), now);
    opened.push({
      async close() {
        await store.dispose();
        rmSync(dir, { recursive: true, force: true });
      },
    });
    return store;
  }

  async function openServer(): Promise<TestServer> {
    const server = await startTestServer({ storage: kind });
    let stopped: Promise<void> | undefined;
    const stop = () => (stopped ??= server.stop());
    opened.push({ close: stop });
    return { ...server, stop };
  }

  it('keeps each value under platter:<store>:<key>, with its expiry, and leaves other keys alone', async () => {
    await raw.set('other-app:session', 'theirs');
    const clock = Date.parse('2026-03-10T15:00:00Z');
    const store = openStore('store', () => clock);
    const key = storeKey('sessions', 'ab/c?d');
    await store.set(key, { userId: 'u1' }, { ttlSeconds: 60 });

    expect((await raw.keys('platter:*')).sort()).toEqual(['platter:store:sessions:ab~2fc~3fd']);
    expect(JSON.parse((await raw.get('platter:store:sessions:ab~2fc~3fd'))!)).toEqual({
      v: { userId: 'u1' },
      e: clock + 60_000,
    });

    await store.clear();
    expect(await raw.keys('*')).toEqual(['other-app:session']);
  });

  it(
    'loses no update() made by two instances at once on one key (each change is redone ' + 'when another came first)',
    async () => {
      const first = openStore('store');
      const second = openStore('store');
      type Record = { n: number; by: string[] };
      await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          (i % 2 ? first : second).update<Record>(
            'login:ip:1.2.3.4',
            (r) => ({ n: (r?.n ?? 0) + 1, by: [...(r?.by ?? []), String(i)] }),
            { ttlSeconds: 60 },
          ),
        ),
      );
      const result = await first.get<Record>('login:ip:1.2.3.4');
      expect(result?.n).toBe(60);
      expect(new Set(result?.by).size).toBe(60);
    },
  );

  it('shows one instance what another wrote under the same store name, and nothing of another name', async () => {
    const first = openStore('store');
    const second = openStore('store');
    const elsewhere = openStore('other');
    await first.set('completions:count:2026-03-10', 41);
    await second.update<number>('completions:count:2026-03-10', (n) => (n ?? 0) + 1);

    expect(await first.get('completions:count:2026-03-10')).toBe(42);
    // Increments from both, interleaved at will, all land: Redis runs each as one step.
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? first : second).increment('completions:count:2026-03-10')),
    );
    expect(await first.get('completions:count:2026-03-10')).toBe(142);
    expect(await Promise.all([first.setIfAbsent('marker', 'a'), second.setIfAbsent('marker', 'b')])).toContain(false);
    expect(await elsewhere.get('completions:count:2026-03-10')).toBeUndefined();
    expect(await elsewhere.keys()).toEqual([]);
  });

  it('counts 200 parallel completions from 200 players as 200 through the API', async () => {
    const server = await openServer();
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => complete(server, player(i))));

    expect(results.every((r) => r.status === 200 && r.body.counted)).toBe(true);
    expect(results.map((r) => r.body.completion_count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, i) => i + 1),
    );
    expect(await raw.get('platter:store:completions:count:2026-03-10')).toBe('{"v":200}');
  });

  it(
    'counts completions exactly across two API instances: 200 players in parallel, and ' + 'one player 20 times',
    async () => {
      const instances = [await openServer(), await openServer()];
      const on = (i: number) => instances[i % 2]!;
      const results = await Promise.all(Array.from({ length: 200 }, (_, i) => complete(on(i), player(i))));

      expect(results.every((r) => r.status === 200 && r.body.counted)).toBe(true);
      // Every count from 1 to 200 was handed out once, whichever instance handed it out.
      expect(results.map((r) => r.body.completion_count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 200 }, (_, i) => i + 1),
      );
      const repeats = await Promise.all(Array.from({ length: 20 }, (_, i) => complete(on(i), 'same-player-01')));
      expect(repeats.filter((r) => r.body.counted)).toHaveLength(1);
      expect(await todaysCount(instances[0]!)).toBe(201);
      expect(await todaysCount(instances[1]!)).toBe(201);
    },
  );

  it("gives one day's figures from two API instances as from one: 3 and 5 tries average 4", async () => {
    const [a, b] = [await openServer(), await openServer()];
    const finish = (s: TestServer, playerId: string, guessCount: number) =>
      s.post('/api/public/challenge-complete', { date: '2026-03-10', challengeNumber: 6, playerId, guessCount });
    await Promise.all([
      finish(a, player(1), 3),
      finish(b, player(2), 5),
      finish(b, player(1), 3),
      finish(a, player(2), 5),
    ]);
    for (const s of [a, b]) {
      expect((await s.get('/api/public/challenge-stats/2026-03-10')).body).toEqual({
        date: '2026-03-10',
        completion_count: 2,
        gave_up_count: 0,
        guess_distribution: { '3': 1, '5': 1 },
        average_guesses: 4,
      });
    }
  });

  it('lets a second API instance, and a restarted one, see the completions of the first', async () => {
    const first = await openServer();
    await Promise.all(Array.from({ length: 30 }, (_, i) => complete(first, player(i))));
    const second = await openServer();

    expect(await todaysCount(second)).toBe(30);
    expect((await complete(second, player(7))).body).toEqual({
      success: true,
      completion_count: 30,
      counted: false,
      reason: 'repeat',
    });
    expect((await complete(second, player(30))).body).toEqual({ success: true, completion_count: 31, counted: true });
    await first.stop();
    const restarted = await openServer();
    expect(await todaysCount(restarted)).toBe(31);
  });

  it(
    'lets at most the free attempts of a 20-login burst spread over two instances reach ' + 'the password check',
    async () => {
      const a = await startAccountServer({ storage: kind });
      opened.push({ close: () => a.stop() });
      const b = await startAccountServer({ storage: kind, now: () => a.now() });
      opened.push({ close: () => b.stop() });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? a : b).send('POST', '/api/login', {
            json: { identifier: 'nobody-here', password: 'guess guess' },
            ip: '203.0.113.5',
          }),
        ),
      );
      expect(answers.filter((r) => r.status === 401).length).toBeLessThanOrEqual(LOGIN_LIMITS.freeFailures);
      expect(answers.filter((r) => r.status !== 401).every((r) => r.status === 429)).toBe(true);
    },
  );

  it('shares login failures between instances: a name locked on one is locked on the other', async () => {
    const a = await startAccountServer({ storage: kind });
    opened.push({ close: () => a.stop() });
    const b = await startAccountServer({ storage: kind, now: () => a.now() });
    opened.push({ close: () => b.stop() });
    // An unknown name is limited exactly like a real one, so no account file needs sharing.
    const attempt = (s: ClockServer, ip: string) =>
      s.send('POST', '/api/login', { json: { identifier: 'nobody-here', password: 'guess guess' }, ip });
    for (let failures = 0; failures < LOGIN_LIMITS.lockAfter; ) {
      const res = await attempt(failures % 2 ? a : b, `192.0.2.${failures}`);
      if (res.status === 429) a.advance(Number(res.headers.get('retry-after')) * 1000);
      else failures++;
    }
    const res = await attempt(a, '198.51.100.9');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      error: expect.stringMatching(
        /^Too many failed login attempts\. Login is locked for \d+ more minutes?; please try again later\.$/,
      ),
    });
  });
});

describe('Redis outage', () => {
  let redis: TestRedis | undefined;

  beforeEach(async (ctx) => {
    redis = await startRedis();
    if (!redis) ctx.skip(REDIS_SKIP_REASON);
  });
  afterEach(async () => {
    await redis?.stop();
    redis = undefined;
  });

  it('fails calls while Redis is down, says so once, and works again when it is back', async () => {
    const down = redis!;
    const logged: string[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'platter-redis-store-'));
    const store = createKeyedStore(
      createDriverStorage({ kind: 'redis', url: down.url }, dir, 'store', (m) => logged.push(m)),
    );
    try {
      await store.set('k', 1);
      await down.stop();
      redis = undefined;
      await expect(store.get('k')).rejects.toThrow(/max retries per request/i);
      await expect(store.set('k', 2)).rejects.toThrow(/max retries per request/i);
      expect(logged).toEqual([
        `The Redis store at ${down.url} is unreachable (connect ECONNREFUSED 127.0.0.1:${down.port}); ` +
          'requests that use the stores fail until it is back.',
      ]);

      redis = await startRedis(down.port);
      await expect.poll(() => logged.length, { timeout: 10_000 }).toBe(2);
      expect(logged[1]).toBe(`The Redis store at ${down.url} is reachable again.`);
      // A fresh server: the value written before the outage went with the old one.
      expect(await store.get('k')).toBeUndefined();
      await store.set('k', 3);
      expect(await store.get('k')).toBe(3);
    } finally {
      await store.dispose();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers 503 "temporarily unavailable" while Redis is down instead of leaving the request hanging', async () => {
    const server = await startTestServer({ storage: { kind: 'redis', url: redis!.url } });
    try {
      expect((await complete(server, player(1))).status).toBe(200);
      await redis!.stop();
      redis = undefined;
      expect(await complete(server, player(2))).toEqual({ status: 503, body: { error: STORE_UNAVAILABLE_MESSAGE } });
      expect((await server.get('/api/public/challenge-stats')).status).toBe(503);
      // What needs no store still answers, the rate limit counted in this process meanwhile.
      expect((await server.get('/api/public/daily-challenge/today')).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe('REDIS_URL', () => {
  it('puts the stores on Redis', () => {
    expect(settingsFromEnv({ REDIS_URL: 'redis://:s3cret@cache.internal:6379/2' }, '/srv').app.storage).toEqual({
      kind: 'redis',
      url: 'redis://:s3cret@cache.internal:6379/2',
    });
    expect(settingsFromEnv({}, '/srv').app.storage).toBe('fs');
    expect(settingsFromEnv({ STORAGE: 'memory' }, '/srv').app.storage).toBe('memory');
  });

  it('refuses what is not a Redis URL, and a STORAGE that contradicts it', () => {
    const message = 'REDIS_URL: REDIS_URL must be a URL such as redis://localhost:6379 (rediss:// for TLS)';
    expect(() => settingsFromEnv({ REDIS_URL: 'localhost:6379' }, '/srv')).toThrow(message);
    expect(() => settingsFromEnv({ REDIS_URL: 'http://cache:6379' }, '/srv')).toThrow(message);
    expect(() => settingsFromEnv({ REDIS_URL: 'redis://cache:6379', STORAGE: 'fs' }, '/srv')).toThrow(
      'STORAGE: is fs but REDIS_URL is set too; unset STORAGE to keep the stores in Redis, or REDIS_URL to ' +
        'keep them in fs',
    );
  });

  it('names the store in logs without the password', () => {
    expect(describeStorage({ kind: 'redis', url: 'rediss://:s3cret@cache.internal:6380/1' })).toBe(
      'Redis store at rediss://:***@cache.internal:6380/1',
    );
    expect(describeStorage('fs')).toBe('fs store');
  });
});
