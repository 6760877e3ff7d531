/**
 * The cookie banner, fixed at the bottom while no consent is stored (admin.md section 4):
 * Accept All, Essential Only, or Customize with Save Settings and Cancel. It is part of
 * the page's HTML (the shell renders it on the server), so a first visit sees it in the
 * first paint; a tap on its buttons before the shell has hydrated is answered once it has.
 */
import { lazy, Suspense, useState } from 'react';
import type { ConsentChoice } from '../../components/ConsentChoices.tsx';
import { applyConsent, consentStatusKey } from '../../lib/consent.ts';
import { useLocale, useMessages } from '../../i18n/messages.ts';
import { localizedPath } from '../../../core/locales.ts';
import { toast } from '../../lib/events.ts';
import { setConsent } from '../../lib/storage.ts';

// Only a player who customizes needs the checkboxes.
const ConsentChoices = lazy(() =>
  import('../../components/ConsentChoices.tsx').then((m) => ({ default: m.ConsentChoices })),
);

interface Props {
  /** Called once a choice is saved. */
  onDone: () => void;
}

/**
 * On a first visit the shell hydrates at the first interaction (site/lib/client-shell.ts):
 * a tap on a button here brings its code and is clicked again once it is there
 * (site/lib/early-taps.ts).
 */
export default function CookieBanner({ onDone }: Props) {
  const [customizing, setCustomizing] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: false, advertising: false });
  const m = useMessages('shell');
  const locale = useLocale();

  const save = (c: ConsentChoice) => {
    setConsent(c);
    applyConsent(c);
    toast(m[consentStatusKey(c)]());
    onDone();
  };

  return (
    <section className="cookie-banner" aria-label={m.cookie_banner_aria()}>
      <div className="cookie-banner-inner">
        {customizing ? (
          <>
            <div>
              <h2 className="h3">{m.cookie_settings_heading()}</h2>
              <Suspense fallback={null}>
                <ConsentChoices value={choice} onChange={setChoice} idPrefix="banner" />
              </Suspense>
            </div>
            <div className="button-row">
              <button type="button" className="btn" onClick={() => save(choice)}>
                {m.save_settings()}
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => setCustomizing(false)}>
                {m.cancel()}
              </button>
            </div>
          </>
        ) : (
          <>
            <p>
              {m.cookie_banner_text()} <a href={localizedPath('/cookies', locale)}>{m.cookie_policy_link()}</a>
            </p>
            <div className="button-row">
              <button type="button" className="btn" onClick={() => save({ analytics: true, advertising: true })}>
                {m.accept_all()}
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => save({ analytics: false, advertising: false })}
              >
                {m.essential_only()}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setCustomizing(true)}>
                {m.customize()}
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
