/**
 * When a puzzle day starts, and how long until the next: the day maths that needs the
 * zone's rules at every call (core/days.ts has the rest). A module of its own so that a page
 * loads it only with the countdown.
 */
import { addDays, lazyZoneFormat, puzzleDate } from './days.ts';

const partsFormat = lazyZoneFormat('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The offset of New York from UTC at `instant`, in milliseconds (negative: behind UTC). */
function zoneOffsetMs(instant: Date): number {
  const p = Object.fromEntries(
    partsFormat()
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the puzzle day `date` begins (local midnight in New York), DST-safe. */
export function startOfPuzzleDay(date: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  // The offset at midnight can differ from the offset a few hours later on a DST day, so
  // guess with the offset at noon and correct once.
  let guess = midnightUtc - zoneOffsetMs(new Date(midnightUtc + 12 * 3_600_000));
  guess = midnightUtc - zoneOffsetMs(new Date(guess));
  return new Date(guess);
}

/** Whole seconds from `now` until the next puzzle starts (at least 1 when a day is running). */
export function secondsUntilReset(now: Date): number {
  const next = startOfPuzzleDay(addDays(puzzleDate(now), 1));
  return Math.max(0, Math.ceil((next.getTime() - now.getTime()) / 1000));
}
