/**
 * Leagues as records (docs/leagues.md): one record per league and one per membership in
 * the records store (lowdb files, or PostgreSQL rows shared by every instance).
 *
 * The bounds hold across instances without a lock, by the store's own uniqueness:
 * - a membership's id is `<league>.<seat>` with a seat from 0 to 49: a league has 50
 *   ids, so never a 51st member, whoever inserts at the same moment;
 * - its `player_slot` is `<player>.<slot>` with a slot from 0 to 19, unique: never a 21st
 *   league for a player;
 * - its `pair` is `<league>.<player>`, unique: never the same player twice in a league.
 * A join tries the free seats and slots it sees; when another join took one first, the
 * store refuses (DuplicateRecordError naming the field) and it tries the next.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { LEAGUE_LIMITS } from '../../core/leagues.ts';
import type { AccountDeletedHook } from '../accounts/account-deleted.ts';
import { recordsFrom } from '../stores/open-records.ts';
import { DuplicateRecordError, type RecordStore } from '../stores/records.ts';

const LeagueRecordSchema = z.object({
  /** 12 random lower-case letters and digits. */
  id: z.string(),
  /** Cleaned by core/leagues.ts cleanLeagueName, at most 40 characters. */
  name: z.string(),
  /** The account that owns the league: renames it, removes members, renews the invite, deletes it. */
  owner_id: z.string(),
  /** The invite link's code: 20 random lower-case letters and digits, unique; renewing replaces it. */
  invite: z.string(),
  /** ISO time of creation. */
  created_at: z.string(),
  /** Accounts the owner removed (the newest LEAGUE_LIMITS.removed): the invite does not let them back in. */
  removed: z.array(z.string()).default([]),
});
export type LeagueRecord = z.output<typeof LeagueRecordSchema>;

const MembershipRecordSchema = z.object({
  /** `<league id>.<seat>`, seat 0 to 49. */
  id: z.string(),
  league_id: z.string(),
  user_id: z.string(),
  /** `<user id>.<slot>`, slot 0 to 19: unique. */
  player_slot: z.string(),
  /** `<league id>.<user id>`: unique. */
  pair: z.string(),
  /** ISO time the player joined (the owner: created the league). */
  joined_at: z.string(),
  /** The player hides from this league's tables (the member list still shows them). Default false. */
  hidden: z.boolean().default(false),
});
export type MembershipRecord = z.output<typeof MembershipRecordSchema>;

/** The leagues collection (`leagues.json`, or rows in PostgreSQL). */
export const LEAGUES = {
  name: 'leagues',
  file: 'leagues.json',
  schema: LeagueRecordSchema,
  unique: ['invite'],
} as const;

/** The memberships collection (`league-members.json`, or rows in PostgreSQL), found by league and by player. */
export const LEAGUE_MEMBERS = {
  name: 'league_members',
  file: 'league-members.json',
  schema: MembershipRecordSchema,
  unique: ['player_slot', 'pair'],
  lookup: ['league_id', 'user_id'],
} as const;

/** Why a league change was refused. */
export class LeagueError extends Error {
  readonly kind: 'full' | 'too-many' | 'removed';
  constructor(kind: LeagueError['kind']) {
    super(kind);
    this.kind = kind;
  }
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `length` random letters and digits (rejection sampling keeps every character equally likely). */
function randomCode(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 252 && out.length < length) out += ALPHABET[byte % 36];
    }
  }
  return out;
}

/** A new invite code: 20 characters of 36, some 103 bits, so a code cannot be guessed. */
export const newInviteCode = (): string => randomCode(20);

export interface LeagueStore {
  get(id: string): Promise<LeagueRecord | undefined>;
  byInvite(code: string): Promise<LeagueRecord | undefined>;
  /** A league's memberships, oldest first. */
  members(leagueId: string): Promise<MembershipRecord[]>;
  /** A player's memberships. */
  membershipsOf(userId: string): Promise<MembershipRecord[]>;
  membership(leagueId: string, userId: string): Promise<MembershipRecord | undefined>;
  /** Creates a league owned by `ownerId`, who is its first member. Throws LeagueError 'too-many'. */
  create(name: string, ownerId: string, now: Date): Promise<LeagueRecord>;
  /**
   * Adds the player to the league (nothing when they are a member already); answers the
   * membership. Throws LeagueError 'full', 'too-many' or 'removed'.
   */
  join(league: LeagueRecord, userId: string, now: Date): Promise<MembershipRecord>;
  /**
   * Takes the player out of the league. When the owner leaves, the longest-standing member
   * becomes the owner; the last member leaving deletes the league.
   */
  leave(leagueId: string, userId: string): Promise<void>;
  /** The owner removes a member, who cannot come back through the invite. */
  removeMember(leagueId: string, userId: string): Promise<void>;
  rename(leagueId: string, name: string): Promise<LeagueRecord | undefined>;
  /** A new invite code: the old link stops working. */
  renewInvite(leagueId: string): Promise<LeagueRecord | undefined>;
  setHidden(leagueId: string, userId: string, hidden: boolean): Promise<MembershipRecord | undefined>;
  /** Deletes the league and every membership of it. */
  remove(leagueId: string): Promise<void>;
}

