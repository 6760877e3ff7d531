/**
 * A signed-in player's data as it is kept on every device and on the server, and how two
 * copies merge (docs/accounts.md). The same merge runs in the browser (the server's copy
 * into the device's) and on the server (a device's changes into the stored copy), so both
 * end with the same data whatever order the devices sync in:
 * - completions (the streak's dates): the union;
 * - a day of play: a finished day beats an unfinished one; between two finished or two
 *   unfinished days, the longer list of guesses wins (a tie: the same copy whatever the
 *   order, so merging is order-free);
 *   the daily and still-fit marks are kept when either copy has them;
 * - revealed hints: the union per dish;
 * - preferences: the copy changed last wins, as a whole.
 */
import type { DayOfPlay } from './schemas/day-of-play.ts';

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
  const merged: DayOfPlay = { guesses: [...winner.guesses], completed: winner.completed, hasGivenUp: winner.hasGivenUp };
  if (a.daily === true || b.daily === true) merged.daily = true;
  else if (winner.daily !== undefined) merged.daily = winner.daily;
  if (a.stillFit || b.stillFit) merged.stillFit = true;
  return merged;
}

const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])].sort();

/** `base` with `change` merged in. Pure; neither argument is changed. */
export function mergePlayerData(base: PlayerData, change: PlayerDataChange): PlayerData {
  const progress: Record<string, DayOfPlay> = { ...base.progress };
  for (const [date, day] of Object.entries(change.progress ?? {})) progress[date] = mergeDay(base.progress[date], day)!;
  const hints: Record<string, string[]> = { ...base.hints };
  for (const [dish, fields] of Object.entries(change.hints ?? {})) hints[dish] = union(base.hints[dish] ?? [], fields);
  const newer = (a: SyncedPreferences, b: SyncedPreferences) => b.updatedAt > a.updatedAt || (b.updatedAt === a.updatedAt && JSON.stringify(b) > JSON.stringify(a));
  const preferences = change.preferences && (!base.preferences || newer(base.preferences, change.preferences)) ? change.preferences : base.preferences;
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
  const days = Object.entries(now.progress).filter(([date, day]) => JSON.stringify(sent.progress[date]) !== JSON.stringify(day));
  if (days.length > 0) change.progress = Object.fromEntries(days);
  const known = new Set(sent.completions);
  const completions = now.completions.filter((d) => !known.has(d));
  if (completions.length > 0) change.completions = completions;
  const dishes = Object.entries(now.hints).filter(([dish, fields]) => fields.some((f) => !(sent.hints[dish] ?? []).includes(f)));
  if (dishes.length > 0) change.hints = Object.fromEntries(dishes);
  if (now.preferences && (!sent.preferences || now.preferences.updatedAt > sent.preferences.updatedAt)) change.preferences = now.preferences;
  return change;
}

/** Whether a change carries nothing. */
export function isEmptyChange(change: PlayerDataChange): boolean {
  return Object.keys(change).length === 0;
}
