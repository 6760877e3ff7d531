/**
 * The two files the game loads instead of the whole food list (issue #13):
 *
 * - the names: each dish's name, slug, icon and aliases, all that suggestions and
 *   findFood need (about 13 KB brotli for 512 dishes), loaded at once after first paint;
 * - the scoring index: each dish's nine scored categories, its ingredients and its
 *   picture (about 29 KB brotli), loaded in idle time, for scoring a guess and the food
 *   browser of the results. What the names file holds (slug, icon, aliases) it leaves
 *   out, and the game joins the two (joinFoodIndex): those were a third of its bytes.
 *
 * Descriptions are in neither: the answer's comes with its day, and nothing else shows
 * one. The hint fields are not needed either: hints are the answer's, which comes whole.
 * The build writes both as content-hashed static files; the API serves the same for a
 * site built elsewhere.
 */
import { SCORED_CATEGORIES } from './categories.ts';
import type { FoodRecord } from './schemas/food.ts';
import type { SearchableFood } from './search.ts';

/** The fields of a dish the scoring index keeps. */
export const INDEXED_FIELDS = [
  'name',
  'slug',
  'aliases',
  ...SCORED_CATEGORIES,
  'ingredients',
  'icon',
  'image',
] as const;
export type IndexedField = (typeof INDEXED_FIELDS)[number];

/** A dish as the scoring index holds it: enough to score it, find it and show its card. */
export type IndexedFood = Pick<FoodRecord, IndexedField>;

/** The path of a built names file or scoring index: its name holds a hash of its content, so it never changes. */
export const HASHED_FOOD_DATA_PATH = /^\/data\/food-(?:names|index)\.[0-9a-f]{10}\.json$/;

/** One dish of the names file: its name, its slug, its icon ('' when none), then its aliases. */
export type NameEntry = [name: string, slug: string, icon: string, ...aliases: string[]];

/** Where the game finds the two files (the build names them by their content; the pages pass them to the island). */
export interface FoodDataUrls {
  names: string;
  index: string;
}

/** The fields the names file carries, which the scoring index file leaves out. */
export const NAMES_FILE_FIELDS = ['slug', 'aliases', 'icon'] as const;

/** A dish as the scoring index file holds it: an IndexedFood without the names file's fields. */
export type IndexEntry = Omit<IndexedFood, (typeof NAMES_FILE_FIELDS)[number]>;

/** The scoring index file. */
export interface FoodIndexFile {
  foods: IndexEntry[];
}

/** The names file. */
export interface FoodNamesFile {
  names: NameEntry[];
}

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

/** The scoring index's dishes whole again: each entry with its slug, aliases and icon from the names file (both files of one build). */
export function joinFoodIndex(index: FoodIndexFile, names: FoodNamesFile): IndexedFood[] {
  const byName = new Map(names.names.map((n) => [n[0], n]));
  return index.foods.map((entry) => {
    const [, slug = '', icon = '', ...aliases] = byName.get(entry.name) ?? [];
    return { ...entry, slug, aliases, ...(icon ? { icon } : {}) } as IndexedFood;
  });
}

/** The names file of a list of dishes, in name order. */
export function buildFoodNames(
  foods: readonly Pick<FoodRecord, 'name' | 'slug' | 'aliases' | 'icon'>[],
): FoodNamesFile {
  return { names: inNameOrder(foods).map((f) => [f.name, f.slug, f.icon ?? '', ...(f.aliases ?? [])] as NameEntry) };
}

/** The names file's entries as search input (core/search.ts buildSearchIndex). */
export function searchableNames(file: FoodNamesFile): SearchableFood[] {
  return file.names.map(([name, slug, , ...aliases]) => ({ name, slug, aliases }));
}

/** Each dish's icon by name, from the names file (dishes without one are left out). */
export function iconsByName(file: FoodNamesFile): Map<string, string> {
  return new Map(file.names.flatMap(([name, , icon]) => (icon ? [[name, icon] as [string, string]] : [])));
}

/** Whether a parsed JSON value is a names file (a cached or fetched copy may be anything). */
export function isFoodNamesFile(value: unknown): value is FoodNamesFile {
  const names = (value as FoodNamesFile | null)?.names;
  return (
    Array.isArray(names) &&
    names.every((n) => Array.isArray(n) && n.length >= 3 && n.every((s) => typeof s === 'string'))
  );
}

/** Whether a parsed JSON value is a scoring index. */
export function isFoodIndexFile(value: unknown): value is FoodIndexFile {
  const foods = (value as FoodIndexFile | null)?.foods;
  return (
    Array.isArray(foods) &&
    foods.every((f) => typeof f?.name === 'string' && SCORED_CATEGORIES.every((c) => Array.isArray(f[c])))
  );
}
