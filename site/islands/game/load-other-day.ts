/**
 * Loading what only the archive and practice pages play, apart from the first load of /:
 * an archive day (with the arrows to the days beside it) and a practice dish.
 */
import type { FoodDataUrls } from '../../../core/food-index.ts';
import { puzzleDate } from '../../../core/days.ts';
import { type ArchiveDay, fetchArchive, fetchChallenge } from '../../lib/archive-data.ts';
import { ApiError } from '../../lib/api.ts';
import { fetchFood, fetchToday, type Challenge } from '../../lib/game-data.ts';
import type { Nav } from '../../lib/game-session.ts';
import type { FoundDay, LoadedGame } from './load-day.ts';
import { futureDay, OFFLINE_DAY, OFFLINE_PRACTICE } from './load-errors.ts';
import { FOODS_FAILED, loadNamesFile } from './loaders.ts';

/** Whether an error is the network's (no connection), not the server's answer. */
const offline = (e: unknown) => (e instanceof ApiError && e.status === 0) || navigator.onLine === false;

/** The archive day numbered `dayNumber`, or why not. */
export async function findArchiveDay(dayNumber: number | undefined, today: string): Promise<FoundDay> {
  let days: ArchiveDay[];
  try {
    days = await fetchArchive(today);
  } catch (e) {
    return { kind: 'error', message: offline(e) ? OFFLINE_DAY : 'Could not load archive day.' };
  }
  const entry = days.find((d) => d.challengeNumber === dayNumber);
  if (!entry) {
    // A day still to come opens at a known time: said so, with its countdown (issue #29).
    const current = await fetchToday(today).catch(() => undefined);
    if (current && dayNumber && dayNumber > current.challengeNumber)
      return {
        kind: 'error',
        message: futureDay(dayNumber, dayNumber - current.challengeNumber - 1),
        nav: { prev: '/' },
      };
    return { kind: 'error', message: 'Archive day not found.' };
  }
  const nav: Nav = {
    prev: entry.challengeNumber > 1 ? `/archive/${entry.challengeNumber - 1}` : undefined,
    next: days.some((d) => d.challengeNumber === entry.challengeNumber + 1)
      ? `/archive/${entry.challengeNumber + 1}`
      : '/',
  };
  let day: Challenge | undefined;
  try {
    day = await fetchChallenge(entry.date);
  } catch (e) {
    if (offline(e)) return { kind: 'error', message: OFFLINE_DAY, nav };
    return { kind: 'error', message: `Could not load archive challenge: ${(e as Error).message}`, nav };
  }
  if (!day) return { kind: 'error', message: 'No challenge found for this date', nav };
  return { kind: 'day', day, nav };
}

/** The date a practice game carries: it names no day, so nothing keyed by date can take it for one. */
export const PRACTICE_DATE = 'practice';

/**
 * A random dish for practice, other than `avoid` (the one just played) and today's: its
 * name from the names file, then its whole record (the hints and the description need it).
 */
export async function pickPracticeDish(urls: FoodDataUrls, avoid: string | undefined): Promise<Challenge> {
  // Never today's dish: practice must not spoil the day.
  const today = await fetchToday(puzzleDate(new Date())).catch(() => undefined);
  const names = (await loadNamesFile(urls)).names.map((n) => n[0]).filter((n) => n !== avoid && n !== today?.food.name);
  if (names.length === 0) throw new Error(FOODS_FAILED);
  const food = await fetchFood(names[Math.floor(Math.random() * names.length)]!);
  return { date: PRACTICE_DATE, challengeNumber: 0, food };
}

/** A practice game: a fresh dish (nothing of practice is saved, so nothing is restored). */
export async function loadPractice(urls: FoodDataUrls, lastPractice: string | undefined): Promise<LoadedGame> {
  try {
    return {
      kind: 'ready',
      day: await pickPracticeDish(urls, lastPractice),
      rows: [],
      list: undefined,
      saved: undefined,
    };
  } catch (e) {
    if (offline(e)) return { kind: 'error', message: OFFLINE_PRACTICE };
    return { kind: 'error', message: `Could not load a practice dish: ${(e as Error).message}` };
  }
}
