/**
 * On a visit without a language choice, when the browser prefers a supported language the
 * page is not in: a small bar, in that language, offering the page in it. A suggestion,
 * never a redirect; either answer is remembered, so it is asked once.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../../core/locales.ts';
import { languageToSuggest, pageIn } from '../../lib/language-choice.ts';
import { getPreferences, setPreferences } from '../../lib/storage.ts';
import { loadMessages, useLocale } from '../../i18n/messages.ts';

type ShellMessages = Awaited<ReturnType<typeof loadMessages<'shell'>>>;

export default function LanguageSuggestion() {
  const locale = useLocale();
  const [offer, setOffer] = useState<{ locale: Locale; m: ShellMessages } | undefined>(undefined);
  useEffect(() => {
    const suggested = languageToSuggest(locale, getPreferences().locale, navigator.languages ?? [navigator.language]);
    if (!suggested) return;
    // The offer is worded in the language it offers: the one the player reads.
    loadMessages('shell', suggested).then(
      (m) => setOffer({ locale: suggested, m }),
      () => {},
    );
  }, [locale]);
  if (!offer) return null;
  const { m } = offer;
  return (
    <section className="language-suggestion" lang={offer.locale} aria-label={m.suggest_aria()}>
      <p>{m.suggest_text()}</p>
      <div className="button-row">
        <a
          className="btn btn-small"
          href={pageIn(offer.locale, window.location)}
          hrefLang={offer.locale}
          onClick={() => setPreferences({ locale: offer.locale })}
        >
          {m.suggest_switch()}
        </a>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => {
            setPreferences({ locale });
            setOffer(undefined);
          }}
        >
          {m.suggest_dismiss()}
        </button>
      </div>
    </section>
  );
}
