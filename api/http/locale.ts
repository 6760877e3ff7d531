/**
 * The player's language for the API's answers a player reads (#31): a request names it
 * with a `locale` field in its JSON body or query, else its Accept-Language header (the
 * site sends its page's language there); English when none is supported. An error's
 * message is then given in that language when it is one of the catalogue's English
 * messages (site/i18n/errors/, where the error wording lives, English word for word with
 * core/'s constants): the same matching the site's forms use (site/i18n/errors.ts).
 * Anything else (a field's validation message, an admin's error) stays as it is.
 */
import type { H3Event } from 'h3';
import {
  acceptedLanguages,
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  negotiateLocale,
} from '../../core/locales.ts';
import { ensureMessages } from '../../site/build/messages.ts';
import { localizeMessage } from '../../site/i18n/errors.ts';
import type { Catalogue } from '../../site/i18n/messages.ts';

type Errors = Catalogue['errors'];

// The compiled catalogue (site/build/messages.ts): compiled now if its sources changed.
ensureMessages();
const catalogue = Object.fromEntries(
  await Promise.all(
    LOCALES.map(
      async (locale) =>
        [locale, (await import(`../../site/i18n/compiled/errors/messages/${locale}.js`)) as Errors] as const,
    ),
  ),
) as Record<Locale, Errors>;

const BODY_LOCALE = 'platterLocale';

/** Notes the `locale` field of a request's JSON body (validate.ts calls this once the body is parsed). */
export function noteBodyLocale(event: H3Event, body: unknown): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const locale = (body as { locale?: unknown }).locale;
  if (typeof locale === 'string' && isLocale(locale)) event.context[BODY_LOCALE] = locale;
}

/** The language the player asked for: the body's or the query's `locale`, else Accept-Language, else English. */
export function requestLocale(event: H3Event): Locale {
  const fromBody = event.context[BODY_LOCALE];
  if (typeof fromBody === 'string' && isLocale(fromBody)) return fromBody;
  const fromQuery = event.url.searchParams.get('locale');
  if (fromQuery && isLocale(fromQuery)) return fromQuery;
  return negotiateLocale(acceptedLanguages(event.req.headers.get('accept-language'))) ?? DEFAULT_LOCALE;
}

/** An English message of the API in `locale`, when the catalogue has it; else as it is. */
export function localizeError(message: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? message : localizeMessage(message, catalogue.en, catalogue[locale]);
}
