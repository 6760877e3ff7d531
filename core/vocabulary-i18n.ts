/**
 * The vocabularies in the player's language: a value of a dish (as content writes it, in
 * English) shown through its language's translations (content/i18n/<locale>.yaml), else
 * as it is. Checks and completeness figures for `platter validate` and `platter audit --i18n`.
 */
import { closedVocabulary } from './closed-vocabularies.ts';
import { didYouMean } from './did-you-mean.ts';
import type { Locale, TranslatedLocale } from './locales.ts';
import type { FoodRecord } from './schemas/food.ts';
import {
  TRANSLATED_FIELDS,
  type TranslatedField,
  type VocabularyTranslations,
} from './schemas/vocabulary-translations.ts';

/** A field whose values come from a closed vocabulary (core/closed-vocabularies.ts). */
const isClosed = (field: TranslatedField): boolean => closedVocabulary(field) !== undefined;

/** A value in `locale`: its translation, else the English value (English is the content's own). */
export function translateValue(
  value: string,
  field: TranslatedField,
  locale: Locale,
  translations: Partial<Record<TranslatedLocale, VocabularyTranslations>>,
): string {
  if (locale === 'en') return value;
  return translations[locale]?.[field]?.[value] ?? value;
}

/** The English values a field may have: the closed list, or every value the dishes use, sorted. */
export function knownValues(field: TranslatedField, foods: readonly FoodRecord[]): string[] {
  const closed = closedVocabulary(field);
  if (closed) return [...closed];
  const values = new Set<string>();
  for (const food of foods) for (const v of food[field]) values.add(v);
  return [...values].sort((a, b) => a.localeCompare(b, 'en'));
}

/** One problem of a translation file: where (field and English value) and what. */
export interface TranslationProblem {
  field: TranslatedField;
  value: string;
  message: string;
  severity: 'error' | 'warning';
}

/**
 * What is wrong with a language's translations: a key that is no value of its field
 * (an error: a typo would never show), and, as warnings, the closed values not yet
 * translated. Missing open values are many while translators work: `platter audit --i18n`
 * lists those.
 */
export function translationProblems(
  translations: VocabularyTranslations,
  foods: readonly FoodRecord[],
): TranslationProblem[] {
  const problems: TranslationProblem[] = [];
  for (const field of TRANSLATED_FIELDS) {
    const known = knownValues(field, foods);
    const knownSet = new Set(known);
    for (const value of Object.keys(translations[field])) {
      if (knownSet.has(value)) continue;
      const guess = didYouMean(value, known);
      problems.push({
        field,
        value,
        // A closed value that does not exist is a typo that would never show. An open value no
        // dish uses any more (its dish was removed or renamed) is left over: a warning, so that
        // removing a dish never blocks on a translation file.
        severity: isClosed(field) ? 'error' : 'warning',
        message: isClosed(field)
          ? `'${value}' is not a value of ${field}${guess ? ` (did you mean '${guess}'?)` : ''}: translate the ` +
            'values core/enums.ts lists'
          : `no dish has '${value}' in ${field}${guess ? ` (did you mean '${guess}'?)` : ''}: translate values ` +
            'as the dishes write them',
      });
    }
    if (isClosed(field)) {
      for (const value of known) {
        if (!(value in translations[field]))
          problems.push({ field, value, severity: 'warning', message: `no translation of '${value}' (${field})` });
      }
    }
  }
  return problems;
}

/** How much of a field is translated: values used, values translated, and the missing ones. */
export interface FieldCompleteness {
  field: TranslatedField;
  total: number;
  translated: number;
  missing: string[];
}

/** The completeness of each translated field in one language, over the values the content uses (every value, for a
 * closed field).
 */
export function vocabularyCompleteness(
  translations: VocabularyTranslations | undefined,
  foods: readonly FoodRecord[],
): FieldCompleteness[] {
  return TRANSLATED_FIELDS.map((field) => {
    const known = knownValues(field, foods);
    const missing = known.filter((v) => translations?.[field]?.[v] === undefined);
    return { field, total: known.length, translated: known.length - missing.length, missing };
  });
}
