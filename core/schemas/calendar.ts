/**
 * The challenge calendar: content/calendar.yaml maps each puzzle day (YYYY-MM-DD, a date
 * in America/New_York) to the slug of its dish, sorted by date.
 */
import { z } from './zod.ts';
import { Slug } from './paths.ts';
import { isCalendarDay } from '../days.ts';
import { ISO_DATE_PATTERN } from './day-of-play.ts';

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
export const IsoDate = z
  .string({ error: 'expected a date written YYYY-MM-DD' })
  .regex(ISO_DATE_PATTERN, 'expected a date written YYYY-MM-DD')
  .refine(isCalendarDay, 'is not a real date');

/** A dish slug: lower-case letters, digits and hyphens, the food's file name without .yaml. */
export { Slug };

/** date -> food slug. */
export const CalendarSchema = z.record(IsoDate, Slug, { error: 'expected a map of date: food-slug' });
export type Calendar = z.output<typeof CalendarSchema>;
