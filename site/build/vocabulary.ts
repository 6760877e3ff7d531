/**
 * The vocabularies in a language for the site: the closed vocabularies' labels for islands
 * that list them (the "Suggest a dish" form), and the board's words (the game's
 * /data/vocabulary-<locale> file): the translations of content/i18n/<locale>.yaml, each
 * English value shown as itself where there is none.
 */
import { HINTS, SCORED_CATEGORIES } from '../../core/categories.ts';
import type { BoardWords } from '../lib/board.ts';
import { findCountry } from '../../core/countries.ts';
import { shownName } from '../../core/food-names.ts';
import type { Locale, TranslatedLocale } from '../../core/locales.ts';
import { countryNames } from '../../core/node/country-names.ts';
import {
  CLOSED_TRANSLATED_FIELDS,
  TRANSLATED_FIELDS,
  type TranslatedField,
} from '../../core/schemas/vocabulary-translations.ts';
import { knownValues, translateValue } from '../../core/vocabulary-i18n.ts';
import { siteContent } from './content.ts';

/** Field -> English value -> label, for the closed vocabularies. */
export type VocabularyLabels = Record<(typeof CLOSED_TRANSLATED_FIELDS)[number], Record<string, string>>;

export function vocabularyLabels(locale: Locale): VocabularyLabels {
  const content = siteContent();
  const translations = content.translations ?? {};
  return Object.fromEntries(
    CLOSED_TRANSLATED_FIELDS.map((field) => [
      field,
      Object.fromEntries(
        knownValues(field, content.foods).map((v) => [v, translateValue(v, field, locale, translations)]),
      ),
    ]),
  ) as VocabularyLabels;
}

/**
 * The words of the board's cells and of the hints in `locale`: the scored and hint fields' values the dishes use,
 * translated by content/i18n/<locale>.yaml, and the countries (origin) by
 * i18n-iso-countries. English needs none.
 */
export function boardVocabulary(locale: TranslatedLocale): BoardWords {
  const content = siteContent();
  const translations = content.translations ?? {};
  const out: BoardWords = {};
  for (const field of [...SCORED_CATEGORIES, ...HINTS.map((h) => h.field)]) {
    const words: Record<string, string> = {};
    if (field === 'origin') {
      const name = countryNames(locale);
      for (const value of new Set(content.foods.flatMap((f) => f.origin))) {
        const code = findCountry(value)?.code;
        const local = code ? name(code) : undefined;
        if (local && local !== value) words[value] = local;
      }
    } else if ((TRANSLATED_FIELDS as readonly string[]).includes(field)) {
      for (const value of knownValues(field as TranslatedField, content.foods)) {
        const local = translateValue(value, field as TranslatedField, locale, translations);
        if (local !== value) words[value] = local;
      }
    }
    if (Object.keys(words).length > 0) out[field] = words;
  }
  // The rows, the coach and the food browser name each dish as the player's language does.
  const dishes: Record<string, string> = {};
  for (const f of content.foods) {
    const local = shownName(f, locale);
    if (local !== f.name) dishes[f.name] = local;
  }
  out.dish = dishes;
  return out;
}
