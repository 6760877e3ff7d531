/**
 * Loading a day for the game island: the Dish of the Day (an archive day or a practice
 * dish through load-archive-day.ts and load-practice.ts, loaded only on their pages), with the arrows to the
 * days beside it, and the board of a day played before, scored again from its saved
 * guesses.
 */
import { fetchToday, type Challenge } from '../../lib/game-data.ts';
import type { BoardRow } from '../../lib/board.ts';
import type { DayOfPlay } from '../../../core/schemas/day-of-play.ts';
import type { FoodDataUrls } from '../../../core/food-index.ts';
import { puzzleDate } from '../../../core/days.ts';
import { getProgress } from '../../lib/storage.ts';
import type { GameMode, Nav } from '../../lib/game-session.ts';
import type { FoodIndex } from './loaders.ts';

/** The arrows before the day is known: to the archive's first day, or to an archive day's neighbours. */
export function initialNav(mode: GameMode, dayNumber: number | undefined): Nav {
  if (mode === 'practice') return {};
  if (mode === 'daily' || !dayNumber) return { prev: '/archive/1' };
  return { prev: dayNumber > 1 ? `/archive/${dayNumber - 1}` : undefined, next: `/archive/${dayNumber + 1}` };
}

export type FoundDay =
  | { kind: 'day'; day: Challenge; nav: Nav }
  | { kind: 'empty'; nav?: Nav }
  | { kind: 'error'; message: string; nav?: Nav };

/** Today's dish, with the arrow to the newest archive day. */
async function findToday(today: string): Promise<FoundDay> {
  let day: Challenge | undefined;
  try {
    day = await fetchToday(today);
  } catch (e) {
    return { kind: 'error', message: `Could not load today's challenge: ${(e as Error).message}` };
  }
  if (!day) {
    // No dish today: the left arrow still leads to the newest archive day.
    const days = await import('../../lib/archive-data.ts').then((m) => m.fetchArchive(today)).catch(() => undefined);
    return { kind: 'empty', ...(days ? { nav: { prev: `/archive/${days.at(-1)?.challengeNumber ?? 1}` } } : {}) };
  }
  return { kind: 'day', day, nav: { prev: `/archive/${Math.max(1, day.challengeNumber - 1)}` } };
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
  mode: GameMode,
  dayNumber: number | undefined,
  urls: FoodDataUrls,
  lastPractice: string | undefined,
): Promise<LoadedGame> {
  // A practice dish and an archive day load their own code: / never needs either.
  if (mode === 'practice') return (await import('./load-practice.ts')).loadPractice(urls, lastPractice);
  const today = puzzleDate(new Date());
  const found =
    mode === 'archive'
      ? await (await import('./load-archive-day.ts')).findArchiveDay(dayNumber, today)
      : await findToday(today);
  if (found.kind !== 'day') return found;
  const saved = getProgress(found.day.date);
  // A day with saved guesses redraws them with the scoring code: loaded only then.
  const board = saved?.guesses.length
    ? await (await import('./play.ts')).restoreBoard(found.day, saved, urls)
    : { rows: [], list: undefined };
  if ('error' in board) return { kind: 'error', message: board.error, nav: found.nav };
  return { kind: 'ready', day: found.day, nav: found.nav, rows: board.rows, list: board.list, saved };
}
