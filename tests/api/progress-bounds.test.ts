/**
 * An attack test found that a player's synced progress grew without bound (every date
 * key a PUT carried was kept, `0000-99-99` and `2099-12-31` included: 40 PUTs stored
 * 23 MB) and that hint keys named like Object's methods (`constructor`, `toString`)
 * crashed the merge with a 500. The stored document now keeps only calendar days from
 * the first challenge day to today, at most one guess per dish a day, hints of dishes
 * that exist, and at most PLAYER_DATA_CAP_BYTES in all.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_DATA_CAP_BYTES } from '../../core/sync.ts';
import { startAccountServer, type ClockServer } from './_accounts.ts';

type Json = Record<string, any>;

let server: ClockServer;
let token: string;
let userId: string;
beforeAll(async () => {
  server = await startAccountServer();
  userId = (await server.addUser('hoarder', 'correct horse battery')).id;
  token = await server.login('hoarder', 'correct horse battery');
});
afterAll(() => server.stop());

const put = (json: unknown) => server.send<Json>('PUT', '/api/me/progress', { token, json });
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** 1,100 invented dates: impossible ones, far future ones and long-past ones, different each round. */
function inventedDates(round: number): string[] {
  return Array.from({ length: 1100 }, (_, i) => {
    const n = round * 1100 + i;
    if (i % 3 === 0) return `${pad(n % 10_000, 4)}-99-99`;
    if (i % 3 === 1) return `${2030 + (n % 70)}-${pad((n % 12) + 1, 2)}-${pad((n % 28) + 1, 2)}`;
    return `${1900 + (n % 120)}-${pad((n % 12) + 1, 2)}-${pad((n % 28) + 1, 2)}`;
  });
}

describe('bounded synced progress', () => {
  it(
    '40 PUTs of 1,100 invented dates each leave a document under the cap, holding only ' + 'real days of the calendar',
    async () => {
      const day = {
        guesses: Array.from({ length: 12 }, (_, i) => `Invented dish number ${i} with a long name`),
        completed: false,
        hasGivenUp: false,
      };
      for (let round = 0; round < 40; round++) {
        const dates = inventedDates(round);
        const { status } = await put({ progress: Object.fromEntries(dates.map((d) => [d, day])), completions: dates });
        expect([round, status]).toEqual([round, 200]);
      }
      // Honest play in between is kept.
      const honest = await put({
        progress: { '2026-03-09': { guesses: ['Hummus', 'Pho Bo'], completed: true, hasGivenUp: false, daily: true } },
        completions: ['2026-03-09'],
      });
      expect(honest.status).toBe(200);

      const stored = readFileSync(join(server.dataDir, 'progress', `${userId}.json`), 'utf8');
      expect(stored.length).toBeLessThan(PLAYER_DATA_CAP_BYTES);
      const { body } = await server.send<Json>('GET', '/api/me/progress', { token });
      expect(Object.keys(body.progress.progress)).toEqual(['2026-03-09']);
      expect(body.progress.completions).toEqual(['2026-03-09']);
    },
  );

  it('keeps at most one guess per dish of the content in a day', async () => {
    const guesses = Array.from({ length: 1000 }, (_, i) => `Guess ${i}`);
    const { status, body } = await put({
      progress: { '2026-03-08': { guesses, completed: false, hasGivenUp: false } },
    });
    expect(status).toBe(200);
    expect(body.progress.progress['2026-03-08'].guesses).toEqual(guesses.slice(0, 10)); // the fixture has 10 dishes
  });

  it('never answers 500 for hint keys named like Object methods: they name no dish and are dropped', async () => {
    for (const key of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'Pho Bo']) {
      const res = await server.call('/api/me/progress', {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: `{"hints":{${JSON.stringify(key)}:["origin"]},"progress":{"2026-03-07":{"guesses":["Hummus"],"completed":false,"hasGivenUp":false}}}`,
      });
      expect([key, res.status]).toEqual([key, 200]);
    }
    const { body } = await server.send<Json>('GET', '/api/me/progress', { token });
    expect(Object.keys(body.progress.hints)).toEqual(['Pho Bo']);
    expect(body.progress.progress['2026-03-07'].guesses).toEqual(['Hummus']);
  });
});
