/**
 * The inline consent settings on /cookies: the current status, the checkboxes, and
 * Save Settings / Accept All / Essential Only. It stays on the page after a choice.
 */
import { useEffect, useState } from 'react';
import { ConsentChoices, type ConsentChoice } from '../components/ConsentChoices.tsx';
import { applyConsent, consentStatusKey } from '../lib/consent.ts';
import { useMessages, withLocale } from '../i18n/messages.ts';
import '../i18n/ready/shell.ts';
import '../i18n/ready/windows.ts';
import { getConsent, onStorageChange, setConsent, STORAGE_KEYS } from '../lib/storage.ts';

function CookieSettings() {
  const m = useMessages('windows');
  const shell = useMessages('shell');
  const [loaded, setLoaded] = useState(false);
  const [stored, setStored] = useState<ConsentChoice | undefined>(undefined);
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: false, advertising: false });

  useEffect(() => {
    const read = () => {
      const c = getConsent();
      setStored(c ? { analytics: c.analytics, advertising: c.advertising } : undefined);
      if (c) setChoice({ analytics: c.analytics, advertising: c.advertising });
      setLoaded(true);
    };
    read();
    return onStorageChange(STORAGE_KEYS.consent, read);
  }, []);

  const save = (c: ConsentChoice) => {
    setConsent(c);
    applyConsent(c);
  };

  if (!loaded) return <p className="loading">{m.cookie_loading()}</p>;
  return (
    <div className="cookie-settings card">
      <p role="status" className="consent-status">
        <strong>{m.cookie_current()}</strong>{' '}
        <span data-testid="consent-status">{stored ? shell[consentStatusKey(stored)]() : m.cookie_no_choice()}</span>
      </p>
      <ConsentChoices value={choice} onChange={setChoice} idPrefix="inline" />
      <div className="button-row">
        <button type="button" className="btn" onClick={() => save(choice)}>
          {shell.save_settings()}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => save({ analytics: true, advertising: true })}
        >
          {shell.accept_all()}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => save({ analytics: false, advertising: false })}
        >
          {shell.essential_only()}
        </button>
      </div>
    </div>
  );
}

export default withLocale(CookieSettings);
