/**
 * A signed-in player's data as it is kept on every device and on the server, and how two
 * copies merge (docs/accounts.md). The same merge runs in the browser (the server's copy
 * into the device's) and on the server (a device's changes into the stored copy), so both
 * end with the same data whatever order the devices sync in:
 * - completions (the streak's dates): the union;
 * - a day of play: a finished day beats an unfinished one; between two finished or two
 *   unfinished days, the longer list of guesses wins (a tie: the same copy whatever the
 *   order, so merging is order-free);
 *   the daily mark and the day's marks (still-fit, hard mode) are kept when either copy has them;
 * - revealed hints: the union per dish;
 * - preferences: the copy changed last wins, as a whole.
 * Records keyed by date or dish are read with Object.hasOwn and built as Maps, so a key
 * such as `constructor` or `__proto__` is only ever a key.
 * The server keeps each player's copy within bounds (boundPlayerData).
 */
import { isCalendarDay } from './days.ts';
import { keepMarks, type DayOfPlay } from './schemas/day-of-play.ts';

/** The preferences and when they were last changed (epoch ms). */
export interface SyncedPreferences {
  values: Record<string, unknown>;
  updatedAt: number;
}

/** Everything that follows a player between devices. Every part is optional in a change. */
export interface PlayerData {
  progress: Record<string, DayOfPlay>;
  completions: string[];
  hints: Record<string, string[]>;
  preferences: SyncedPreferences | null;
}

/** A change sent by a device: only the parts (and days, and dishes) that changed. */
export type PlayerDataChange = Partial<PlayerData>;

export const EMPTY_PLAYER_DATA: PlayerData = { progress: {}, completions: [], hints: {}, preferences: null };

/** The day that wins of two copies of one date. */
export function mergeDay(a: DayOfPlay | undefined, b: DayOfPlay | undefined): DayOfPlay | undefined {
  if (!a || !b) return a ?? b;
  let winner: DayOfPlay;
  if (a.completed !== b.completed) winner = a.completed ? a : b;
  else if (a.guesses.length !== b.guesses.length) winner = b.guesses.length > a.guesses.length ? b : a;
  // A tie is broken the same way whichever copy comes first, so devices and server agree.
  else winner = JSON.stringify(b) > JSON.stringify(a) ? b : a;
  const merged: DayOfPlay = {
    guesses: [...winner.guesses],
    completed: winner.completed,
    hasGivenUp: winner.hasGivenUp,
  };
  if (a.daily === true || b.daily === true) merged.daily = true;
  else if (winner.daily !== undefined) merged.daily = winner.daily;
  return keepMarks(merged, a, b);
}

const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])].sort();

/** The record's own value at `key`, never one of Object's methods. */
const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** `base` with `change` merged in. Pure; neither argument is changed. */
export function mergePlayerData(base: PlayerData, change: PlayerDataChange): PlayerData {
  const days = new Map(Object.entries(base.progress));
  for (const [date, day] of Object.entries(change.progress ?? {})) days.set(date, mergeDay(days.get(date), day)!);
  const revealed = new Map(Object.entries(base.hints));
  for (const [dish, fields] of Object.entries(change.hints ?? {}))
    revealed.set(dish, union(revealed.get(dish) ?? [], fields));
  // Object.fromEntries defines each key as an own property: `__proto__` stays a key.
  const progress = Object.fromEntries(days);
  const hints = Object.fromEntries(revealed);
  const newer = (a: SyncedPreferences, b: SyncedPreferences) =>
    b.updatedAt > a.updatedAt || (b.updatedAt === a.updatedAt && JSON.stringify(b) > JSON.stringify(a));
  const preferences =
    change.preferences && (!base.preferences || newer(base.preferences, change.preferences))
      ? change.preferences
      : base.preferences;
  return { progress, completions: union(base.completions, change.completions ?? []), hints, preferences };
}

