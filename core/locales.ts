/**
 * The languages Platter speaks: the one list that the site's routes, the message
 * catalogue, the dishes' names and the vocabularies' translations all follow. English is
 * the source language (a dish's `name` and `aliases` are English); every other locale
 * adds its own names under the dish's `names`.
 */

/** Every supported locale, English first; the tags are BCP 47 as `lang` and hreflang want them. */
export const LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ja'] as const;

/** One supported locale. */
export type Locale = (typeof LOCALES)[number];

/** The source language, served at the site's root. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The locales a dish's `names` map may hold: every one but English, whose names are the dish's own. */
export const TRANSLATED_LOCALES = ['es', 'fr', 'de', 'pt-BR', 'ja'] as const satisfies readonly Locale[];

/** One locale with names of its own in a dish file. */
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** Whether a text is one of the supported locale tags. */
export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Whether a text is one of the locales with names of their own in a dish file (every one but English). */
export function isTranslatedLocale(value: string): value is TranslatedLocale {
  return (TRANSLATED_LOCALES as readonly string[]).includes(value);
}
