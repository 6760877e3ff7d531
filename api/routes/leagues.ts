/**
 * Private leagues (docs/leagues.md). Every route needs a signed-in player (401 without),
 * and every route about one league checks on the server that the caller is a member: a
 * non-member, a removed member and a league that does not exist all get the same 404,
 * so the answer tells nothing about leagues one is not in. The owner's routes answer 403
 * to other members.
 */
import { getRouterParam, HTTPError, type H3, type H3Event } from 'h3';
import { z } from 'zod';
import {
  cleanLeagueName,
  LEAGUE_MESSAGES,
  LEAGUE_PERIODS,
  leagueNameProblem,
  type LeagueDetail,
  type LeagueInvite,
  type LeagueSummary,
} from '../../core/leagues.ts';
import { runLength } from '../../core/streaks.ts';
import { requireUser } from '../accounts/guards.ts';
import { accountsOf } from '../accounts/services.ts';
import type { UserRecord } from '../accounts/user-schema.ts';
import type { AppContext } from '../context.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { routeMeta } from '../http/pipeline.ts';
import { reply } from '../http/reply.ts';
import { readJson, readQuery } from '../http/validate.ts';
import { LeagueError, type LeagueRecord, type MembershipRecord } from '../leagues/leagues.ts';
import { leaguesOf } from '../leagues/services.ts';
import { dayTable, periodTable, type TableMember } from '../leagues/tables.ts';

/** POST /api/leagues and PUT /api/leagues/{id}: the league's name, cleaned on the server. */
export const LeagueNameBody = z.object({
  /** Up to 40 characters once cleaned (core/leagues.ts cleanLeagueName); what is sent may be longer only by what
   * cleaning removes.
   */
  name: z.string({ error: 'expected text' }).max(400, 'at most 400 characters'),
});

/** PUT /api/leagues/{id}/membership: hide from the league's tables, or show again. */
export const MembershipBody = z.object({ hidden: z.boolean({ error: 'expected true or false' }) });

/** GET /api/leagues/{id}/table. */
export const TableQuery = z.object({
  /** day (default), week or month. */
  period: z.enum(LEAGUE_PERIODS, { error: `expected one of ${LEAGUE_PERIODS.join(', ')}` }).default('day'),
});

const LEAGUE_ID = /^[a-z0-9]{12}$/;
const INVITE_CODE = /^[a-z0-9]{20}$/;

/** A refused join or creation as its answer: 409 when full or at the limit, 403 for a removed member. */
function leagueRefusal(error: unknown): unknown {
  if (!(error instanceof LeagueError)) return error;
  if (error.kind === 'removed') return forbidden(LEAGUE_MESSAGES.removed);
  return new HTTPError({
    status: 409,
    message: error.kind === 'full' ? LEAGUE_MESSAGES.full : LEAGUE_MESSAGES.tooMany,
  });
}

