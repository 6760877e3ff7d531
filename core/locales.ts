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

/**
 * The path segment of a locale's pages: lower case, as URLs are ('/pt-br/'); English, the
 * source language, has none (its pages are at the root).
 */
export function localeSegment(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : locale.toLowerCase();
}

/** The locale whose pages a path belongs to: its first segment ('/ja/archive' is ja), else English. */
export function localeOfPath(path: string): Locale {
  const first = path.split('/')[1]?.toLowerCase() ?? '';
  return LOCALES.find((l) => l !== DEFAULT_LOCALE && l.toLowerCase() === first) ?? DEFAULT_LOCALE;
}

/** A site path without its locale segment: '/ja/archive/3' is '/archive/3'. */
export function unlocalizedPath(path: string): string {
  const locale = localeOfPath(path);
  if (locale === DEFAULT_LOCALE) return path || '/';
  const rest = path.slice(localeSegment(locale).length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The same page in another locale: localizedPath('/archive/3', 'ja') is '/ja/archive/3'. */
export function localizedPath(path: string, locale: Locale): string {
  const bare = unlocalizedPath(path);
  const segment = localeSegment(locale);
  if (!segment) return bare;
  return bare === '/' ? `/${segment}/` : `/${segment}${bare}`;
}

/**
 * The supported locale that best serves a list of language preferences, best first (the
 * browser's navigator.languages, or Accept-Language's tags by weight): an exact tag first,
 * then the same language ('es-MX' is es, 'pt-PT' and 'pt' are pt-BR, our only Portuguese).
 * Undefined when none is supported.
 */
export function negotiateLocale(preferences: readonly string[]): Locale | undefined {
  for (const tag of preferences) {
    const wanted = tag.trim().toLowerCase();
    if (!wanted || wanted === '*') continue;
    const exact = LOCALES.find((l) => l.toLowerCase() === wanted);
    if (exact) return exact;
    const language = wanted.split(/[-_]/)[0];
    const same = LOCALES.find((l) => l.toLowerCase().split('-')[0] === language);
    if (same) return same;
  }
  return undefined;
}

/** The tags of an Accept-Language header, by weight, best first ('de-CH, de;q=0.9, en;q=0.5'). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}

/** Each locale's own name for itself, as the language picker lists them. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
};

/** Whether a text is one of the locales with names of their own in a dish file (every one but English). */
export function isTranslatedLocale(value: string): value is TranslatedLocale {
  return (TRANSLATED_LOCALES as readonly string[]).includes(value);
}

/** What separates the values of a list in running text ('rice, fish'; Japanese 'ライス、魚'). */
export function listSeparator(locale: Locale): string {
  return locale === 'ja' ? '、' : ', ';
}
