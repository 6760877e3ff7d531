/**
 * Private leagues through the real server, on both record-store drivers (lowdb files and
 * PostgreSQL): create, invite, join with a second account, both finish today, the day's
 * table in its order and without names for a member who has not finished; a renewed
 * invite kills the old link; a non-member, a removed member and an anonymous caller get
 * 404 / 401; deleting an account takes it out of every league; an archive win, and a day
 * synced after its midnight, never enter a table. The fixture's today is 2026-03-10
 * (Guacamole, #6); its clock moves only when a test says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAGUE_LIMITS, LEAGUE_MESSAGES } from '../../core/leagues.ts';
import type { DayTable, LeagueDetail, LeagueInvite, PeriodTable } from '../../core/leagues.ts';
import { createLeagueStore } from '../../api/leagues/leagues.ts';
import { openRecordStore } from '../../api/stores/open-records.ts';
import { POSTGRES_SKIP_REASON, startPostgres, type TestPostgres } from '../../scripts/services/postgres.ts';
import { startAccountServer, type ClockServer } from './_accounts.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TODAY = '2026-03-10';
const ANSWER = 'Guacamole';
const PASSWORD = 'league password 1';

let pg: TestPostgres | undefined;
beforeAll(async () => {
  pg = await startPostgres();
}, 60_000);
afterAll(async () => {
  await pg?.stop();
});

interface Driver {
  name: string;
  skip(): string | false;
  start(): Promise<ClockServer>;
}

const drivers: Driver[] = [
  { name: 'lowdb', skip: () => false, start: () => startAccountServer() },
  {
    name: 'postgres',
    skip: () => (pg ? false : POSTGRES_SKIP_REASON),
    async start() {
      const url = await pg!.newDatabase();
      return startAccountServer({ databaseUrl: url, storage: { kind: 'postgres', url } });
    },
  },
];

/** A finished day of play as the game saves it. */
const finished = (guesses: string[], hasGivenUp = false) => ({ guesses, completed: true, hasGivenUp, daily: true });