/** Whether merging `change` into `base` would change anything. */
export function changesAnything(base: PlayerData, change: PlayerDataChange): boolean {
  return JSON.stringify(mergePlayerData(base, change)) !== JSON.stringify(mergePlayerData(base, {}));
}

/**
 * What of `now` differs from `sent` (what the server last confirmed): the days and dishes
 * that changed, the completions it lacks, the preferences when newer. Empty parts are left out.
 */
export function changeSince(sent: PlayerData, now: PlayerData): PlayerDataChange {
  const change: PlayerDataChange = {};
  const days = Object.entries(now.progress).filter(
    ([date, day]) => JSON.stringify(own(sent.progress, date)) !== JSON.stringify(day),
  );
  if (days.length > 0) change.progress = Object.fromEntries(days);
  const known = new Set(sent.completions);
  const completions = now.completions.filter((d) => !known.has(d));
  if (completions.length > 0) change.completions = completions;
  const dishes = Object.entries(now.hints).filter(([dish, fields]) =>
    fields.some((f) => !(own(sent.hints, dish) ?? []).includes(f)),
  );
  if (dishes.length > 0) change.hints = Object.fromEntries(dishes);
  if (now.preferences && (!sent.preferences || now.preferences.updatedAt > sent.preferences.updatedAt))
    change.preferences = now.preferences;
  return change;
}

/** Whether a change carries nothing. */
export function isEmptyChange(change: PlayerDataChange): boolean {
  return Object.keys(change).length === 0;
}

/** What the server keeps of a player's synced data (docs/accounts.md, "Bounds"). */
export interface PlayerDataBounds {
  /** The first challenge day of the calendar: no day of play is older. */
  firstDay: string;
  /** Today's puzzle date (America/New_York): no day of play is later. */
  today: string;
  /** The most guesses a day can hold: one per dish of the content. */
  maxGuesses: number;
  /** Whether a name is a dish's: revealed hints are kept for dishes only. */
  isDish(name: string): boolean;
  /** The most bytes of the document as JSON (default PLAYER_DATA_CAP_BYTES). */
  capBytes?: number;
}

/** The most a player's synced document may take, as JSON: some ten years of daily play. */
export const PLAYER_DATA_CAP_BYTES = 256 * 1024;

const jsonBytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * `data` within bounds: days of play and completions only on calendar days from the
 * first challenge day to today, at most `maxGuesses` guesses a day (the first ones), hints
 * only for dishes; then, while the whole is over the cap, the oldest days of play go
 * first and the last hints after them. Completions are dates of the calendar, so they
 * stay bounded by its length.
 */
export function boundPlayerData(data: PlayerData, bounds: PlayerDataBounds): PlayerData {
  const cap = bounds.capBytes ?? PLAYER_DATA_CAP_BYTES;
  const inRange = (date: string) => date >= bounds.firstDay && date <= bounds.today && isCalendarDay(date);
  const days = Object.entries(data.progress)
    .filter(([date]) => inRange(date))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, day]): [string, DayOfPlay] => [
      date,
      day.guesses.length > bounds.maxGuesses ? { ...day, guesses: day.guesses.slice(0, bounds.maxGuesses) } : day,
    ]);
  const hints = Object.entries(data.hints).filter(([dish]) => bounds.isDish(dish));
  const completions = data.completions.filter(inRange);
  const build = (): PlayerData => ({
    progress: Object.fromEntries(days),
    completions,
    hints: Object.fromEntries(hints),
    preferences: data.preferences,
  });
  let excess = jsonBytes(build()) - cap;
  // Each entry's share of the whole: its key, its value, a colon and a comma.
  const entryBytes = ([key, value]: [string, unknown]) => jsonBytes(key) + jsonBytes(value) + 2;
  while (excess > 0 && days.length > 0) excess -= entryBytes(days.shift()!);
  while (excess > 0 && hints.length > 0) excess -= entryBytes(hints.pop()!);
  return build();
}
