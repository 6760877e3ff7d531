/**
 * Reading the names files in the browser (core/food-index.ts says what each holds): the
 * check of a language's file, and the names as search input. Loaded with the search code
 * when the player reaches for the input, not with every page.
 */
import type { FoodLocaleNamesFile, FoodNamesFile } from './food-index.ts';
import { DEFAULT_LOCALE, type Locale, type TranslatedLocale } from './locales.ts';
import type { SearchableFood } from './search.ts';

/**
 * The names file's entries as search input (core/search.ts buildSearchIndex), with the
 * names of the other languages' files given (each aligned with it; a file of another
 * length, from another build, is left out).
 */
export function searchableNames(file: FoodNamesFile, locales: readonly FoodLocaleNamesFile[] = []): SearchableFood[] {
  const aligned = locales.filter((l) => l.names.length === file.names.length);
  return file.names.map(([name, slug, , renown, ...aliases], i) => {
    // A slug left out is the name's (search derives it).
    const food: SearchableFood = { name, ...(slug ? { slug } : {}), aliases, ...(renown ? { renown } : {}) };
    for (const { locale, names } of aligned) {
      const [localName, ...localAliases] = names[i]!;
      if (localName) (food.names ??= {})[locale] = { name: localName, aliases: localAliases };
    }
    return food;
  });
}

/** The name a dish is shown by in `locale`: its own there, else the English one (the content's). */
export function shownName(food: { name: string; names?: SearchableFood['names'] }, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? food.name : (food.names?.[locale as TranslatedLocale]?.name ?? food.name);
}

/** Each dish's icon by name, from the names file (dishes without one are left out). */
export function iconsByName(file: FoodNamesFile): Map<string, string> {
  return new Map(file.names.flatMap(([name, , icon]) => (icon ? [[name, icon] as [string, string]] : [])));
}

/** Whether a parsed JSON value is the names file of `locale`. */
export function isFoodLocaleNamesFile(value: unknown, locale: TranslatedLocale): value is FoodLocaleNamesFile {
  const file = value as FoodLocaleNamesFile | null;
  return (
    file?.locale === locale &&
    Array.isArray(file.names) &&
    file.names.every((n) => Array.isArray(n) && n.every((s) => typeof s === 'string'))
  );
}