describe.each(drivers)('leagues on $name', (driver) => {
  let server: ClockServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    if (driver.skip()) return;
    server = await driver.start();
    for (const name of ['ann', 'bob', 'cyd', 'dan', 'eve']) {
      ids[name] = (await server.addUser(name, PASSWORD)).id;
      tokens[name] = await server.login(name, PASSWORD);
    }
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  const as = <T = Record<string, any>>(who: string | undefined, method: string, path: string, json?: unknown) =>
    server.send<T>(method, path, { ...(who ? { token: tokens[who] } : {}), ...(json === undefined ? {} : { json }) });
  const sync = (who: string, change: unknown) => as(who, 'PUT', '/api/me/progress', change);
  async function table(who: string, id: string): Promise<DayTable>;
  async function table(who: string, id: string, period: 'week' | 'month'): Promise<PeriodTable>;
  async function table(who: string, id: string, period = 'day'): Promise<DayTable | PeriodTable> {
    const res = await as<DayTable | PeriodTable>(who, 'GET', `/api/leagues/${id}/table?period=${period}`);
    expect(res.status).toBe(200);
    return res.body;
  }

  /** A new league of `owner` with `members` joined through its invite; answers its detail. */
  async function league(owner: string, name: string, members: string[]): Promise<LeagueDetail> {
    const made = await as<{ league: LeagueDetail }>(owner, 'POST', '/api/leagues', { name });
    expect(made.status).toBe(201);
    for (const m of members)
      expect((await as(m, 'POST', `/api/league-invites/${made.body.league.invite}`)).status).toBe(200);
    return made.body.league;
  }

  it(
    'create, invite, join, both finish today: the table orders the day and hides the ' + 'names until one finishes',
    async (ctx) => {
      if (driver.skip()) return ctx.skip(driver.skip() as string);
      const made = await as<{ league: LeagueDetail }>('ann', 'POST', '/api/leagues', { name: 'Sunday Supper' });
      expect(made.status).toBe(201);
      const { id, invite } = made.body.league;
      expect(made.body.league).toMatchObject({ name: 'Sunday Supper', owner: 'ann', is_owner: true, members: 1 });

      // The invite shows the league's name and who invited, to a signed-in player only.
      expect((await as(undefined, 'GET', `/api/league-invites/${invite}`)).status).toBe(401);
      const seen = await as<{ invite: LeagueInvite }>('bob', 'GET', `/api/league-invites/${invite}`);
      expect(seen.body.invite).toEqual({ name: 'Sunday Supper', invited_by: 'ann', members: 1, already_member: false });
      const joined = await as('bob', 'POST', `/api/league-invites/${invite}`);
      expect(joined.status).toBe(200);
      expect(joined.body.league).toMatchObject({
        id,
        name: 'Sunday Supper',
        owner: 'ann',
        is_owner: false,
        members: 2,
      });
      expect((await as('cyd', 'POST', `/api/league-invites/${invite}`)).status).toBe(200);
      // Joining twice changes nothing.
      expect((await as('cyd', 'POST', `/api/league-invites/${invite}`)).body.league.members).toBe(3);

      // Nobody has finished: three waiting rows, in name order.
      const before = await table('ann', id);
      expect(before.rows.map((r) => [r.username, r.finished])).toEqual([
        ['ann', false],
        ['bob', false],
        ['cyd', false],
      ]);

      // bob wins in two tries; cyd in two tries with a hint revealed, a minute later.
      expect((await sync('bob', { progress: { [TODAY]: finished(['Hummus', ANSWER]) } })).status).toBe(200);
      server.advance(60_000);
      expect(
        (
          await sync('cyd', {
            progress: { [TODAY]: finished(['Pad Thai', ANSWER]) },
            hints: { [ANSWER]: ['texture_emphasis'] },
          })
        ).status,
      ).toBe(200);

      // ann has not finished: colours and counts, never a dish's name or a guessed name.
      const hidden = await table('ann', id);
      expect(hidden.you_finished).toBe(false);
      expect(hidden.answer).toBeUndefined();
      expect(hidden.rows.map((r) => [r.username, r.finished, r.tries, r.hints])).toEqual([
        ['bob', true, 2, 0],
        ['cyd', true, 2, 1],
        ['ann', false, undefined, undefined],
      ]);
      expect(hidden.rows[0]!.grid).toHaveLength(2);
      expect(hidden.rows[0]!.grid![1]).toEqual(Array(9).fill('green'));
      const text = JSON.stringify(hidden);
      for (const name of [ANSWER, 'Hummus', 'Pad Thai', 'guacamole', '🥑']) expect(text).not.toContain(name);

      // ann wins in one try: first, and now she sees the names.
      server.advance(60_000);
      await sync('ann', { progress: { [TODAY]: finished([ANSWER]) } });
      const open = await table('ann', id);
      expect(open.you_finished).toBe(true);
      expect(open.answer).toBe(ANSWER);
      expect(open.rows.map((r) => [r.username, r.tries, r.guesses])).toEqual([
        ['ann', 1, [ANSWER]],
        ['bob', 2, ['Hummus', ANSWER]],
        ['cyd', 2, ['Pad Thai', ANSWER]],
      ]);
      expect(open.rows.map((r) => r.streak)).toEqual([1, 1, 1]);

      // The week's table: 7 − tries for a win.
      const week = await table('bob', id, 'week');
      expect(week).toMatchObject({ period: 'week', from: '2026-03-09', through: TODAY });
      expect(week.rows.map((r) => [r.username, r.points, r.wins, r.played])).toEqual([
        ['ann', 6, 1, 1],
        ['bob', 5, 1, 1],
        ['cyd', 5, 1, 1],
      ]);
      ids.supper = id;
    },
  );

  it('an archive win, and a finished day that names no dish, never enter a table', async (ctx) => {
    if (driver.skip()) return ctx.skip(driver.skip() as string);
    const { id } = await league('dan', 'Archive Club', ['eve']);
    // eve wins yesterday's dish from the archive today, claiming it was played on its day.
    await sync('eve', { progress: { '2026-03-09': finished(['Gazpacho']) }, completions: ['2026-03-09'] });
    const month = await table('dan', id, 'month');
    expect(month.rows.find((r) => r.username === 'eve')).toMatchObject({ points: 0, played: 0, streak: 0 });
    expect((await as('eve', 'GET', '/api/me/results')).body.results.days).toEqual({});
    // Today marked finished without naming the dish (neither a win nor a give-up): not a result.
    await sync('eve', { progress: { [TODAY]: finished(['Hummus']) } });
    expect((await as('eve', 'GET', '/api/me/results')).body.results.days).toEqual({});
    expect((await table('dan', id)).rows.find((r) => r.username === 'eve')).toMatchObject({ finished: false });
  });

  it(
    'a renewed invite kills the old link; non-members, removed members and anonymous ' + 'callers get 404 and 401',
    async (ctx) => {
      if (driver.skip()) return ctx.skip(driver.skip() as string);
      const made = await league('ann', 'Renewals', ['bob']);
      const renewed = await as<{ league: LeagueDetail }>('ann', 'POST', `/api/leagues/${made.id}/invite`);
      expect(renewed.status).toBe(200);
      expect(renewed.body.league.invite).not.toBe(made.invite);
      for (const method of ['GET', 'POST']) {
        const old = await as(method === 'GET' ? 'dan' : 'eve', method, `/api/league-invites/${made.invite}`);
        expect(old.status).toBe(404);
        expect(old.body.error).toBe(LEAGUE_MESSAGES.inviteNotFound);
      }
      // Only the owner renews.
      expect((await as('bob', 'POST', `/api/leagues/${made.id}/invite`)).status).toBe(403);

      // A non-member: the same 404 as a league that does not exist.
      for (const path of [`/api/leagues/${made.id}`, `/api/leagues/${made.id}/table`, `/api/leagues/aaaaaaaaaaaa`]) {
        const res = await as('dan', 'GET', path);
        expect([path, res.status, res.body.error]).toEqual([path, 404, LEAGUE_MESSAGES.notFound]);
      }
      expect((await as('dan', 'DELETE', `/api/leagues/${made.id}`)).status).toBe(404);
      // Anonymous: 401 everywhere.
      for (const [method, path] of [
        ['GET', '/api/leagues'],
        ['POST', '/api/leagues'],
        ['GET', `/api/leagues/${made.id}/table`],
        ['DELETE', `/api/leagues/${made.id}/membership`],
      ] as const)
        expect([
          path,
          (await as(undefined, method, path, method === 'POST' ? { name: 'x' } : undefined)).status,
        ]).toEqual([path, 401]);

      // The owner removes bob: the table is a 404 to him, and the invite does not bring him back.
      const removed = await as<{ league: LeagueDetail }>('ann', 'DELETE', `/api/leagues/${made.id}/members/bob`);
      expect(removed.body.league.member_list.map((m) => m.username)).toEqual(['ann']);
      expect((await as('bob', 'GET', `/api/leagues/${made.id}/table`)).status).toBe(404);
      const back = await as('bob', 'POST', `/api/league-invites/${renewed.body.league.invite}`);
      expect([back.status, back.body.error]).toEqual([403, LEAGUE_MESSAGES.removed]);
      expect((await as('ann', 'DELETE', `/api/leagues/${made.id}/members/ann`)).status).toBe(400);
    },
  );

  it('a member hides from the table without leaving; leaving, renaming and deleting', async (ctx) => {
    if (driver.skip()) return ctx.skip(driver.skip() as string);
    const made = await league('bob', 'Hideaway', ['cyd', 'dan']);
    expect((await as('cyd', 'PUT', `/api/leagues/${made.id}/membership`, { hidden: true })).status).toBe(200);
    expect((await table('bob', made.id)).rows.map((r) => r.username)).not.toContain('cyd');
    expect((await table('bob', made.id, 'week')).rows.map((r) => r.username)).not.toContain('cyd');
    // cyd still sees herself, marked; and is still a member.
    expect((await table('cyd', made.id)).rows.find((r) => r.is_you)).toMatchObject({ username: 'cyd', hidden: true });
    expect((await as('bob', 'GET', `/api/leagues/${made.id}`)).body.league.members).toBe(3);

    const renamed = await as('bob', 'PUT', `/api/leagues/${made.id}`, { name: '  <b>Hide</b>\u202Eaway  ' });
    expect(renamed.body.league.name).toBe('Hide away');
    expect((await as('cyd', 'PUT', `/api/leagues/${made.id}`, { name: 'Mine now' })).status).toBe(403);
    for (const name of ['<i></i>', 'x'.repeat(41)]) {
      const res = await as('bob', 'PUT', `/api/leagues/${made.id}`, { name });
      expect([res.status, res.body.error]).toEqual([400, leagueNameError(name)]);
    }

    // The owner leaves: the longest-standing member owns it.
    expect((await as('bob', 'DELETE', `/api/leagues/${made.id}/membership`)).status).toBe(200);
    expect((await as('cyd', 'GET', `/api/leagues/${made.id}`)).body.league).toMatchObject({
      owner: 'cyd',
      is_owner: true,
      members: 2,
    });
    expect((await as('bob', 'GET', `/api/leagues/${made.id}`)).status).toBe(404);

    // The new owner deletes it: gone for every member, and its link dead.
    expect((await as('dan', 'DELETE', `/api/leagues/${made.id}`)).status).toBe(403);
    expect((await as('cyd', 'DELETE', `/api/leagues/${made.id}`)).status).toBe(200);
    for (const who of ['cyd', 'dan']) expect((await as(who, 'GET', `/api/leagues/${made.id}`)).status).toBe(404);
    expect((await as('dan', 'GET', '/api/leagues')).body.leagues.map((l: { id: string }) => l.id)).not.toContain(
      made.id,
    );
    expect((await as('eve', 'GET', `/api/league-invites/${made.invite}`)).status).toBe(404);
  });

  it('deleting an account takes the player out of every league and deletes their counted results', async (ctx) => {
    if (driver.skip()) return ctx.skip(driver.skip() as string);
    const made = await league('ann', 'Goodbyes', ['eve']);
    await sync('eve', { progress: { [TODAY]: finished(['Hummus', 'Pad Thai', ANSWER]) } });
    expect((await as('eve', 'GET', '/api/me/results')).body.results.days[TODAY]).toMatchObject({ tries: 3 });
    expect((await as('eve', 'DELETE', '/api/users/account')).status).toBe(200);
    const after = await as('ann', 'GET', `/api/leagues/${made.id}`);
    expect(after.body.league.member_list.map((m: { username: string }) => m.username)).toEqual(['ann']);
    expect((await table('ann', made.id)).rows.map((r) => r.username)).toEqual(['ann']);
    // The supper league of the first test, if it ran, keeps its own members.
    const records = createLeagueStore(server.platter.context.stores.records);
    expect(await records.membershipsOf(ids.eve!)).toEqual([]);
  });

  it('a day finished before midnight but synced after it does not count', async (ctx) => {
    if (driver.skip()) return ctx.skip(driver.skip() as string);
    const made = await league('dan', 'Night Owls', []);
    // Move to 2026-03-11 (the clock started at 15:00 UTC on the 10th; midnight in New York is 04:00 UTC).
    server.advance(14 * 3_600_000);
    await sync('dan', { progress: { [TODAY]: finished([ANSWER]) } });
    expect((await as('dan', 'GET', '/api/me/results')).body.results.days).toEqual({});
    expect((await table('dan', made.id, 'week')).rows[0]).toMatchObject({ played: 0, points: 0 });
  });
});

