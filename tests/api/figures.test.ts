/**
 * A day's public figures (GET /api/public/challenge-stats/{date}) are what players read
 * after a game: "You and 41 others found it today; the average was 4.2 tries". An attack
 * test found that one client could move them at will: a completion for any past day
 * counted in that day's figures, one request with `guessCount: 1000` made the average
 * 253, and 120 random player ids from one address added 100 wins. Now the server counts
 * only completions made on their own day (by its own clock), at most a household's worth
 * from one address a day, guess counts the game allows, and publishes a trimmed mean.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMPLETIONS_PER_HOUSEHOLD as COMPLETIONS_PER_ADDRESS } from '../../api/options.ts';
import { startAccountServer, type ClockServer } from './_accounts.ts';

type Figures = {
  date: string;
  completion_count: number;
  gave_up_count: number;
  guess_distribution: Record<string, number>;
  average_guesses: number | null;
};
type Recorded = { success: boolean; completion_count: number; counted: boolean; reason?: string };

let server: ClockServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** The fixture's days: 2026-03-10 is #6 and today at FIXED_NOW, 2026-03-11 is #7. */
const NUMBER: Record<string, number> = { '2026-03-09': 5, '2026-03-10': 6, '2026-03-11': 7 };

function finish(s: ClockServer, ip: string, playerId: string, extra: object = {}, date = '2026-03-10') {
  return s.send<Recorded & { error?: string }>('POST', '/api/public/challenge-complete', {
    json: { date, challengeNumber: NUMBER[date], playerId, ...extra },
    ip,
  });
}

async function figures(s: ClockServer, date = '2026-03-10'): Promise<Figures> {
  const { status, body } = await s.send<Figures>('GET', `/api/public/challenge-stats/${date}`);
  expect(status).toBe(200);
  return body;
}

describe("a day's figures count only completions made on that day", () => {
  it('an archive completion does not change the day\'s "on its day" numbers (#29)', async () => {
    server = await startAccountServer();
    await finish(server, '198.51.100.1', 'honest-0001', { guessCount: 3 });
    await finish(server, '198.51.100.2', 'honest-0002', { guessCount: 5 });
    await finish(server, '198.51.100.3', 'honest-0003', { guessCount: 4, hasGivenUp: true });
    const onItsDay = await figures(server);
    expect(onItsDay).toMatchObject({ completion_count: 2, gave_up_count: 1 });

    // The next day (00:00:01 in New York): a late win of yesterday, from the archive.
    server.advance(Date.parse('2026-03-11T04:00:01Z') - server.now().getTime());
    const late = await finish(server, '198.51.100.4', 'archive-0001', { guessCount: 2 });
    expect(late).toMatchObject({ status: 200, body: { success: true, counted: false, reason: 'not-its-day' } });
    const giveUp = await finish(server, '198.51.100.5', 'archive-0002', { guessCount: 9, hasGivenUp: true });
    expect(giveUp.body).toMatchObject({ counted: false, reason: 'not-its-day' });
    expect(await figures(server)).toEqual(onItsDay);

    // The day that is today counts as before.
    const today = await finish(server, '198.51.100.4', 'archive-0001', { guessCount: 2 }, '2026-03-11');
    expect(today.body).toMatchObject({ counted: true, completion_count: 1 });
  });

  it('refuses a guess count the game does not allow, naming the field (one guess per dish)', async () => {
    server = await startAccountServer();
    // The fixture has 10 dishes: no game takes more than 10 guesses.
    for (const guessCount of [0, 11, 1000]) {
      const { status, body } = await finish(server, '198.51.100.9', 'bad-count-01', { guessCount });
      expect([guessCount, status]).toEqual([guessCount, 400]);
      expect(body.error).toMatch(/^guessCount: /);
    }
    const { body } = await finish(server, '198.51.100.9', 'bad-count-01', { guessCount: 11 });
    expect(body.error).toBe('guessCount: at most 10 (one guess per dish of the game)');
    expect(await figures(server)).toMatchObject({ completion_count: 0, guess_distribution: {} });
    expect((await finish(server, '198.51.100.9', 'bad-count-01', { guessCount: 10 })).body.counted).toBe(true);
  });
});

