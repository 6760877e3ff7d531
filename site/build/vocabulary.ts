/**
 * The closed vocabularies' labels in a language, for islands that list them (the "Suggest
 * a dish" form): the translations of content/i18n/<locale>.yaml, each English value shown
 * as itself where there is none.
 */
import type { Locale } from '../../core/locales.ts';
import { CLOSED_TRANSLATED_FIELDS } from '../../core/schemas/vocabulary-translations.ts';
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
