/**
 * Country names in a language, from the i18n-iso-countries package (its translations per
 * language): `platter audit --i18n` counts them, the site's board shows them.
 */
import { createRequire } from 'node:module';
import type { TranslatedLocale } from '../locales.ts';

/** A function from an ISO 3166-1 alpha-2 code to the country's name in `locale`, undefined when the package has
 * none.
 */
export function countryNames(locale: TranslatedLocale): (code: string) => string | undefined {
  const require = createRequire(import.meta.url);
  const countries = require('i18n-iso-countries') as {
    registerLocale(data: unknown): void;
    getName(code: string, lang: string): string | undefined;
  };
  // The package has one Portuguese; pt-BR reads it.
  const lang = locale.split('-')[0]!;
  countries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));
  return (code) => countries.getName(code, lang);
}
