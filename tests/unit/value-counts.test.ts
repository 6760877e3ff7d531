/** core/value-counts.ts: one way of counting a category's values, for the CLI and the admin screens alike. */
import { describe, expect, it } from 'vitest';
import type { FoodRecord } from '../../core/schemas/food.ts';
import { countValues, usesValue } from '../../core/value-counts.ts';
import { valueCounts } from '../../site/islands/admin/food-form.ts';

const food = (name: string, key_ingredients: string[]) => ({ name, key_ingredients }) as unknown as FoodRecord;
const foods = [food('A', ['Tomatoes', 'basil', 'tomato']), food('B', ['tomato', 'Basil']), food('C', ['tomato'])];

describe('counting values', () => {
  it('counts each value once per dish, spellings of one value together, shown in the most common spelling', () => {
    expect(countValues(foods, 'key_ingredients')).toEqual([
      { value: 'tomato', count: 3 },
      { value: 'Basil', count: 2 },
    ]);
  });
  it('the admin screens count exactly as `platter stats` does', () => {
    expect(valueCounts(foods, 'key_ingredients')).toEqual(
      countValues(foods, 'key_ingredients').map((v) => [v.value, v.count]),
    );
  });
  it('a filter by a value finds every spelling of it', () => {
    expect(foods.filter((f) => usesValue(f, 'key_ingredients', 'tomatoes')).map((f) => f.name)).toEqual([
      'A',
      'B',
      'C',
    ]);
  });
});
