/** The food fields `stats` and `audit` count, with the labels people know them by. */
import { CATEGORY_INFO, HINTS, SCORED_CATEGORIES } from '../core/categories.ts';
import { foldText } from '../core/normalise.ts';
import type { FoodListField } from '../core/schemas/food.ts';
import { didYouMean } from '../core/did-you-mean.ts';
import { CliError } from './_errors.ts';

/** Every list field with values worth counting: the nine categories, the hints, the rest. */
export const COUNTED_FIELDS = [
  ...SCORED_CATEGORIES,
  ...HINTS.map((h) => h.field),
  'ingredients',
  'primary_protein',
  'base_carbohydrate',
  'fermentation_preservation',
  'fat_source',
] as const satisfies readonly FoodListField[];
export type CountedField = (typeof COUNTED_FIELDS)[number];

/** The board's or the hint's label ('Cuisine', 'Goes With'), else the field in words. */
export function fieldLabel(field: CountedField): string {
  if ((SCORED_CATEGORIES as readonly string[]).includes(field))
    return CATEGORY_INFO[field as keyof typeof CATEGORY_INFO].label;
  const hint = HINTS.find((h) => h.field === field);
  if (hint) return hint.label;
  return field.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());
}

/** A category as typed (field name, with - or _, or its label) to its field. */
export function parseCategory(input: string): CountedField {
  const folded = foldText(input).replace(/[-\s]+/g, '_');
  const match = COUNTED_FIELDS.find((f) => f === folded || foldText(fieldLabel(f)).replace(/\s+/g, '_') === folded);
  if (match) return match;
  const names = [...COUNTED_FIELDS, ...COUNTED_FIELDS.map(fieldLabel)];
  const guess = didYouMean(input, names);
  throw new CliError(
    `"${input}" is not a category` +
      (guess ? ` (did you mean "${guess}"?)` : `; the categories are ${COUNTED_FIELDS.join(', ')}`),
  );
}
