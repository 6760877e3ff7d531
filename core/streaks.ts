/**
 * Streaks: consecutive puzzle days (America/New_York dates) with a completed challenge.
 * The dates come from the player's local completions; today comes from core/days.ts.
 */
import { addDays } from './days.ts';
import { isIsoDateText } from './schemas/day-of-play.ts';

function uniqueDates(dates: readonly string[]): Set<string> {
  return new Set(dates.filter(isIsoDateText));
}

/**
 * The streak shown in the top bar: the run of consecutive completed days ending today, or
 * ending yesterday when today is not played yet (the streak is still alive until the
 * reset). 0 when neither today nor yesterday is completed; any gap ends the count.
 */
export function currentStreak(completionDates: readonly string[], today: string): number {
  const done = uniqueDates(completionDates);
  let day = done.has(today) ? today : addDays(today, -1);
  let count = 0;
  while (done.has(day)) {
    count++;
    day = addDays(day, -1);
  }
  return count;
}

/** The longest run of consecutive completed days ever. */
export function longestStreak(completionDates: readonly string[]): number {
  const sorted = [...uniqueDates(completionDates)].sort();
  let best = 0;
  let run = 0;
  let previous: string | undefined;
  for (const date of sorted) {
    run = previous !== undefined && addDays(previous, 1) === date ? run + 1 : 1;
    if (run > best) best = run;
    previous = date;
  }
  return best;
}

/**
 * A run of consecutive days, kept as its last day and its length: what the server keeps of
 * a player's streak of wins on their own day (the leagues' streak column), so that it
 * need not keep every date.
 */
export interface DayRun {
  /** The run's last day (YYYY-MM-DD). */
  through: string;
  /** Days in the run. */
  length: number;
}

/** `run` after a win on `date`: one longer when it ended the day before, unchanged for the same day, else a new run. */
export function extendRun(run: DayRun | null | undefined, date: string): DayRun {
  if (run && run.through === date) return run;
  if (run && addDays(run.through, 1) === date) return { through: date, length: run.length + 1 };
  return { through: date, length: 1 };
}

/** The run's length as a current streak on `today`: alive while it ends today or yesterday (as currentStreak), else
 * 0.
 */
export function runLength(run: DayRun | null | undefined, today: string): number {
  if (!run) return 0;
  return run.through === today || run.through === addDays(today, -1) ? run.length : 0;
}
