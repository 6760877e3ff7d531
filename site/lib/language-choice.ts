/**
 * The player's language: chosen in the menu (remembered in the preferences, and synced
 * with an account like them), or suggested once, never imposed, when the browser prefers
 * a language the page is not in. The day, streak, statistics and progress are the same in
 * every language: they are stored under the same keys whatever the page's language.
 */
import { type Locale, localeSegment, LOCALES, localizedPath, negotiateLocale } from '../../core/locales.ts';

/**
 * Sends a player who chose a language to this page in it, before first paint. Inlined by
 * the layout into its pre-paint script (so self-contained: no outer names): `chosen` is
 * the stored choice, `pageLang` the page's `lang`, `segments` each locale's path segment.
 */
export function followLanguageChoice(
  chosen: unknown,
  pageLang: string,
  place: Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'>,
  segments: Record<string, string>,
): void {
  if (typeof chosen !== 'string' || chosen === pageLang || !(chosen in segments)) return;
  const parts = place.pathname.split('/');
  const current = segments[pageLang];
  if (current) parts.splice(1, 1);
  const target = segments[chosen];
  if (target) parts.splice(1, 0, target);
  let path = parts.join('/') || '/';
  if (target && parts.length === 2) path += '/';
  place.replace(path + place.search + place.hash);
}

/** Each locale's path segment, as followLanguageChoice takes them. */
export const LOCALE_SEGMENTS: Record<string, string> = Object.fromEntries(LOCALES.map((l) => [l, localeSegment(l)]));

/**
 * The language to suggest on this page, if any: the one the browser prefers when the page
 * is in another and the player never chose (a choice, or a dismissed suggestion, settles it).
 */
export function languageToSuggest(
  pageLocale: Locale,
  chosen: Locale | undefined,
  browserLanguages: readonly string[],
): Locale | undefined {
  if (chosen) return undefined;
  const preferred = negotiateLocale(browserLanguages);
  return preferred && preferred !== pageLocale ? preferred : undefined;
}

/** This page's address in `locale`, keeping the query and the fragment. */
export function pageIn(locale: Locale, place: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return localizedPath(place.pathname, locale) + place.search + place.hash;
}
