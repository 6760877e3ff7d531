/**
 * The food manager's form as data: which fields it has, their labels (the spec's add
 * form), which are labelled required, the allowed values a closed field shows, and the
 * conversion between the form's text and a food body: comma-separated lists split with
 * core/normalise's splitList (trimmed, empties dropped), as the spec's add and edit forms
 * do. The server checks everything again with the content schema.
 */
import { COUNTRY_NAMES } from '../../../core/countries.ts';
import {
  COURSE_PLACEMENTS,
  DIETARY_IDENTITIES,
  FLAVOR_PROFILES,
  PREPARATION_METHODS,
  REGIONS,
  TEMPERATURES,
} from '../../../core/enums.ts';
import { foldText, normalizeList, splitList } from '../../../core/normalise.ts';
import { aliasesAfterRename } from '../../../core/naming.ts';
import { didYouMean } from '../../../core/did-you-mean.ts';
import { type FOOD_LIST_FIELDS, type FoodRecord, RENOWN } from '../../../core/schemas/food.ts';
import { countValues } from '../../../core/value-counts.ts';

/** The renown choices: 1 to 5 (core/schemas/food.ts RENOWN). */
const RENOWN_OPTIONS = Array.from({ length: RENOWN.max - RENOWN.min + 1 }, (_, i) => String(RENOWN.min + i));

/** One field of the form. */
export interface FoodFormField {
  key: keyof FoodRecord;
  label: string;
  /** Labelled required (only the name is enforced in the browser; the server checks the rest). */
  required: boolean;
  /** Comma-separated list. */
  list: boolean;
  /** The values a closed vocabulary allows, shown as a hint. */
  allowed?: readonly string[];
  /** A short example or explanation under the field. */
  hint?: string;
  /** A choice among these values (a select, '' for none) instead of free text. */
  options?: readonly string[];
}

/** The fields in the order the form shows them. */
export const FOOD_FORM_FIELDS: readonly FoodFormField[] = [
  { key: 'name', label: 'Food Name', required: true, list: false },
  {
    key: 'renown',
    label: 'Renown',
    required: false,
    list: false,
    options: RENOWN_OPTIONS,
    hint: 'How widely the dish is known, 1 (regional) to 5 (known worldwide); search ranks by it (docs/content.md)',
  },
  {
    key: 'origin',
    label: 'Cuisine',
    required: true,
    list: true,
    allowed: COUNTRY_NAMES,
    hint: 'Countries, e.g. Thailand, or Various',
  },
  { key: 'regions', label: 'Region', required: true, list: true, allowed: REGIONS },
  { key: 'core_components', label: 'Core Components', required: true, list: true, hint: 'e.g. noodles, sauce, egg' },
  {
    key: 'key_ingredients',
    label: 'Key Ingredients',
    required: true,
    list: true,
    hint: 'e.g. rice noodles, shrimp, tamarind',
  },
  { key: 'ingredients', label: 'All Ingredients', required: true, list: true },
  { key: 'preparation_method', label: 'Preparation Method', required: true, list: true, allowed: PREPARATION_METHODS },
  { key: 'course_placement', label: 'Course Placement', required: true, list: true, allowed: COURSE_PLACEMENTS },
  { key: 'dietary_identity', label: 'Dietary Identity', required: true, list: true, allowed: DIETARY_IDENTITIES },
  { key: 'flavor_profile', label: 'Flavor Profile', required: true, list: true, allowed: FLAVOR_PROFILES },
  { key: 'temperature', label: 'Temperature', required: true, list: true, allowed: TEMPERATURES },
  {
    key: 'aliases',
    label: 'Other Names',
    required: false,
    list: true,
    hint: 'What players may type instead, e.g. pho for Phở',
  },
  { key: 'form_factor', label: 'Form Factor', required: false, list: true, hint: 'Hint 3, e.g. bowl, flatbread' },
  {
    key: 'texture_emphasis',
    label: 'Texture Emphasis',
    required: false,
    list: true,
    hint: 'Hint 1, e.g. crispy, chewy',
  },
  { key: 'serving_context', label: 'Serving Context', required: false, list: true, hint: 'Hint 2, e.g. street food' },
  { key: 'common_accompaniments', label: 'Goes With', required: false, list: true, hint: 'Hint 4, e.g. lime wedges' },
  { key: 'primary_protein', label: 'Primary Protein', required: false, list: true },
  { key: 'base_carbohydrate', label: 'Base Carbohydrate', required: false, list: true },
  { key: 'fermentation_preservation', label: 'Fermentation / Preservation', required: false, list: true },
  { key: 'fat_source', label: 'Fat Source', required: false, list: true },
  { key: 'source', label: 'Source', required: false, list: false, hint: 'A reference for the facts (a URL or a book)' },
];

