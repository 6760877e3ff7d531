/**
 * `platter audit --i18n`: how complete each language is, per part: the UI's messages
 * (site/i18n/<area>/<locale>.json), the dishes' names, the vocabularies per field
 * (content/i18n/<locale>.yaml; countries from i18n-iso-countries) and the descriptions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNTRIES } from '../../core/countries.ts';
import { countryNames } from '../../core/node/country-names.ts';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../core/locales.ts';
import type { Content } from '../../core/node/content.ts';
import { vocabularyCompleteness } from '../../core/vocabulary-i18n.ts';
import { MESSAGE_AREAS } from '../../site/i18n/areas.ts';

const CATALOGUE = fileURLToPath(new URL('../../site/i18n/', import.meta.url));

/** One part's figure in one language. */
export interface Completeness {
  total: number;
  done: number;
  /** What is missing (message ids, dish slugs, English values): all of it (the text output shows the first few). */
  missing: string[];
}

export interface LanguageAudit {
  locale: TranslatedLocale;
  /** The catalogue's messages, per area. */
  messages: Record<string, Completeness>;
  /** Dishes with a name in the language. */
  dishNames: Completeness;
  /** Vocabulary values translated, per field, and countries. */
  vocabulary: Record<string, Completeness>;
  /** Descriptions in the language (the schema holds English descriptions only: the English text is shown with a
   * note).
   */
  descriptions: Completeness;
}

const figure = (total: number, missing: readonly string[]): Completeness => ({
  total,
  done: total - missing.length,
  missing: [...missing],
});

function messageKeys(area: string, locale: string): Set<string> {
  const data = JSON.parse(readFileSync(join(CATALOGUE, area, `${locale}.json`), 'utf8')) as Record<string, unknown>;
  return new Set(Object.keys(data).filter((k) => k !== '$schema' && data[k] !== ''));
}

/** Every translated language's completeness. */
export function auditI18n(content: Content): LanguageAudit[] {
  // The catalogue's areas by their one list: site/i18n/ also holds folders that are not
  // areas (compiled/, modules/, ready/).
  const areas = [...MESSAGE_AREAS].sort();
  return TRANSLATED_LOCALES.map((locale) => {
    const messages = Object.fromEntries(
      areas.map((area) => {
        const english = [...messageKeys(area, 'en')];
        const local = messageKeys(area, locale);
        return [
          area,
          figure(
            english.length,
            english.filter((k) => !local.has(k)),
          ),
        ];
      }),
    );
    const foods = content.foods;
    const dishNames = figure(
      foods.length,
      foods.filter((f) => !f.names?.[locale]).map((f) => f.slug),
    );
    const vocabulary: Record<string, Completeness> = Object.fromEntries(
      vocabularyCompleteness(content.translations?.[locale], foods).map((f) => [f.field, figure(f.total, f.missing)]),
    );
    const name = countryNames(locale);
    const codes = COUNTRIES.filter((c) => c.code);
    vocabulary.origin = figure(
      codes.length,
      codes.filter((c) => !name(c.code)).map((c) => c.name),
    );
    const described = foods.filter((f) => f.description);
    return {
      locale,
      messages,
      dishNames,
      vocabulary,
      descriptions: figure(
        described.length,
        described.map((f) => f.slug),
      ),
    };
  });
}

const pct = (c: Completeness) => (c.total === 0 ? '100%' : `${Math.floor((c.done / c.total) * 100)}%`);

/** The audit as a person reads it: one block per language, a line per part, what is missing. */
export function printI18n(audits: readonly LanguageAudit[]): void {
  for (const a of audits) {
    console.log(`${a.locale}`);
    const line = (label: string, c: Completeness) => {
      const mark = c.done === c.total ? ' ' : '!';
      const missing = c.missing.length
        ? `  missing: ${c.missing.slice(0, 8).join(', ')}${c.total - c.done > 8 ? ', …' : ''}`
        : '';
      console.log(`${mark} ${label.padEnd(34)} ${pct(c).padStart(4)}  ${c.done}/${c.total}${missing}`);
    };
    for (const [area, c] of Object.entries(a.messages)) line(`UI messages: ${area}`, c);
    line('dish names', a.dishNames);
    for (const [field, c] of Object.entries(a.vocabulary)) line(`vocabulary: ${field}`, c);
    line('descriptions (English shown)', a.descriptions);
    console.log('');
  }
}
