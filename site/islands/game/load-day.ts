/**
 * Loading a day for the game island: the Dish of the Day or an archive day (with the
 * arrows to the days beside it), and the board of a day played before, scored again from
 * its saved guesses.
 */
import { fetchArchive, fetchChallenge, fetchToday, type Challenge } from '../../lib/game-data.ts';
import type { BoardRow } from '../../lib/board.ts';
import type { DayOfPlay } from '../../../core/schemas/day-of-play.ts';
import type { FoodDataUrls } from '../../../core/food-index.ts';
import { puzzleDate } from '../../../core/days.ts';
import { getProgress } from '../../lib/storage.ts';
import { pickPracticeDish, type FoodIndex } from './loaders.ts';

/** Where the arrows under the game lead. */
export interface Nav {
  prev?: string | undefined;
  next?: string | undefined;
}

/** The arrows before the day is known: to the archive's first day, or to an archive day's neighbours. */
export function initialNav(mode: 'daily' | 'archive' | 'practice', dayNumber: number | undefined): Nav {
  if (mode === 'practice') return {};
  if (mode === 'daily' || !dayNumber) return { prev: '/archive/1' };
  return { prev: dayNumber > 1 ? `/archive/${dayNumber - 1}` : undefined, next: `/archive/${dayNumber + 1}` };
}

export type FoundDay =
  | { kind: 'day'; day: Challenge; nav: Nav }
  | { kind: 'empty'; nav?: Nav }
  | { kind: 'error'; message: string; nav?: Nav };

/** The day to play: today's dish, or the archive day numbered `dayNumber`. */
export async function findDay(
  mode: 'daily' | 'archive',
  dayNumber: number | undefined,
  today: string,
): Promise<FoundDay> {
  if (mode === 'daily') {
    let day: Challenge | undefined;
    try {
      day = await fetchToday(today);
    } catch (e) {
      return { kind: 'error', message: `Could not load today's challenge: ${(e as Error).message}` };
    }
    if (!day) {
      // No dish today: the left arrow still leads to the newest archive day.
      const days = await fetchArchive(today).catch(() => undefined);
      return { kind: 'empty', ...(days ? { nav: { prev: `/archive/${days.at(-1)?.challengeNumber ?? 1}` } } : {}) };
    }
    return { kind: 'day', day, nav: { prev: `/archive/${Math.max(1, day.challengeNumber - 1)}` } };
  }
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

/** A game ready to play (or to show finished), or why not. */
export type LoadedGame =
  | {
      kind: 'ready';
      day: Challenge;
      nav?: Nav;
      rows: BoardRow[];
      list: FoodIndex | undefined;
      saved: DayOfPlay | undefined;
    }
  | { kind: 'empty'; nav?: Nav }
  | { kind: 'error'; message: string; nav?: Nav };

/**
 * Everything the game needs to start: a practice dish (other than `lastPractice`; nothing
 * of practice is saved, so nothing is restored), or the day with its saved progress and
 * its board redrawn.
 */
export async function loadGame(
  mode: 'daily' | 'archive' | 'practice',
  dayNumber: number | undefined,
  urls: FoodDataUrls,
  lastPractice: string | undefined,
): Promise<LoadedGame> {
  if (mode === 'practice') {
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
  const found = await findDay(mode, dayNumber, puzzleDate(new Date()));
  if (found.kind !== 'day') return found;
  const saved = getProgress(found.day.date);
  // A day with saved guesses redraws them with the scoring code: loaded only then.
  const board = saved?.guesses.length
    ? await (await import('./play.ts')).restoreBoard(found.day, saved, urls)
    : { rows: [], list: undefined };
  if ('error' in board) return { kind: 'error', message: board.error, nav: found.nav };
  return { kind: 'ready', day: found.day, nav: found.nav, rows: board.rows, list: board.list, saved };
}