describe('one address counts a household, not a crowd', () => {
  it(
    `counts at most ${COMPLETIONS_PER_ADDRESS} completions a day from one address; an ` + 'IPv6 /56 is one address',
    async () => {
      server = await startAccountServer();
      const results: Recorded[] = [];
      for (let i = 0; i < COMPLETIONS_PER_ADDRESS + 2; i++)
        results.push((await finish(server, '203.0.113.5', `household-${i}0000`, { guessCount: 4 })).body);
      expect(results.map((r) => r.counted)).toEqual([...Array(COMPLETIONS_PER_ADDRESS).fill(true), false, false]);
      expect(results.at(-1)).toMatchObject({ reason: 'address-limit', completion_count: COMPLETIONS_PER_ADDRESS });
      // A repeat of a counted player is a repeat, not a new claim on the address.
      expect((await finish(server, '203.0.113.5', 'household-00000', { guessCount: 4 })).body).toMatchObject({
        counted: false,
        reason: 'repeat',
      });
      // The neighbour's address is its own.
      expect((await finish(server, '203.0.113.6', 'neighbour-0001', { guessCount: 4 })).body.counted).toBe(true);

      // Devices of one home share its /56 however they pick their addresses in it.
      const home = ['2001:db8:1:100::1', '2001:db8:1:1ff:abcd::2', '2001:db8:1:120::3', '2001:db8:1:1aa::4'];
      for (const [i, ip] of [...home, '2001:db8:1:101::9'].entries()) {
        const counted = (await finish(server, ip, `ipv6-home-${i}000`, { guessCount: 3 })).body.counted;
        expect([ip, counted]).toEqual([ip, i < COMPLETIONS_PER_ADDRESS]);
      }
      expect((await finish(server, '2001:db8:1:200::1', 'ipv6-other-000', { guessCount: 3 })).body.counted).toBe(true);
    },
  );
});

describe('one client cannot move a day', () => {
  it(
    '200 requests from one client move a day of 100 honest players by at most 5% on each ' + 'published figure',
    async () => {
      server = await startAccountServer();
      const s = server;
      // 100 honest players in 40 homes (2 or 3 each): 88 wins in 2 to 8 tries, 12 give-ups.
      const tries = [2, 3, 3, 4, 4, 4, 4, 5, 5, 5, 6, 6, 7, 8];
      for (let i = 0; i < 100; i++) {
        const ip = `198.51.100.${Math.floor(i / 2.5) + 1}`;
        const extra = i % 8 === 7 ? { guessCount: 6, hasGivenUp: true } : { guessCount: tries[i % tries.length] };
        const { status, body } = await finish(s, ip, `honest-${String(i).padStart(4, '0')}`, extra);
        expect([i, status, body.counted]).toEqual([i, 200, true]);
      }
      const honest = await figures(s);
      expect(honest.completion_count + honest.gave_up_count).toBe(100);

      // The attacker: one address, 200 requests, each a new player id with the most extreme
      // figures the game allows (1 try, 10 tries, give-ups), and a few for the day before.
      const attacks = Array.from({ length: 200 }, (_, i) => {
        const extra = [{ guessCount: 1 }, { guessCount: 10 }, { guessCount: 10, hasGivenUp: true }][i % 3]!;
        return finish(
          s,
          '192.0.2.66',
          `attacker-${String(i).padStart(5, '0')}`,
          extra,
          i % 10 === 9 ? '2026-03-09' : '2026-03-10',
        );
      });
      const answers = await Promise.all(attacks);
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const attacked = await figures(s);

      // Counts may move by at most 5 players (5% of the day's 100); the average by 5% of itself.
      const within = (name: string, before: number, after: number, bound: number) =>
        expect({ name, moved: Math.abs(after - before) <= bound }).toEqual({ name, moved: true });
      within('completion_count', honest.completion_count, attacked.completion_count, 5);
      within('gave_up_count', honest.gave_up_count, attacked.gave_up_count, 5);
      for (const n of new Set([...Object.keys(honest.guess_distribution), ...Object.keys(attacked.guess_distribution)]))
        within(`guess_distribution[${n}]`, honest.guess_distribution[n] ?? 0, attacked.guess_distribution[n] ?? 0, 5);
      within('average_guesses', honest.average_guesses!, attacked.average_guesses!, 0.05 * honest.average_guesses!);
      // And the attack did reach the figures (the bound is not met by refusing everything).
      expect(attacked).not.toEqual(honest);
    },
  );
});