/** The 13 filter categories of the food table, in the spec's order. */
export const FILTER_CATEGORIES: readonly { key: (typeof FOOD_LIST_FIELDS)[number]; label: string }[] = [
  { key: 'origin', label: 'Cuisine' },
  { key: 'regions', label: 'Region' },
  { key: 'core_components', label: 'Core Components' },
  { key: 'key_ingredients', label: 'Key Ingredients' },
  { key: 'preparation_method', label: 'Preparation Method' },
  { key: 'flavor_profile', label: 'Flavor Profile' },
  { key: 'dietary_identity', label: 'Dietary Identity' },
  { key: 'temperature', label: 'Temperature' },
  { key: 'course_placement', label: 'Course Placement' },
  { key: 'form_factor', label: 'Form Factor' },
  { key: 'texture_emphasis', label: 'Texture Emphasis' },
  { key: 'serving_context', label: 'Serving Context' },
  { key: 'common_accompaniments', label: 'Goes With' },
];

/**
 * The form's text, one string per field plus the description, the icon, and the dish's
 * names in other languages as JSON (not edited here, but carried through an edit so that
 * saving the form never drops them).
 */
export type FoodFormValues = Record<string, string>;

/** An empty form. */
export function emptyFoodForm(): FoodFormValues {
  return Object.fromEntries([
    ...FOOD_FORM_FIELDS.map((f) => [f.key, '']),
    ['description', ''],
    ['icon', ''],
    ['names', ''],
  ]);
}

/** A food's fields as form text (lists joined with ', '). */
export function foodToForm(food: FoodRecord): FoodFormValues {
  const values = emptyFoodForm();
  for (const f of FOOD_FORM_FIELDS) {
    const v = food[f.key];
    values[f.key] = Array.isArray(v) ? v.join(', ') : typeof v === 'string' || typeof v === 'number' ? String(v) : '';
  }
  values.description = food.description ?? '';
  values.icon = food.icon ?? '';
  values.names = food.names ? JSON.stringify(food.names) : '';
  return values;
}

/** The body a form sends: lists split, trimmed, empties dropped; empty text fields left out. */
export function formToFoodBody(values: FoodFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of FOOD_FORM_FIELDS) {
    const raw = values[f.key] ?? '';
    if (f.list) body[f.key] = splitList(raw);
    // A choice of numbers is sent as a number: the server checks it is one it allows.
    else if (f.options && raw.trim() !== '') body[f.key] = Number(raw);
    else if (raw.trim() !== '') body[f.key] = raw.trim();
  }
  body.description = (values.description ?? '').trim();
  if (values.icon) body.icon = values.icon;
  if (values.names) body.names = JSON.parse(values.names);
  return body;
}

/**
 * The body the edit modal sends for `food`: the form's fields, and when the name changes,
 * the old name kept among the other names (unless `keepOldName` is false), as
 * `platter foods rename` does, so players who learnt it can still type it.
 */
export function editedFoodBody(
  values: FoodFormValues,
  food: Pick<FoodRecord, 'name'>,
  keepOldName: boolean,
): Record<string, unknown> {
  const body = formToFoodBody(values);
  const name = typeof body.name === 'string' ? body.name : food.name;
  if (name !== food.name) body.aliases = aliasesAfterRename(body.aliases as string[], food.name, name, keepOldName);
  return body;
}

/** The normalised ingredients the file will hold, for the form to show as the admin types. */
export function normalisedPreview(text: string): string[] {
  return normalizeList(splitList(text));
}

/** Values of a list field across foods, most frequent first, with the number of dishes using each
 * (core/value-counts.ts).
 */
export function valueCounts(
  foods: readonly FoodRecord[],
  key: (typeof FOOD_LIST_FIELDS)[number],
): [value: string, count: number][] {
  return countValues(foods, key).map((v) => [v.value, v.count]);
}

/**
 * What to suggest while an open list is typed: the values the database already uses
 * that start with the value being typed (the text after the last comma), and, when that
 * value is complete but only nearly one in use ('tomatos'), the closed-vocabulary
 * did-you-mean (core/did-you-mean.ts).
 */
export function valueHints(
  typed: string,
  known: readonly string[],
): { matches: string[]; didYouMean: string | undefined } {
  const parts = typed.split(',');
  const current = (parts.at(-1) ?? '').trim();
  if (current.length < 2) return { matches: [], didYouMean: undefined };
  const folded = foldText(current);
  if (known.some((k) => foldText(k) === folded)) return { matches: [], didYouMean: undefined };
  const matches = known.filter((k) => foldText(k).startsWith(folded)).slice(0, 6);
  return { matches, didYouMean: matches.length === 0 ? didYouMean(current, known) : undefined };
}

/** The form's text with the value being typed (after the last comma) replaced by `value`. */
export function replaceLastValue(typed: string, value: string): string {
  const parts = typed.split(',');
  parts[parts.length - 1] = parts.length > 1 ? ` ${value}` : value;
  return parts.join(',');
}

/** The values each open list field of `foods` uses, sorted: what valueHints suggests. */
export function knownValues(foods: readonly FoodRecord[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const f of FOOD_FORM_FIELDS) {
    if (!f.list || f.allowed) continue;
    const values = new Set<string>();
    for (const food of foods) for (const v of (food[f.key] as string[] | undefined) ?? []) values.add(v);
    out[f.key] = [...values].sort((a, b) => a.localeCompare(b));
  }
  return out;
}
