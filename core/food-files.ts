/**
 * Making the game's data files (core/food-index.ts says what each holds): the scoring
 * index, the names file and the names file of each other language, in name order so
 * that one content gives one file wherever it is built. Used by the site build and the
 * API, never by the browser (which only reads the files): apart from core/food-index.ts
 * so that the first load of a page does not carry it.
 */
import {
  type FoodIndexFile,
  type FoodLocaleNamesFile,
  type FoodNamesFile,
  INDEXED_FIELDS,
  type IndexedField,
  type IndexedFood,
  type IndexEntry,
  NAMES_FILE_FIELDS,
  type NameEntry,
} from './food-index.ts';
import type { TranslatedLocale } from './locales.ts';
import { slugify } from './naming.ts';
import type { FoodRecord } from './schemas/food.ts';

/** A dish reduced to what the scoring index keeps (no description, no hint fields, no source). */
export function toIndexedFood(food: FoodRecord): IndexedFood {
  const out: Partial<Record<IndexedField, unknown>> = {};
  for (const field of INDEXED_FIELDS) if (food[field] !== undefined) out[field] = food[field];
  return out as IndexedFood;
}

/** Dishes in name order (by slug among equal names), so one content gives one file wherever it is built. */
function inNameOrder<T extends { name: string; slug: string }>(foods: readonly T[]): T[] {
  return [...foods].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0,
  );
}

/** The scoring index of a list of dishes, in name order, without what the names file holds. */
export function buildFoodIndex(foods: readonly FoodRecord[]): FoodIndexFile {
  return {
    foods: inNameOrder(foods).map((food) => {
      const entry: Partial<IndexedFood> = toIndexedFood(food);
      for (const field of NAMES_FILE_FIELDS) delete entry[field];
      return entry as IndexEntry;
    }),
  };
}

/** The names file of a list of dishes, in name order. */
export function buildFoodNames(
  foods: readonly Pick<FoodRecord, 'name' | 'slug' | 'aliases' | 'icon' | 'renown'>[],
): FoodNamesFile {
  return {
    names: inNameOrder(foods).map(
      (f) =>
        [
          f.name,
          f.slug === slugify(f.name) ? '' : f.slug,
          f.icon ?? '',
          f.renown ?? 0,
          ...(f.aliases ?? []),
        ] as NameEntry,
    ),
  };
}

/** The names file of one other language, aligned with buildFoodNames's (the same dishes, the same order). */
export function buildLocaleNames(
  foods: readonly Pick<FoodRecord, 'name' | 'slug' | 'names'>[],
  locale: TranslatedLocale,
): FoodLocaleNamesFile {
  return {
    locale,
    names: inNameOrder(foods).map((f) => {
      const local = f.names?.[locale];
      return local ? [local.name, ...local.aliases] : [];
    }),
  };
}
