/**
 * Loading what only the archive and practice pages play, apart from the first load of /:
 * an archive day (with the arrows to the days beside it) and a practice dish.
 */
import type { FoodDataUrls } from '../../../core/food-index.ts';
import { puzzleDate } from '../../../core/days.ts';
import { fetchArchive, fetchChallenge } from '../../lib/archive-data.ts';
import { fetchFood, fetchToday, type Challenge } from '../../lib/game-data.ts';
import type { Nav } from '../../lib/game-session.ts';
import type { FoundDay, LoadedGame } from './load-day.ts';
import { FOODS_FAILED, loadNamesFile } from './loaders.ts';

/** The archive day numbered `dayNumber`, or why not. */
export async function findArchiveDay(dayNumber: number | undefined, today: string): Promise<FoundDay> {
  let days: Awaited<ReturnType<typeof fetchArchive>>;
  try {
    days = await fetchArchive(today);
  } catch {
    return { kind: 'error', message: 'Could not load archive day.' };
  }
  const entry = days.find((d) => d.challengeNumber === dayNumber);
  if (!entry) return { kind: 'error', message: 'Archive day not found.' };
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
    return { kind: 'error', message: `Could not load a practice dish: ${(e as Error).message}` };
  }
}
