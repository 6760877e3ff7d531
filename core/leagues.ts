/**
 * Private leagues (docs/leagues.md): their bounds, the rule a league's name is cleaned by,
 * the points rule and the order of a league's tables, written once for the API and the
 * league page, and the shapes of the API's answers that the page reads.
 */
import { addDays } from './days.ts';
import type { CellColor } from './scoring.ts';

/** What one player and one league may hold. */
export const LEAGUE_LIMITS = {
  /** Members of one league, its owner included. */
  members: 50,
  /** Leagues one player belongs to, owned or joined. */
  leaguesPerPlayer: 20,
  /** Characters of a league's name, once cleaned. */
  nameLength: 40,
  /** Removed members a league remembers, so that the invite link does not bring them back (the oldest are forgotten
   * first).
   */
  removed: 100,
} as const;

/** The API's answers about leagues, word for word (the page shows them as they come). */
export const LEAGUE_MESSAGES = {
  notFound: 'League not found',
  inviteNotFound:
    'This invite link does not work: the league’s owner renewed it or deleted the league. Ask for a new link.',
  ownerOnly: 'Only the league’s owner can do this',
  full: `This league is full: a league has at most ${LEAGUE_LIMITS.members} members`,
  tooMany:
    `You are in ${LEAGUE_LIMITS.leaguesPerPlayer} leagues already, the most one player can be ` + 'in: leave one first',
  removed: 'The owner of this league removed you from it',
  nameEmpty: 'name: must not be empty (markup and invisible characters are removed)',
  nameLong: `name: at most ${LEAGUE_LIMITS.nameLength} characters`,
  memberNotFound: 'username: no member of this league has that username',
  ownerStays: 'username: the owner cannot be removed; the owner leaves the league or deletes it',
} as const;

// Control and format characters (bidirectional overrides, zero-width joiners) and line or
// paragraph separators: invisible, or able to reorder what a table shows around the name.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
// A tag, or what is left of one: a name is text, never markup.
const MARKUP = /<[^<>]*>|[<>]/g;

/**
 * A league's name as kept and shown: Unicode NFC, invisible and control characters and
 * markup (`<b>`, a stray `<` or `>`) removed, runs of spaces made one, trimmed.
 */
export function cleanLeagueName(raw: string): string {
  return raw.normalize('NFC').replace(INVISIBLE, ' ').replace(MARKUP, ' ').replace(/\s+/g, ' ').trim();
}

/** What is wrong with a cleaned name, or undefined when it may be used. */
export function leagueNameProblem(clean: string): string | undefined {
  if (clean === '') return LEAGUE_MESSAGES.nameEmpty;
  if ([...clean].length > LEAGUE_LIMITS.nameLength) return LEAGUE_MESSAGES.nameLong;
  return undefined;
}

/** The points of a win in one try; each further try costs one. */
export const WIN_POINTS = 7;

/**
 * The points rule of the week's and the month's tables: a win scores 7 − tries, and at
 * least 1 (a win is always worth more than a give-up); a give-up, or a day not played on
 * its day, scores 0.
 */
export function leaguePoints(result: { solved: boolean; tries: number } | undefined): number {
  if (!result?.solved) return 0;
  return Math.max(1, WIN_POINTS - result.tries);
}

/** The tables a league shows. */
export const LEAGUE_PERIODS = ['day', 'week', 'month'] as const;
export type LeaguePeriod = (typeof LEAGUE_PERIODS)[number];

/**
 * The days a table covers, up to `today` (puzzle dates): the day itself, the week from its
 * Monday, or the month from its first day.
 */
export function periodRange(today: string, period: LeaguePeriod): { from: string; through: string } {
  if (period === 'day') return { from: today, through: today };
  if (period === 'month') return { from: `${today.slice(0, 8)}01`, through: today };
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return { from: addDays(today, -weekday), through: today };
}

