/** The spec's warning when a chosen dish was already a challenge, shared by set and bulk. */
import { datesOf } from '../../../core/calendar.ts';
import type { Calendar } from '../../../core/schemas/calendar.ts';
import type { FoodRecord } from '../../../core/schemas/food.ts';

/** One line per dish that already has calendar days (other than `except`). */
export function alreadyUsedWarnings(
  calendar: Calendar,
  foods: readonly FoodRecord[],
  except: ReadonlySet<string> = new Set(),
): string[] {
  const lines: string[] = [];
  for (const food of new Set(foods)) {
    const dates = datesOf(calendar, food.slug).filter((d) => !except.has(d));
    if (dates.length > 0) lines.push(`warning: "${food.name}" was already used in a challenge on ${dates.join(', ')}`);
  }
  return lines;
}
