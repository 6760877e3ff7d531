/**
 * A player's statistics and a day's figures, from the same few rules: only the Dish of
 * the Day finished on its own day counts (archive and practice games never do), a
 * give-up is counted apart from a win, and the average is over wins.
 */
import type { DayOfPlay } from './schemas/day-of-play.ts';
import { currentStreak, longestStreak } from './streaks.ts';

/** One finished or unfinished daily game, as the player's progress keeps it. */
export interface DailyResult {
  /** The challenge date (YYYY-MM-DD, America/New_York). */
  date: string;
  /** Guesses made, the winning one included. */
  guessCount: number;
  /** Won or gave up. */
  completed: boolean;
  /** Finished by giving up. */
  hasGivenUp: boolean;
  /** Played in hard mode (no hints, no still-fit count). */
  hard: boolean;
}

/** What the statistics read of a day of play (core/schemas/day-of-play.ts). */
export type SavedDay = Readonly<Pick<DayOfPlay, 'completed' | 'hasGivenUp' | 'daily' | 'hard'>> & {
  readonly guesses: readonly string[];
};

/**
 * The daily games among the saved days. A day counts when it was played as the Dish of
 * the Day on its own day. Progress saved before that was kept has no mark: such a day
 * counts when the streak record holds its date (it was a win the streak counted then),
 * so nobody loses a win in the upgrade; its other days cannot be told from archive play
 * and are left out.
 */
export function dailyResults(
  progress: Readonly<Record<string, SavedDay>>,
  streakDates: readonly string[],
): DailyResult[] {
  const streak = new Set(streakDates);
  const results: DailyResult[] = [];
  for (const [date, day] of Object.entries(progress)) {
    const daily = day.daily ?? (streak.has(date) && day.completed && !day.hasGivenUp);
    if (daily)
      results.push({
        date,
        guessCount: day.guesses.length,
        completed: day.completed,
        hasGivenUp: day.hasGivenUp,
        hard: day.hard === true,
      });
  }
  return results.sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** What the statistics panel shows. */
export interface PlayerStatistics {
  /** Daily games finished (wins and give-ups). */
  played: number;
  wins: number;
  /** Wins played in hard mode. */
  hardWins: number;
  gaveUp: number;
  /** Wins as a whole percentage of games played (0 when none). */
  winPercent: number;
  currentStreak: number;
  bestStreak: number;
  /** Wins per number of tries. */
  distribution: Record<string, number>;
  /** Mean tries of a win, or null with no win. */
  averageTries: number | null;
}

/** The mean of a distribution of tries ({ "3": 2, "5": 1 } → 3.67), to two decimals; null when empty. */
export function averageTries(distribution: Readonly<Record<string, number>>): number | null {
  let total = 0;
  let sum = 0;
  for (const [tries, count] of Object.entries(distribution)) {
    total += count;
    sum += Number(tries) * count;
  }
  return total === 0 ? null : Math.round((sum / total) * 100) / 100;
}

/** The share of wins cut at each end before a day's published average is taken. */
export const TRIMMED_SHARE = 0.1;

/**
 * A day's published average: the mean of the middle 80% of its wins by tries (a 10%
 * trimmed mean; a bucket at an end is cut in part), to two decimals; null when empty.
 * A few extreme wins from one client barely move it, where they carry the plain mean off
 * (docs/api.md, "challenge-stats"). A player's own figures keep the plain mean.
 */
export function trimmedAverageTries(
  distribution: Readonly<Record<string, number>>,
  share = TRIMMED_SHARE,
): number | null {
  const buckets = Object.entries(distribution)
    .map(([tries, count]) => [Number(tries), count] as const)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const cut = total * share;
  let seen = 0;
  let kept = 0;
  let sum = 0;
  for (const [tries, count] of buckets) {
    // The part of this bucket that lies between the cut at each end.
    const from = Math.max(seen, cut);
    const to = Math.min(seen + count, total - cut);
    if (to > from) {
      kept += to - from;
      sum += tries * (to - from);
    }
    seen += count;
  }
  return Math.round((sum / kept) * 100) / 100;
}

/**
 * The player's figures from their daily results and the dates the streak counts (wins of
 * the daily game on its own day). `today` is the puzzle date now.
 */
export function playerStatistics(
  results: readonly DailyResult[],
  streakDates: readonly string[],
  today: string,
): PlayerStatistics {
  const finished = results.filter((r) => r.completed);
  const wins = finished.filter((r) => !r.hasGivenUp);
  const distribution: Record<string, number> = {};
  for (const win of wins) distribution[win.guessCount] = (distribution[win.guessCount] ?? 0) + 1;
  return {
    played: finished.length,
    wins: wins.length,
    hardWins: wins.filter((r) => r.hard).length,
    gaveUp: finished.length - wins.length,
    winPercent: finished.length === 0 ? 0 : Math.round((wins.length / finished.length) * 100),
    currentStreak: currentStreak(streakDates, today),
    bestStreak: longestStreak(streakDates),
    distribution,
    averageTries: averageTries(distribution),
  };
}

/** Where a count of tries falls among a day's wins: the share of winners who needed more. */
export function shareWhoNeededMore(distribution: Readonly<Record<string, number>>, tries: number): number {
  let total = 0;
  let more = 0;
  for (const [n, count] of Object.entries(distribution)) {
    total += count;
    if (Number(n) > tries) more += count;
  }
  return total === 0 ? 0 : Math.round((more / total) * 100);
}
