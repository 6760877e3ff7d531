/**
 * The game's names files (one per language) and scoring index (core/food-index.ts) as
 * built files, each named by a hash of its content ('/data/food-names.3f9a1c2b7d.json',
 * '/data/food-names-ja.0b1c2d3e4f.json'): a browser or the service worker can keep one
 * for ever, and a content change is a new name. A language's file is aligned with the
 * names file, so its hash covers that file too: the two always come from one build.
 */
import { createHash } from 'node:crypto';
import { buildFoodIndex, buildFoodNames, buildLocaleNames } from '../../core/food-files.ts';
import type { FoodDataUrls } from '../../core/food-index.ts';
import { type Locale, TRANSLATED_LOCALES, type TranslatedLocale } from '../../core/locales.ts';
import { siteContent } from './content.ts';
import { boardVocabulary } from './vocabulary.ts';

/** One built data file: its URL path and its body. */
export interface DataFile {
  path: string;
  body: string;
}

function hashed(stem: string, value: unknown, alongside = ''): DataFile {
  const body = JSON.stringify(value);
  const hash = createHash('sha256').update(alongside).update(body).digest('hex').slice(0, 10);
  return { path: `/data/${stem}.${hash}.json`, body };
}

/** This build's data files: the names, the scoring index, and the names in each other language. */
export interface FoodDataFiles {
  names: DataFile;
  index: DataFile;
  locales: Record<TranslatedLocale, DataFile>;
}

let cached: FoodDataFiles | undefined;

/** The files of this build's content, computed once. */
export function foodDataFiles(): FoodDataFiles {
  if (!cached) {
    const foods = siteContent().foods;
    const names = hashed('food-names', buildFoodNames(foods));
    const locales = Object.fromEntries(
      TRANSLATED_LOCALES.map((l) => [l, hashed(`food-names-${l}`, buildLocaleNames(foods, l), names.body)]),
    ) as Record<TranslatedLocale, DataFile>;
    cached = { names, index: hashed('food-index', buildFoodIndex(foods)), locales };
  }
  return cached;
}

/** Every data file of this build, for the pages that serve them. */
export function allFoodDataFiles(): DataFile[] {
  const { names, index, locales } = foodDataFiles();
  return [names, index, ...Object.values(locales)];
}

/** The URLs of the files, for the pages. */
export function foodDataUrls(): FoodDataUrls {
  const { names, index, locales } = foodDataFiles();
  return {
    names: names.path,
    index: index.path,
    localeNames: Object.fromEntries(Object.entries(locales).map(([l, f]) => [l, f.path])),
  };
}

let vocabularies: Record<TranslatedLocale, DataFile> | undefined;

/** The board's words in each translated language (site/build/vocabulary.ts), one file per language. */
export function vocabularyFiles(): Record<TranslatedLocale, DataFile> {
  vocabularies ??= Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, hashed(`vocabulary-${locale.toLowerCase()}`, boardVocabulary(locale))]),
  ) as Record<TranslatedLocale, DataFile>;
  return vocabularies;
}

/** The URL of the board's words in `locale`, for the game pages; none for English. */
export function vocabularyUrl(locale: Locale): string | undefined {
  return locale === 'en' ? undefined : vocabularyFiles()[locale].path;
}
