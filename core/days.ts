/**
 * Day maths. A puzzle day is a calendar date in America/New_York; the new puzzle starts
 * at local midnight there. Every function takes "now" as an argument, so the API's clock
 * seam and the browser's clock decide what now is, never this module.
 */
import { ISO_DATE_PATTERN } from './schemas/day-of-play.ts';

/** The zone whose midnight starts a new puzzle. */
export const PUZZLE_TIME_ZONE = 'America/New_York';

/**
 * The offsets from UTC, in hours, that the zone uses (standard and daylight time). Between
 * them lies the only hour of a UTC day whose puzzle date depends on which applies.
 */
export const PUZZLE_ZONE_OFFSET_HOURS = [-5, -4] as const;

/**
 * A formatter in the puzzle zone, made at first use: a browser's first `Intl.DateTimeFormat`
 * loads its date data, 20 to 75 ms of main thread on a phone, which a page load should not
 * pay while the puzzle date needs none of it (see `puzzleDate`). When a day starts:
 * core/day-start.ts.
 */
export function lazyZoneFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: PUZZLE_TIME_ZONE }));
}

const dateFormat = lazyZoneFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** The date at `now` in the zone, from Intl. */
function zoneDate(now: Date): string {
  return dateFormat().format(now);
}

/** The UTC date (YYYY-MM-DD) of `ms` shifted by `hours`. */
const shiftedDate = (ms: number, hours: number) => new Date(ms + hours * 3_600_000).toISOString().slice(0, 10);

/**
 * The puzzle date (YYYY-MM-DD) at the instant `now`. When both of the zone's offsets give
 * the same date (23 hours of 24) that is the date, with no time-zone data; in the hour they
 * differ, Intl decides (tests/unit/days.test.ts checks every quarter hour of ten years
 * against Intl).
 */
export function puzzleDate(now: Date): string {
  const ms = now.getTime();
  const [standard, daylight] = PUZZLE_ZONE_OFFSET_HOURS;
  const a = shiftedDate(ms, standard);
  return a === shiftedDate(ms, daylight) ? a : zoneDate(now);
}

/** Whether `date` is a day of the calendar written YYYY-MM-DD (no 2026-02-30, no 0000-99-99). */
export function isCalendarDay(date: string): boolean {
  if (!ISO_DATE_PATTERN.test(date)) return false;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

/** The date `days` after `date` (negative for before), in plain calendar arithmetic. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/**
 * Whether players have played `date` by `today` (both puzzle dates): today and every day
 * before it. A played day is history (archives, streaks, statistics and shared results
 * point at it); only days after today are still plans.
 */
export function isPlayedDay(date: string, today: string): boolean {
  return date <= today;
}

/** The puzzle date before today's. */
export function yesterdayOf(now: Date): string {
  return addDays(puzzleDate(now), -1);
}

/** HH:MM:SS for the countdown badge. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/**
 * challengeNumber: the ordinal of `date` among all calendar dates, oldest = 1; undefined
 * when the date is not in the calendar. `sortedDates` must be sorted ascending.
 */
export function challengeNumber(sortedDates: readonly string[], date: string): number | undefined {
  let lo = 0;
  let hi = sortedDates.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const d = sortedDates[mid]!;
    if (d === date) return mid + 1;
    if (d < date) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}
