/**
 * Loading a practice dish, apart from the first load of /: only /practice plays one.
 */
import type { FoodDataUrls } from '../../../core/food-index.ts';
import { puzzleDate } from '../../../core/days.ts';
import { fetchFood, fetchToday, type Challenge } from '../../lib/game-data.ts';
import type { LoadedGame } from './load-day.ts';
import { OFFLINE_PRACTICE, offline } from './load-errors.ts';
import { FOODS_FAILED, loadNamesFile } from './loaders.ts';

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
