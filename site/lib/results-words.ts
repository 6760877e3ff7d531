/**
 * The words of the results view that depend on the game: the heading after a win, the
 * verdict that grows with how quick it was, the result line and the streak (one place,
 * for the translations to come).
 */

const tries = (n: number) => `${n} ${n === 1 ? 'try' : 'tries'}`;

export const RESULTS_WORDS = {
  gaveUpAfter: (n: number) => `Gave up after ${tries(n)}.`,
  hard: 'Hard mode',
  streakDays: (n: number) => `${n === 1 ? 'day' : 'days'} in a row`,
  streakSaid: (n: number) => `Your streak: ${n} ${n === 1 ? 'day' : 'days'} in a row.`,
} as const;

/** The heading after a win, singular or plural. */
export function winHeading(count: number): string {
  return `You Guessed the Recipe in ${count} ${count === 1 ? 'try' : 'tries'}!`;
}

/**
 * A word on the win that grows with how quick it was: a first try and an eleventh do not
 * read the same. The heading above keeps the spec's words.
 */
export function winVerdict(count: number): {
  tier: 'first' | 'sharp' | 'good' | 'steady' | 'persistent';
  text: string;
} {
  if (count <= 1) return { tier: 'first', text: 'First try. Extraordinary!' };
  if (count <= 3) return { tier: 'sharp', text: 'A sharp palate!' };
  if (count <= 6) return { tier: 'good', text: 'Nicely done.' };
  if (count <= 10) return { tier: 'steady', text: 'Got there in the end.' };
  return { tier: 'persistent', text: 'Persistence pays off.' };
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * A day's numbers in words, as the server answers them ('You and 1,234 others found it
 * today; the average was 5.2 tries'). The server counts only completions made on the day
 * itself: a win of today's dish is among them, an archive win never is.
 */
export function dayNumbersWords(
  stats: { completionCount: number; averageGuesses: number | null },
  game: { won: boolean; isToday: boolean },
): string {
  const when = game.isToday ? 'today' : 'on its day';
  const counted = game.won && game.isToday;
  const others = counted ? Math.max(0, stats.completionCount - 1) : stats.completionCount;
  const average = stats.averageGuesses === null ? '' : `; the average was ${stats.averageGuesses.toFixed(1)} tries`;
  if (!counted)
    return (
      `${count(stats.completionCount)} ${stats.completionCount === 1 ? 'player' : 'players'} found it ` +
      `${when}${average}.`
    );
  return others === 0
    ? `You are the first to find it ${when}${average}.`
    : `You and ${count(others)} ${others === 1 ? 'other' : 'others'} found it ${when}${average}.`;
}
