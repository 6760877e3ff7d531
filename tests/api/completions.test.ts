import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../api/server.ts';
import { createCompletionStore, describeRecount, recountDays } from '../../api/stores/completions.ts';
import { createMemoryStore } from '../../api/stores/memory-store.ts';
import { FIXED_NOW, FIXTURE_CONTENT, homeOf, startTestServer, type TestServer } from './_server.ts';

type Stats = { stats: { date: string; completion_count: number }[]; totalChallenges: number; totalCompletions: number };

let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const complete = (s: TestServer, playerId: string, date = '2026-03-10', challengeNumber = 6) =>
  s.post<{ success: boolean; completion_count: number; counted: boolean }>(
    '/api/public/challenge-complete',
    { date, challengeNumber, playerId },
    homeOf(playerId),
  );

describe.each(['memory', 'fs'] as const)('completions with the %s store', (storage) => {
  it('counts 200 parallel completions from 200 players as 200', async () => {
    server = await startTestServer({ storage });
    const s = server;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => complete(s, `player-${String(i).padStart(4, '0')}`)),
    );
    expect(results.every((r) => r.status === 200 && r.body.counted)).toBe(true);
    // Every count from 1 to 200 was handed out exactly once: no increment was lost or repeated.
    expect(results.map((r) => r.body.completion_count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, i) => i + 1),
    );
    const { body } = await s.get<Stats>('/api/public/challenge-stats');
    expect(body.stats.find((x) => x.date === '2026-03-10')).toEqual({ date: '2026-03-10', completion_count: 200 });
    expect(body.totalCompletions).toBe(200);
  });

  it('counts 50 parallel repeats from one player once', async () => {
    server = await startTestServer({ storage });
    const s = server;
    const results = await Promise.all(Array.from({ length: 50 }, () => complete(s, 'same-player-01')));
    expect(results.filter((r) => r.body.counted)).toHaveLength(1);
    expect(results.every((r) => r.status === 200 && r.body.completion_count === 1)).toBe(true);
  });
});

