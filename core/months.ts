/**
 * Month maths for the admin calendar: a month's grid, the month before or after, a month
 * as people read it. Apart from core/days.ts, whose day maths every game page loads at
 * once, so that the game's first load does not carry them.
 */
import { addDays } from './days.ts';

/** The dates of a month's grid, Monday first; '' pads the first week. */
export function monthGrid(month: string): string[] {
  const first = `${month}-01`;
  const weekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: string[] = Array.from({ length: weekday }, () => '');
  for (let d = first; d.startsWith(month); d = addDays(d, 1)) days.push(d);
  return days;
}

/** The month (YYYY-MM) `by` months after `month`. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** 'March 2026': a month as people read it. */
export function monthLabel(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
