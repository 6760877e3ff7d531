/**
 * An attack test stopped PostgreSQL under a running server: /api/health stayed 200 for
 * 12 s (the docs promise 503), and login, sessions, progress, admin and submissions
 * answered a generic 500 until it came back. Health now asks each configured store with a
 * short timeout and names the one that is down; a request that needs a store that is down
 * answers 503 "temporarily unavailable"; both recover when the store returns, without a
 * restart. PostgreSQL comes from Debian's package (skipped where it is not installed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUserStore } from '../../api/accounts/users.ts';
import { STORE_UNAVAILABLE_MESSAGE } from '../../api/stores/outage.ts';
import { openRecordStore } from '../../api/stores/open-records.ts';
import {
  findPostgresBin,
  POSTGRES_SKIP_REASON,
  startPostgres,
  type TestPostgres,
} from '../../scripts/services/postgres.ts';
import { REDIS_SKIP_REASON, startRedis } from '../../scripts/services/redis.ts';
import { startAccountServer, type ClockServer } from './_accounts.ts';
import { homeOf } from './_server.ts';

type Json = Record<string, any>;

/** Asks `path` every 50 ms until its status is `status`; answers the answer and how long it took. */
async function until(server: ClockServer, path: string, status: number, timeoutMs: number) {
  const started = performance.now();
  for (;;) {
    const answer = await server.send<Json>('GET', path);
    const ms = performance.now() - started;
    if (answer.status === status || ms > timeoutMs) return { ...answer, ms };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const complete = (server: ClockServer, playerId: string) =>
  server.send<Json>('POST', '/api/public/challenge-complete', {
    json: { date: '2026-03-10', challengeNumber: 6, playerId, guessCount: 3 },
    ip: homeOf(playerId),
  });

describe.skipIf(!findPostgresBin())(
  `PostgreSQL stopping and coming back${findPostgresBin() ? '' : ` (skipped: ${POSTGRES_SKIP_REASON})`}`,
  () => {
    const base = mkdtempSync(join(tmpdir(), 'platter-pg-outage-'));
    let pg: TestPostgres | undefined;
    let server: ClockServer | undefined;
    afterAll(async () => {
      await server?.stop();
      await pg?.stop();
      rmSync(base, { recursive: true, force: true });
    });

    it('health answers 503 naming the store within 2 s, requests that need it 503, and all 200 ' +
      'after it returns', async () => {
      pg = (await startPostgres({ dataDir: base }))!;
      const { url, port } = pg;
      const records = openRecordStore({ dataDir: base, databaseUrl: url });
      await createUserStore(records).add(
        { username: 'ann', email: 'ann@example.com', password: 'ann password 1' },
        new Date(),
      );
      await records.close();
      server = await startAccountServer({ databaseUrl: url, storage: { kind: 'postgres', url } });
      const token = await server.login('ann', 'ann password 1');
      const healthy = await server.send<Json>('GET', '/api/health');
      expect(healthy.status).toBe(200);
      expect(healthy.body.stores).toMatchObject({ records: { ok: true }, keyed: { ok: true } });
      expect((await complete(server, 'before-outage-1')).status).toBe(200);

      await pg.stop();
      pg = undefined;
      const down = await until(server, '/api/health', 503, 5000);
      expect(down.status).toBe(503);
      expect(down.ms).toBeLessThan(2000);
      expect(down.body.error).toBe('The records store (PostgreSQL) and the keyed store (PostgreSQL) are unreachable.');
      expect(down.body.stores).toMatchObject({ records: { ok: false }, keyed: { ok: false } });
      expect(down.headers.get('retry-after')).toBe('5');

      // What needs the database says so; what does not still answers.
      const login = await server.send<Json>('POST', '/api/login', {
        json: { identifier: 'ann', password: 'ann password 1' },
      });
      expect([login.status, login.body.error]).toEqual([503, STORE_UNAVAILABLE_MESSAGE]);
      const progress = await server.send<Json>('GET', '/api/me/progress', { token });
      expect([progress.status, progress.body.error]).toEqual([503, STORE_UNAVAILABLE_MESSAGE]);
      const completion = await complete(server, 'during-outage-1');
      expect([completion.status, completion.body.error]).toEqual([503, STORE_UNAVAILABLE_MESSAGE]);
      expect(completion.headers.get('retry-after')).toBe('5');
      expect((await server.send('GET', '/api/public/daily-challenge/today')).status).toBe(200);

      pg = (await startPostgres({ dataDir: base, port }))!;
      const back = await until(server, '/api/health', 200, 15_000);
      expect(back.status).toBe(200);
      expect((await server.send('GET', '/api/me/progress', { token })).status).toBe(200);
      expect((await complete(server, 'after-outage-1')).body).toMatchObject({ counted: true, completion_count: 2 });
    }, 60_000);
  },
);

describe('Redis stopping and coming back', () => {
  it('health names the keyed store on Redis, a completion answers 503, and both recover', async (ctx) => {
    let redis = await startRedis();
    if (!redis) return ctx.skip(REDIS_SKIP_REASON);
    const server = await startAccountServer({ storage: { kind: 'redis', url: redis.url } });
    try {
      expect((await server.send('GET', '/api/health')).status).toBe(200);
      const { port } = redis;
      await redis.stop();
      redis = undefined;
      const down = await until(server, '/api/health', 503, 5000);
      expect(down.ms).toBeLessThan(2000);
      expect(down.body.error).toBe('The keyed store (Redis) is unreachable.');
      expect(down.body.stores).toMatchObject({ records: { ok: true }, keyed: { ok: false } });
      const completion = await complete(server, 'redis-outage-1');
      expect([completion.status, completion.body.error]).toEqual([503, STORE_UNAVAILABLE_MESSAGE]);

      redis = await startRedis(port);
      expect((await until(server, '/api/health', 200, 15_000)).status).toBe(200);
      expect((await complete(server, 'redis-outage-2')).body).toMatchObject({ counted: true });
    } finally {
      await server.stop();
      await redis?.stop();
    }
  }, 60_000);
});