function leagueNameError(name: string): string {
  return name.startsWith('<') ? LEAGUE_MESSAGES.nameEmpty : LEAGUE_MESSAGES.nameLong;
}

describe.each(drivers)('league bounds on $name, held by the store under concurrent joins', (driver) => {
  it(`a league never has more than ${LEAGUE_LIMITS.members} members, nor a player more than ` +
    `${LEAGUE_LIMITS.leaguesPerPlayer} leagues`, async (ctx) => {
    const why = driver.skip();
    if (why) return ctx.skip(why);
    const dir = mkdtempSync(join(tmpdir(), 'platter-leagues-'));
    const url = driver.name === 'postgres' ? await pg!.newDatabase() : undefined;
    // Two stores on the same data, as two instances.
    const a = openRecordStore({ dataDir: dir, databaseUrl: url });
    const b = openRecordStore({ dataDir: dir, databaseUrl: url });
    try {
      const [one, two] = [createLeagueStore(a), createLeagueStore(b)];
      const now = new Date('2026-03-10T15:00:00Z');
      const league = await one.create('Crowd', 'owner', now);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 70 }, (_, i) => (i % 2 ? one : two).join(league, `player-${i}`, now)),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(LEAGUE_LIMITS.members - 1);
      expect(await one.members(league.id)).toHaveLength(LEAGUE_LIMITS.members);

      const made = await Promise.allSettled(
        Array.from({ length: 26 }, (_, i) => (i % 2 ? one : two).create(`L${i}`, 'busy', now)),
      );
      expect(made.filter((o) => o.status === 'fulfilled')).toHaveLength(LEAGUE_LIMITS.leaguesPerPlayer);
      expect(await two.membershipsOf('busy')).toHaveLength(LEAGUE_LIMITS.leaguesPerPlayer);
    } finally {
      await a.close();
      await b.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
