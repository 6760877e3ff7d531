/**
 * The game's names file and scoring index (core/food-index.ts) as built files, each
 * named by a hash of its content ('/data/food-names.3f9a1c2b7d.json'): a browser or the
 * service worker can keep one for ever, and a content change is a new name.
 */
import { createHash } from 'node:crypto';
import { buildFoodIndex, buildFoodNames, type FoodDataUrls } from '../../core/food-index.ts';
import { type Locale, TRANSLATED_LOCALES, type TranslatedLocale } from '../../core/locales.ts';
import { siteContent } from './content.ts';
import { boardVocabulary } from './vocabulary.ts';

/** One built data file: its URL path and its body. */
export interface DataFile {
  path: string;
  body: string;
}

function hashed(stem: string, value: unknown): DataFile {
  const body = JSON.stringify(value);
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  return { path: `/data/${stem}.${hash}.json`, body };
}

let cached: { names: DataFile; index: DataFile } | undefined;

/** The two files of this build's content, computed once. */
export function foodDataFiles(): { names: DataFile; index: DataFile } {
  if (!cached) {
    const foods = siteContent().foods;
    cached = { names: hashed('food-names', buildFoodNames(foods)), index: hashed('food-index', buildFoodIndex(foods)) };
  }
  return cached;
}

/** The URLs of the two files, for the pages. */
export function foodDataUrls(): FoodDataUrls {
  const { names, index } = foodDataFiles();
  return { names: names.path, index: index.path };
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
