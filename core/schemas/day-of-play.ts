/**
 * One day of play, defined once: as the browser keeps it (site/lib/storage), as it syncs
 * between devices (core/sync.ts) and as the API takes it (PUT /api/me/progress); and the
 * one pattern of a date written YYYY-MM-DD. Free of zod, because the game's first load
 * carries it; the API wraps `checkDayOfPlay` in its schema (api/accounts/progress.ts).
 */

/** A date written YYYY-MM-DD (whether it exists is IsoDate's check, core/schemas/calendar.ts). */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `v` is text written YYYY-MM-DD. */
export function isIsoDateText(v: unknown): v is string {
  return typeof v === 'string' && ISO_DATE_PATTERN.test(v);
}

/** One day of play, keyed by its challenge date wherever it is kept. */
export interface DayOfPlay {
  /** Dish names in the order guessed. */
  guesses: string[];
  /** Finished: won, or gave up. */
  completed: boolean;
  /** Finished by giving up. */
  hasGivenUp: boolean;
  /**
   * Played as the Dish of the Day on its own day (the only games the streak and the
   * statistics count). Absent in progress saved before it was kept: see core/statistics.ts.
   */
  daily?: boolean;
  /** The "dishes still fit" count was on during this game: the share text says so. A mark (see DAY_MARKS). */
  stillFit?: boolean;
  /** Played in hard mode (no hints, no still-fit count): the share text and the statistics say so. A mark. */
  hard?: boolean;
}

/**
 * The marks a day of play may carry: true or absent, and once set they stay (a save, a
 * read and a merge of two copies keep a mark either copy has). A new mark is one entry
 * here and its field above.
 */
export const DAY_MARKS = ['stillFit', 'hard'] as const satisfies readonly (keyof DayOfPlay)[];
export type DayMark = (typeof DAY_MARKS)[number];

/** Sets on `day` every mark that one of `copies` has; answers `day`. */
export function keepMarks(day: DayOfPlay, ...copies: readonly (Partial<DayOfPlay> | undefined)[]): DayOfPlay {
  for (const mark of DAY_MARKS) if (copies.some((c) => c?.[mark] === true)) day[mark] = true;
  return day;
}

/** The most a day of play may hold: guesses, and characters of one dish name. */
export const DAY_OF_PLAY_LIMITS = { guesses: 1000, nameLength: 200 } as const;

/** A checked day of play, or the first problem: the field's path and what it must be. */
export type DayOfPlayCheck = { day: DayOfPlay } | { path: (string | number)[]; message: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const BOOLEAN = 'expected true or false';

/**
 * A day of play as sent (strict: every field of the right type and within the limits);
 * fields it does not know are left out of the answer.
 */
export function checkDayOfPlay(v: unknown): DayOfPlayCheck {
  if (!isObject(v)) return { path: [], message: 'expected a day of play (guesses, completed, hasGivenUp)' };
  const { guesses, completed, hasGivenUp, daily } = v;
  if (!Array.isArray(guesses)) return { path: ['guesses'], message: 'expected a list of dish names' };
  if (guesses.length > DAY_OF_PLAY_LIMITS.guesses)
    return { path: ['guesses'], message: `at most ${DAY_OF_PLAY_LIMITS.guesses} guesses` };
  for (const [i, g] of guesses.entries()) {
    if (typeof g !== 'string') return { path: ['guesses', i], message: 'expected text' };
    if (g.length > DAY_OF_PLAY_LIMITS.nameLength)
      return { path: ['guesses', i], message: `at most ${DAY_OF_PLAY_LIMITS.nameLength} characters` };
  }
  if (typeof completed !== 'boolean') return { path: ['completed'], message: BOOLEAN };
  if (typeof hasGivenUp !== 'boolean') return { path: ['hasGivenUp'], message: BOOLEAN };
  if (daily !== undefined && typeof daily !== 'boolean') return { path: ['daily'], message: BOOLEAN };
  for (const mark of DAY_MARKS)
    if (v[mark] !== undefined && typeof v[mark] !== 'boolean') return { path: [mark], message: BOOLEAN };
  const day: DayOfPlay = { guesses: [...(guesses as string[])], completed, hasGivenUp };
  if (daily !== undefined) day.daily = daily;
  return { day: keepMarks(day, v) };
}

/**
 * A day of play as read back from a store (lenient: a missing or odd mark reads as unset,
 * so older records stay readable); undefined when it is unusable.
 */
export function readDayOfPlay(v: unknown): DayOfPlay | undefined {
  if (!isObject(v)) return undefined;
  const checked = checkDayOfPlay({
    guesses: v.guesses,
    completed: v.completed === true,
    hasGivenUp: v.hasGivenUp === true,
    daily: typeof v.daily === 'boolean' ? v.daily : undefined,
    ...Object.fromEntries(DAY_MARKS.map((mark) => [mark, v[mark] === true])),
  });
  return 'day' in checked ? checked.day : undefined;
}