export function leagueRoutes(app: H3, ctx: AppContext): void {
  const read = routeMeta('no-store', 'read');
  const work = routeMeta('no-store', 'work');
  const stores = () => leaguesOf(ctx);
  const users = () => accountsOf(ctx).users;

  const nameOf = (body: z.output<typeof LeagueNameBody>): string => {
    const name = cleanLeagueName(body.name);
    const problem = leagueNameProblem(name);
    if (problem) throw badRequest(problem);
    return name;
  };

  /** The accounts of memberships, by user id (a membership whose account is gone is left out). */
  async function accountsOfMembers(memberships: readonly MembershipRecord[]): Promise<Map<string, UserRecord>> {
    const found = await Promise.all(memberships.map((m) => users().byId(m.user_id)));
    return new Map(found.filter((u) => u !== undefined).map((u) => [u.id, u]));
  }

  /** The league `id` with its memberships, when the caller is a member; 404 otherwise. */
  async function memberLeague(
    event: H3Event,
    userId: string,
  ): Promise<{ league: LeagueRecord; members: MembershipRecord[]; mine: MembershipRecord }> {
    const id = getRouterParam(event, 'id') ?? '';
    const league = LEAGUE_ID.test(id) ? await stores().leagues.get(id) : undefined;
    const members = league ? await stores().leagues.members(league.id) : [];
    const mine = members.find((m) => m.user_id === userId);
    if (!league || !mine) throw notFound(LEAGUE_MESSAGES.notFound);
    return { league, members, mine };
  }

  async function ownedLeague(event: H3Event, userId: string) {
    const found = await memberLeague(event, userId);
    if (found.league.owner_id !== userId) throw forbidden(LEAGUE_MESSAGES.ownerOnly);
    return found;
  }

  function summaryOf(
    league: LeagueRecord,
    members: readonly MembershipRecord[],
    mine: MembershipRecord,
    owner: UserRecord | undefined,
  ): LeagueSummary {
    return {
      id: league.id,
      name: league.name,
      owner: owner?.username ?? '',
      is_owner: league.owner_id === mine.user_id,
      members: members.length,
      hidden: mine.hidden,
      joined_at: mine.joined_at,
    };
  }

  async function detailOf(league: LeagueRecord, members: MembershipRecord[], mine: MembershipRecord) {
    const accounts = await accountsOfMembers(members);
    const detail: LeagueDetail = {
      ...summaryOf(league, members, mine, accounts.get(league.owner_id)),
      invite: league.invite,
      member_list: members
        .filter((m) => accounts.has(m.user_id))
        .map((m) => ({
          username: accounts.get(m.user_id)!.username,
          is_owner: m.user_id === league.owner_id,
          is_you: m.user_id === mine.user_id,
        })),
    };
    return { league: detail };
  }

  async function inviteOf(event: H3Event): Promise<LeagueRecord> {
    const code = getRouterParam(event, 'code') ?? '';
    const league = INVITE_CODE.test(code) ? await stores().leagues.byInvite(code) : undefined;
    if (!league) throw notFound(LEAGUE_MESSAGES.inviteNotFound);
    return league;
  }

  app.get(
    '/api/leagues',
    async (event) => {
      const { user } = await requireUser(event, ctx);
      const { leagues } = stores();
      const list: LeagueSummary[] = [];
      for (const mine of await leagues.membershipsOf(user.id)) {
        const league = await leagues.get(mine.league_id);
        if (!league) continue;
        const members = await leagues.members(league.id);
        list.push(summaryOf(league, members, mine, await users().byId(league.owner_id)));
      }
      list.sort((a, b) => (a.joined_at < b.joined_at ? -1 : 1));
      return { leagues: list };
    },
    read,
  );

  app.post(
    '/api/leagues',
    async (event) => {
      const { user } = await requireUser(event, ctx);
      const name = nameOf(await readJson(event, LeagueNameBody, ctx.options.bodyLimit));
      const { leagues } = stores();
      let league: LeagueRecord;
      try {
        league = await leagues.create(name, user.id, ctx.now());
      } catch (error) {
        throw leagueRefusal(error);
      }
      const members = await leagues.members(league.id);
      return reply(await detailOf(league, members, members.find((m) => m.user_id === user.id)!), { status: 201 });
    },
    work,
  );

  app.get(
    '/api/leagues/:id',
    async (event) => {
      const { user } = await requireUser(event, ctx);
      const { league, members, mine } = await memberLeague(event, user.id);
      return detailOf(league, members, mine);
    },
    read,
  );

  app.put(
    '/api/leagues/:id',
    async (event) => {
      const { user } = await requireUser(event, ctx);
      const { league, members, mine } = await ownedLeague(event, user.id);
      const name = nameOf(await readJson(event, LeagueNameBody, ctx.options.bodyLimit));
      const renamed = (await stores().leagues.rename(league.id, name)) ?? league;
      return detailOf(renamed, members, mine);
    },
    work,
  );

  app.delete(
    '/api/leagues/:id',
    async (event) => {
      const { user } = await requireUser(event, ctx);
      const { league } = await ownedLeague(event, user.id);
      await stores().leagues.remove(league.id);
      return { success: true };
    },
    work,
  );

  app.get(
    '/api/leagues/:id/table',
    async (event) => {
      const { user } = await requireUser(event, ctx);
      const { period } = readQuery(event, TableQuery);
      const { members } = await memberLeague(event, user.id);
      const accounts = await accountsOfMembers(members);
      const tableMembers: TableMember[] = members
        .filter((m) => accounts.has(m.user_id))
        .map((m) => ({ userId: m.user_id, username: accounts.get(m.user_id)!.username, hidden: m.hidden }));
      const results = await stores().results.many(tableMembers.map((m) => m.userId));
      const today = ctx.today();
      return period === 'day'
        ? dayTable(ctx.state, today, tableMembers, results, user.id)
        : periodTable(period, today, tableMembers, results, user.id);
    },
    read,
  );

  app.post(
    '/api/leagues/:id/invite',
    async (event) => {
      const { user } = await requireUser(event, ctx);
      const { league, members, mine } = await ownedLeague(event, user.id);
      const renewed = (await stores().leagues.renewInvite(league.id)) ?? league;
      return detailOf(renewed, members, mine);
    },
    work,
  );

  app.put(
    '/api/leagues/:id/membership',
    async (event) => {
      const { user } = await requireUser(event, ctx);
      const { league } = await memberLeague(event, user.id);
      const { hidden } = await readJson(event, MembershipBody, ctx.options.bodyLimit);
      await stores().leagues.setHidden(league.id, user.id, hidden);
      const { members, mine } = await memberLeague(event, user.id);
      return detailOf(league, members, mine);
    },
    work,
  );

  app.delete(
    '/api/leagues/:id/membership',
    async (event) => {
      const { user } = await requireUser(event, ctx);
      const { league } = await memberLeague(event, user.id);
      await stores().leagues.leave(league.id, user.id);
      return { success: true };
    },
    work,
  );

  app.delete(
    '/api/leagues/:id/members/:username',
    async (event) => {
      const { user } = await requireUser(event, ctx);
      const { league, members } = await ownedLeague(event, user.id);
      const username = (getRouterParam(event, 'username', { decode: true }) ?? '').toLowerCase();
      const accounts = await accountsOfMembers(members);
      const member = members.find((m) => accounts.get(m.user_id)?.username.toLowerCase() === username);
      if (!member) throw notFound(LEAGUE_MESSAGES.memberNotFound);
      if (member.user_id === league.owner_id) throw badRequest(LEAGUE_MESSAGES.ownerStays);
      await stores().leagues.removeMember(league.id, member.user_id);
      const after = await stores().leagues.members(league.id);
      return detailOf(league, after, after.find((m) => m.user_id === user.id)!);
    },
    work,
  );

  app.get(
    '/api/league-invites/:code',
    async (event) => {
      const { user } = await requireUser(event, ctx);
      const league = await inviteOf(event);
      const members = await stores().leagues.members(league.id);
      const member = members.some((m) => m.user_id === user.id);
      const invite: LeagueInvite = {
        name: league.name,
        invited_by: (await users().byId(league.owner_id))?.username ?? '',
        members: members.length,
        already_member: member,
        ...(member ? { id: league.id } : {}),
      };
      return { invite };
    },
    read,
  );

  app.post(
    '/api/league-invites/:code',
    async (event) => {
      const { user } = await requireUser(event, ctx);
      const league = await inviteOf(event);
      const { leagues } = stores();
      let mine: MembershipRecord;
      try {
        mine = await leagues.join(league, user.id, ctx.now());
      } catch (error) {
        throw leagueRefusal(error);
      }
      const members = await leagues.members(league.id);
      return { league: summaryOf(league, members, mine, await users().byId(league.owner_id)) };
    },
    work,
  );

  app.get(
    '/api/me/results',
    async (event) => {
      const { user } = await requireUser(event, ctx);
      const record = await stores().results.get(user.id);
      return { results: { days: record?.days ?? {}, streak: runLength(record?.run, ctx.today()) } };
    },
    read,
  );
}
