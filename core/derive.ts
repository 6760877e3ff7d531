/** Fields derived from others: filled in by the CLI and the content writer, checked by validate. */
import type { Food } from './schemas/food.ts';
import { normalizeList } from './normalise.ts';

/** The food with normalized_key_ingredients and normalized_ingredients recomputed. */
export function withDerivedFields<T extends Pick<Food, 'key_ingredients' | 'ingredients'>>(
  food: T,
): T & Pick<Food, 'normalized_key_ingredients' | 'normalized_ingredients'> {
  return {
    ...food,
    normalized_key_ingredients: normalizeList(food.key_ingredients),
    normalized_ingredients: normalizeList(food.ingredients),
  };
}