/** What orders the day's table. */
export interface DayStanding {
  solved: boolean;
  tries: number;
  hints: number;
  /** ISO time the server recorded the finish. */
  finished_at: string;
}

/** The day's order: solved first, then fewer tries, fewer hints, earlier finish. */
export function compareDay(a: DayStanding, b: DayStanding): number {
  if (a.solved !== b.solved) return a.solved ? -1 : 1;
  if (a.tries !== b.tries) return a.tries - b.tries;
  if (a.hints !== b.hints) return a.hints - b.hints;
  return a.finished_at < b.finished_at ? -1 : a.finished_at > b.finished_at ? 1 : 0;
}

/** One member's sums over a week or a month. */
export interface PeriodStanding {
  points: number;
  wins: number;
  /** Days finished on their day (wins and give-ups). */
  played: number;
  /** Tries of the wins, summed: fewer breaks a tie. */
  tries: number;
}

/** The sums of the results of a period's days. */
export function periodStanding(results: Iterable<{ solved: boolean; tries: number }>): PeriodStanding {
  const standing: PeriodStanding = { points: 0, wins: 0, played: 0, tries: 0 };
  for (const r of results) {
    standing.played++;
    standing.points += leaguePoints(r);
    if (r.solved) {
      standing.wins++;
      standing.tries += r.tries;
    }
  }
  return standing;
}

/** The period's order: more points, then more wins, then fewer tries in those wins. */
export function comparePeriod(a: PeriodStanding, b: PeriodStanding): number {
  return b.points - a.points || b.wins - a.wins || a.tries - b.tries;
}

// ---------------------------------------------------------------- the API's answers

/** A league as its member sees it in the list of their leagues. */
export interface LeagueSummary {
  id: string;
  name: string;
  /** The owner's username. */
  owner: string;
  is_owner: boolean;
  members: number;
  /** The caller hides from this league's tables. */
  hidden: boolean;
  /** ISO time the caller joined. */
  joined_at: string;
}

/** A league as its page shows it. */
export interface LeagueDetail extends LeagueSummary {
  /** The invite link's code (GET /api/league-invites/{code}); every member may pass the link on. */
  invite: string;
  /** Members by username, oldest first. */
  member_list: { username: string; is_owner: boolean; is_you: boolean }[];
}

/** What an invite link shows before joining. */
export interface LeagueInvite {
  name: string;
  /** The username of the league's owner, who made the link. */
  invited_by: string;
  members: number;
  /** The caller is a member already. */
  already_member: boolean;
  /** The league's id, for a member. */
  id?: string;
}

/** One member's row of the day's table. */
export interface DayTableRow {
  username: string;
  is_you: boolean;
  /** Finished on its day (won or gave up); the other fields are there only when true. */
  finished: boolean;
  solved?: boolean;
  tries?: number;
  hints?: number;
  hard?: boolean;
  finished_at?: string;
  /** Each guess's colours in board order: shown to everyone. */
  grid?: CellColor[][];
  /** The guessed dishes' names: only for a caller who has finished the day. */
  guesses?: string[];
  /** Consecutive wins on their own day, today or yesterday included. */
  streak: number;
  /** The caller's own row while they hide from the league's tables (nobody else sees it). */
  hidden?: boolean;
}

/** GET /api/leagues/{id}/table?period=day. */
export interface DayTable {
  period: 'day';
  date: string;
  challenge_number: number | null;
  /** The caller has finished today: the names are shown. */
  you_finished: boolean;
  /** Today's dish: only for a caller who has finished. */
  answer?: string;
  rows: DayTableRow[];
}

/** One member's row of the week's or the month's table. */
export interface PeriodTableRow extends PeriodStanding {
  username: string;
  is_you: boolean;
  streak: number;
  /** The caller's own row while they hide from the league's tables. */
  hidden?: boolean;
}

/** GET /api/leagues/{id}/table?period=week|month. */
export interface PeriodTable {
  period: 'week' | 'month';
  from: string;
  through: string;
  rows: PeriodTableRow[];
}
