/**
 * The files the game loads instead of the whole food list (issue #13):
 *
 * - the names: each dish's name, slug, icon, renown and aliases, all that suggestions and
 *   findFood need (about 13 KB brotli for 512 dishes), loaded at once after first paint;
 * - the names in each other language (issue #31), one file per locale, aligned with the
 *   names file (the same dishes in the same order): each dish's name and aliases there,
 *   or nothing. The player's own language loads with the names, the others later
 *   (site/islands/game/loaders.ts), so each stays within its own budget;
 * - the scoring index: each dish's nine scored categories, its ingredients and its
 *   picture (about 29 KB brotli), loaded in idle time, for scoring a guess and the food
 *   browser of the results. What the names file holds (icon, aliases) it leaves
 *   out, and the game joins the two (joinFoodIndex): those were a third of its bytes.
 *
 * Descriptions are in neither: the answer's comes with its day, and nothing else shows
 * one. The hint fields are not needed either: hints are the answer's, which comes whole.
 * The build writes them as content-hashed static files (made by core/food-files.ts, which
 * the browser never loads); the API serves the same for a site built elsewhere.
 */
import { SCORED_CATEGORIES } from './categories.ts';
import type { TranslatedLocale } from './locales.ts';
import type { FoodRecord } from './schemas/food.ts';

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

/** The path of a built names file (of any language) or scoring index: its name holds a hash of its content, so it
 * never changes.
 */
export const HASHED_FOOD_DATA_PATH = /^\/data\/food-(?:names|names-[a-zA-Z-]+|index)\.[0-9a-f]{10}\.json$/;

/**
 * One dish of the names file: its name, its slug ('' when it is slugify(name), as for
 * nearly every dish: a tenth of the file's bytes), its icon ('' when none), its renown
 * (0 when none), then its aliases.
 */
export type NameEntry = [name: string, slug: string, icon: string, renown: number, ...aliases: string[]];

/** Where the game finds its files (the build names them by their content; the pages pass them to the island). */
export interface FoodDataUrls {
  names: string;
  index: string;
  /** The names file of each other language. */
  localeNames?: Partial<Record<TranslatedLocale, string>>;
}

/** The names of one other language: per dish of the names file, in its order, the name there then its aliases, or
 * [] when it has none.
 */
export interface FoodLocaleNamesFile {
  locale: TranslatedLocale;
  names: string[][];
}

/** The fields the names file carries, which the scoring index file leaves out. */
export const NAMES_FILE_FIELDS = ['aliases', 'icon'] as const;

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

/** The scoring index's dishes whole again: each entry with its aliases and icon from the names file (both files of
 * one build).
 */
export function joinFoodIndex(index: FoodIndexFile, names: FoodNamesFile): IndexedFood[] {
  const byName = new Map(names.names.map((n) => [n[0], n]));
  return index.foods.map((entry) => {
    const [, , icon = '', , ...aliases] = byName.get(entry.name) ?? [];
    return { ...entry, aliases, ...(icon ? { icon } : {}) } as IndexedFood;
  });
}

/** Whether a parsed JSON value is a names file (a cached or fetched copy may be anything, or of an older shape). */
export function isFoodNamesFile(value: unknown): value is FoodNamesFile {
  const names = (value as FoodNamesFile | null)?.names;
  return (
    Array.isArray(names) &&
    names.every(
      (n) =>
        Array.isArray(n) &&
        n.length >= 4 &&
        typeof n[3] === 'number' &&
        n.every((s, i) => i === 3 || typeof s === 'string'),
    )
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
