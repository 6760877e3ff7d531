/**
 * How often each value of a category is used: counted once per dish and compared as the
 * game compares them (case, accents, plurals), each shown in its most common spelling.
 * `platter stats` and the admin screens (the Tag Manager's Category Elements, the Food
 * Manager's filter and statistics) all count with it, so they agree.
 */
import { normalizeValue } from './normalise.ts';
import type { FoodRecord } from './schemas/food.ts';

/** The fields of a dish that hold lists of strings. */
export type ListField = {
  [K in keyof FoodRecord]-?: NonNullable<FoodRecord[K]> extends readonly string[] ? K : never;
}[keyof FoodRecord];

/** One value of a category and the number of dishes that use it. */
export interface ValueCount {
  value: string;
  count: number;
}

/**
 * Values of a field counted once per dish, compared as the game compares them
 * (normalised), each shown in its most common spelling; most frequent first.
 */
export function countValues(foods: readonly FoodRecord[], field: ListField): ValueCount[] {
  const groups = new Map<string, { dishes: number; spellings: Map<string, number> }>();
  for (const food of foods) {
    const seen = new Set<string>();
    for (const value of (food[field] ?? []) as readonly string[]) {
      const key = normalizeValue(value);
      const group = groups.get(key) ?? { dishes: 0, spellings: new Map() };
      if (!seen.has(key)) group.dishes++;
      seen.add(key);
      group.spellings.set(value, (group.spellings.get(value) ?? 0) + 1);
      groups.set(key, group);
    }
  }
  return [...groups.values()]
    .map((g) => ({
      value: [...g.spellings].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0],
      count: g.dishes,
    }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/** Whether a dish uses `value` in `field`, compared as the counts compare. */
export function usesValue(food: FoodRecord, field: ListField, value: string): boolean {
  const wanted = normalizeValue(value);
  return ((food[field] ?? []) as readonly string[]).some((v) => normalizeValue(v) === wanted);
}
