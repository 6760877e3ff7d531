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