describe('challenge-complete', () => {
  it('counts each date apart, each on its own day, and totals them in the stats', async () => {
    // The clock walks from 2026-03-05 to 2026-03-10 (noon in New York each day).
    let now = Date.parse('2026-03-05T17:00:00Z');
    server = await startTestServer({ now: () => new Date(now) });
    await complete(server, 'player-aaaa', '2026-03-05', 1);
    await complete(server, 'player-bbbb', '2026-03-05', 1);
    now = Date.parse('2026-03-09T17:00:00Z');
    await complete(server, 'player-aaaa', '2026-03-09', 5);
    now = Date.parse(FIXED_NOW);
    const { body } = await server.get<Stats>('/api/public/challenge-stats');
    expect(body).toEqual({
      stats: [
        { date: '2026-03-05', completion_count: 2 },
        { date: '2026-03-06', completion_count: 0 },
        { date: '2026-03-07', completion_count: 0 },
        { date: '2026-03-08', completion_count: 0 },
        { date: '2026-03-09', completion_count: 1 },
        { date: '2026-03-10', completion_count: 0 },
      ],
      totalChallenges: 6,
      totalCompletions: 3,
    });
  });

  it("answers a day's figures: two wins in 3 and 5 tries and a give-up, each player counted once", async () => {
    server = await startTestServer();
    const finish = (playerId: string, extra: object) =>
      server!.post(
        '/api/public/challenge-complete',
        { date: '2026-03-10', challengeNumber: 6, playerId, ...extra },
        homeOf(playerId),
      );
    expect((await finish('player-three', { guessCount: 3 })).body).toEqual({
      success: true,
      completion_count: 1,
      counted: true,
    });
    expect((await finish('player-five1', { guessCount: 5 })).body).toEqual({
      success: true,
      completion_count: 2,
      counted: true,
    });
    expect((await finish('player-quit1', { guessCount: 7, hasGivenUp: true })).body).toEqual({
      success: true,
      completion_count: 2,
      counted: true,
    });
    // A repeat, even with other figures, changes nothing.
    expect((await finish('player-three', { guessCount: 9 })).body).toEqual({
      success: true,
      completion_count: 2,
      counted: false,
      reason: 'repeat',
    });
    expect((await server.get('/api/public/challenge-stats/2026-03-10')).body).toEqual({
      date: '2026-03-10',
      completion_count: 2,
      gave_up_count: 1,
      guess_distribution: { '3': 1, '5': 1 },
      average_guesses: 4,
    });
    expect((await server.get('/api/public/challenge-stats/2026-03-09')).body).toEqual({
      date: '2026-03-09',
      completion_count: 0,
      gave_up_count: 0,
      guess_distribution: {},
      average_guesses: null,
    });
  });

  it("refuses a future, unknown or malformed date for a day's figures, and bad tries", async () => {
    server = await startTestServer();
    expect(await server.get('/api/public/challenge-stats/2026-03-11')).toEqual({
      status: 403,
      body: { error: 'date: 2026-03-11 is after today (2026-03-10); a challenge opens at midnight New York time' },
    });
    expect((await server.get('/api/public/challenge-stats/2026-03-01')).status).toBe(404);
    expect((await server.get('/api/public/challenge-stats/yesterday')).status).toBe(400);
    const bad = await server.post<{ error: string }>('/api/public/challenge-complete', {
      date: '2026-03-10',
      challengeNumber: 6,
      playerId: 'player-aaaa',
      guessCount: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^guessCount: /);
    const notBool = await server.post<{ error: string }>('/api/public/challenge-complete', {
      date: '2026-03-10',
      challengeNumber: 6,
      playerId: 'player-aaaa',
      hasGivenUp: 'yes',
    });
    expect(notBool.status).toBe(400);
    expect(notBool.body.error).toMatch(/^hasGivenUp: /);
  });

  it('refuses a future date, an unknown date and a wrong challengeNumber', async () => {
    server = await startTestServer();
    expect(await complete(server, 'player-aaaa', '2026-03-11', 7)).toEqual({
      status: 403,
      body: {
        error: "date: 2026-03-11 is after today (2026-03-10); only today's and past challenges can be completed",
      },
    });
    expect(await complete(server, 'player-aaaa', '2026-03-01', 1)).toEqual({
      status: 404,
      body: { error: 'No challenge found for this date' },
    });
    expect(await complete(server, 'player-aaaa', '2026-03-09', 4)).toEqual({
      status: 400,
      body: { error: 'challengeNumber: 2026-03-09 is challenge #5, not #4' },
    });
  });

  it('refuses a bad or missing playerId and a missing date', async () => {
    server = await startTestServer();
    expect(
      await server.post('/api/public/challenge-complete', { date: '2026-03-10', challengeNumber: 6, playerId: '../x' }),
    ).toEqual({
      status: 400,
      body: { error: 'playerId: expected 8 to 128 letters, digits, _ or -' },
    });
    expect(await server.post('/api/public/challenge-complete', { date: '2026-03-10', challengeNumber: 6 })).toEqual({
      status: 400,
      body: { error: 'playerId is required' },
    });
    expect(
      await server.post('/api/public/challenge-complete', { challengeNumber: '6', playerId: 'player-aaaa' }),
    ).toEqual({
      status: 400,
      body: { error: 'date is required; challengeNumber: expected a number' },
    });
  });

  it('keeps completions on disk across a restart with the fs store', async () => {
    server = await startTestServer({ storage: 'fs' });
    await complete(server, 'player-disk-1');
    expect(existsSync(join(server.dataDir, 'store', 'completions', 'count', '2026-03-10'))).toBe(true);
    await server.close();
    const again = await startServer({
      port: 0,
      host: '127.0.0.1',
      app: {
        contentDir: FIXTURE_CONTENT,
        dataDir: server.dataDir,
        storage: 'fs',
        now: () => new Date(FIXED_NOW),
        silent: true,
      },
    });
    try {
      const res = await fetch(`${again.url}/api/public/challenge-complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ date: '2026-03-10', challengeNumber: 6, playerId: 'player-disk-1' }),
      });
      expect(await res.json()).toEqual({ success: true, completion_count: 1, counted: false, reason: 'repeat' });
    } finally {
      await again.close();
    }
  });
});

describe('recount', () => {
  it('recounts recent days when the server starts, after a crash left the counter behind the markers', async () => {
    server = await startTestServer({ storage: 'fs' });
    for (let i = 0; i < 5; i++) await complete(server, `player-crash-${i}`);
    await server.close();
    // The crash: markers written, increments lost (the counter says 3, five players finished).
    writeFileSync(join(server.dataDir, 'store', 'completions', 'count', '2026-03-10'), JSON.stringify({ v: 3 }));
    const again = await startServer({
      port: 0,
      host: '127.0.0.1',
      app: {
        contentDir: FIXTURE_CONTENT,
        dataDir: server.dataDir,
        storage: 'fs',
        now: () => new Date(FIXED_NOW),
        silent: true,
      },
    });
    try {
      const res = await fetch(`${again.url}/api/public/challenge-stats/2026-03-10`);
      expect(((await res.json()) as { completion_count: number }).completion_count).toBe(5);
    } finally {
      await again.close();
    }
  });

  it(
    "rebuilds a day's wins, give-ups and tries from the player markers after a crash left the " + 'counters short',
    async () => {
      const store = createMemoryStore();
      const completions = createCompletionStore(store);
      await completions.record('2026-03-10', 'player-0001', { gaveUp: false, guessCount: 3 });
      await completions.record('2026-03-10', 'player-0002', { gaveUp: false, guessCount: 5 });
      await completions.record('2026-03-10', 'player-0003', { gaveUp: true, guessCount: 8 });
      // A marker written before outcomes were kept counts as a win of unknown tries.
      await store.set('completions:player:2026-03-10:player-0004', 1);
      // The crash: an instance died between the marker and the counters.
      await store.set('completions:count:2026-03-10', 1);
      await store.delete('completions:tries:2026-03-10:5');
      await store.set('completions:tries:2026-03-10:9', 4);

      expect((await completions.recount('2026-03-10')).after.completions).toBe(3);
      expect(await completions.stats('2026-03-10')).toEqual({
        completions: 3,
        gaveUp: 1,
        distribution: { '3': 1, '5': 1 },
      });
    },
  );

  it(
    'checks the latest days always and older ones while the time lasts, newest first, ' + 'and says what it left',
    async () => {
      const store = createMemoryStore();
      const completions = createCompletionStore(store);
      const dates = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
      for (const date of dates) await completions.record(date, 'player-0001', { gaveUp: false, guessCount: 2 });
      // Two days' counters were lost: the newest and the oldest.
      await store.delete('completions:count:2026-03-06');
      await store.delete('completions:count:2026-03-01');
      // A clock that moves 400 ms each time it is read: past the latest two days, the budget
      // of 1 s lasts two more checks (at 400 and 800 ms); the oldest day is left.
      let t = 0;
      const clock = () => (t += 400);
      const report = await recountDays(completions, dates, '2026-03-05', { always: 2, budgetMs: 1000, clock });
      // 2026-03-06 is after "today" and not checked at all.
      expect(report.checked).toBe(4);
      expect(report.unchecked).toEqual(['2026-03-01']);
      expect(report.repaired).toEqual([]);
      expect(describeRecount(report)).toEqual(['1 older day (2026-03-01) not checked: run `platter recount --all`']);
      const all = await recountDays(completions, dates, '2026-03-06');
      expect(all.checked).toBe(6);
      expect(all.repaired.map((r) => [r.date, r.before.completions, r.after.completions])).toEqual([
        ['2026-03-06', 0, 1],
        ['2026-03-01', 0, 1],
      ]);
      expect(describeRecount(all)[0]).toBe(
        '2026-03-06: 0 wins, 0 give-ups, tries {"2":1} -> 1 wins, 0 give-ups, tries {"2":1}',
      );
      // A second pass finds nothing to repair and writes nothing.
      expect((await recountDays(completions, dates, '2026-03-06')).repaired).toEqual([]);
    },
  );
});
