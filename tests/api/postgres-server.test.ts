/**
 * One server with DATABASE_URL and no Redis: the records and the keyed stores (sessions,
 * completions) live in PostgreSQL, and nothing is written under the data directory.
 * Skips where PostgreSQL is not installed.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserStore } from '../../api/accounts/users.ts';
import { openRecordStore } from '../../api/stores/open-records.ts';
import {
  findPostgresBin,
  POSTGRES_SKIP_REASON,
  startPostgres,
  type TestPostgres,
} from '../../scripts/services/postgres.ts';
import { startTestServer, type TestServer } from './_server.ts';

describe.skipIf(!findPostgresBin())(
  `a server on PostgreSQL${findPostgresBin() ? '' : ` (skipped: ${POSTGRES_SKIP_REASON})`}`,
  () => {
    let pg: TestPostgres;
    let server: TestServer;
    let url: string;
    beforeAll(async () => {
      pg = (await startPostgres())!;
      url = await pg.newDatabase();
      const records = openRecordStore({ dataDir: '/nonexistent', databaseUrl: url });
      await createUserStore(records).add(
        { username: 'ann', email: 'ann@example.com', password: 'ann password 1' },
        new Date(),
      );
      await records.close();
      server = await startTestServer({
        databaseUrl: url,
        storage: { kind: 'postgres', url },
        humanCheck: { provider: 'off' },
      });
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
      await pg?.stop();
    });

    it('signs in, keeps the session, counts a completion once, and writes no file under data/', async () => {
      const login = await server.post<{ session: { access_token: string } }>('/api/login', {
        identifier: 'ann',
        password: 'ann password 1',
      });
      expect(login.status).toBe(200);
      const session = await server.call('/api/session', {
        headers: { authorization: `Bearer ${login.body.session.access_token}` },
      });
      expect(((await session.json()) as { session?: { user: { username: string } } }).session?.user.username).toBe(
        'ann',
      );
      const body = { date: '2026-03-10', challengeNumber: 6, playerId: 'pg-player-0001' };
      expect((await server.post('/api/public/challenge-complete', body)).body).toMatchObject({
        counted: true,
        completion_count: 1,
      });
      expect((await server.post('/api/public/challenge-complete', body)).body).toMatchObject({
        counted: false,
        completion_count: 1,
      });
      expect(readdirSync(server.dataDir, { recursive: true })).toEqual([]);
    });

    it('answers 503 on /api/health when the database is unreachable, and 200 while it is there', async () => {
      expect((await server.get('/api/health')).status).toBe(200);
      const broken = await startTestServer({ databaseUrl: 'postgres://platter@127.0.0.1:1/none' });
      try {
        const health = await broken.get<{ error: string }>('/api/health');
        expect(health.status).toBe(503);
        expect(health.body.error).toBe('The records store (PostgreSQL) is unreachable.');
      } finally {
        await broken.stop();
      }
    });
  },
);