export function createLeagueStore(source: string | RecordStore): LeagueStore {
  const records = recordsFrom(source);
  const leagues = records.collection(LEAGUES);
  const members = records.collection(LEAGUE_MEMBERS);

  const byJoined = (a: MembershipRecord, b: MembershipRecord) =>
    a.joined_at < b.joined_at ? -1 : a.joined_at > b.joined_at ? 1 : 0;
  const listMembers = async (leagueId: string) => (await members.listBy('league_id', leagueId)).sort(byJoined);

  /** Inserts a membership in a free seat and slot, trying again when a concurrent join took one. */
  async function seat(leagueId: string, userId: string, now: Date): Promise<MembershipRecord> {
    for (;;) {
      const [inLeague, ofPlayer] = await Promise.all([
        members.listBy('league_id', leagueId),
        members.listBy('user_id', userId),
      ]);
      const mine = inLeague.find((m) => m.user_id === userId);
      if (mine) return mine;
      const seats = new Set(inLeague.map((m) => m.id));
      const slots = new Set(ofPlayer.map((m) => m.player_slot));
      const seatId = firstFree(LEAGUE_LIMITS.members, (i) => `${leagueId}.${i}`, seats);
      if (seatId === undefined) throw new LeagueError('full');
      const slot = firstFree(LEAGUE_LIMITS.leaguesPerPlayer, (i) => `${userId}.${i}`, slots);
      if (slot === undefined) throw new LeagueError('too-many');
      try {
        return await members.insert(() => ({
          id: seatId,
          league_id: leagueId,
          user_id: userId,
          player_slot: slot,
          pair: `${leagueId}.${userId}`,
          joined_at: now.toISOString(),
          hidden: false,
        }));
      } catch (error) {
        // Another join took the seat, the slot, or joined this very player: look again.
        if (!(error instanceof DuplicateRecordError)) throw error;
      }
    }
  }

  async function remove(leagueId: string): Promise<void> {
    await leagues.remove(leagueId);
    for (const m of await members.listBy('league_id', leagueId)) await members.remove(m.id);
  }

  async function leave(leagueId: string, userId: string): Promise<void> {
    const mine = (await members.listBy('league_id', leagueId)).find((m) => m.user_id === userId);
    if (mine) await members.remove(mine.id);
    const league = await leagues.get(leagueId);
    if (!league || league.owner_id !== userId) return;
    const [heir] = await listMembers(leagueId);
    if (!heir) {
      await remove(leagueId);
      return;
    }
    await leagues.update(leagueId, (l) => {
      if (l.owner_id === userId) l.owner_id = heir.user_id;
    });
  }

  return {
    get: (id) => leagues.get(id),
    async byInvite(code) {
      const league = await leagues.findBy('invite', code);
      // findBy ignores case; codes are lower-case, and an upper-case copy is not the code.
      return league?.invite === code ? league : undefined;
    },
    members: listMembers,
    membershipsOf: (userId) => members.listBy('user_id', userId),
    async membership(leagueId, userId) {
      return (await members.listBy('league_id', leagueId)).find((m) => m.user_id === userId);
    },
    async create(name, ownerId, now) {
      if ((await members.listBy('user_id', ownerId)).length >= LEAGUE_LIMITS.leaguesPerPlayer)
        throw new LeagueError('too-many');
      const league = await leagues.insert(() => ({
        id: randomCode(12),
        name,
        owner_id: ownerId,
        invite: newInviteCode(),
        created_at: now.toISOString(),
        removed: [],
      }));
      try {
        await seat(league.id, ownerId, now);
      } catch (error) {
        await leagues.remove(league.id);
        throw error;
      }
      return league;
    },
    async join(league, userId, now) {
      if (league.removed.includes(userId)) throw new LeagueError('removed');
      return seat(league.id, userId, now);
    },
    leave,
    async removeMember(leagueId, userId) {
      await leagues.update(leagueId, (l) => {
        l.removed = [...l.removed.filter((id) => id !== userId), userId].slice(-LEAGUE_LIMITS.removed);
      });
      await leave(leagueId, userId);
    },
    rename: (leagueId, name) =>
      leagues.update(leagueId, (l) => {
        l.name = name;
      }),
    renewInvite: (leagueId) =>
      leagues.update(leagueId, (l) => {
        l.invite = newInviteCode();
      }),
    async setHidden(leagueId, userId, hidden) {
      const mine = (await members.listBy('league_id', leagueId)).find((m) => m.user_id === userId);
      if (!mine) return undefined;
      return members.update(mine.id, (m) => {
        m.hidden = hidden;
      });
    },
    remove,
  };
}

/** The first of `limit` keys (key(0), key(1) …) not in `taken`. */
function firstFree(limit: number, key: (i: number) => string, taken: ReadonlySet<string>): string | undefined {
  for (let i = 0; i < limit; i++) if (!taken.has(key(i))) return key(i);
  return undefined;
}

/**
 * The account-deletion hook: the player leaves every league (a league they own passes to
 * its longest-standing member, or goes when they were its last).
 */
export const leaveEveryLeague: AccountDeletedHook = async ({ user, records }) => {
  const leagues = createLeagueStore(records);
  for (const m of await leagues.membershipsOf(user.id)) await leagues.leave(m.league_id, user.id);
};
