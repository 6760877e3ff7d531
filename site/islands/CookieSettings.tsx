/**
 * The inline consent settings on /cookies: the current status, the checkboxes, and
 * Save Settings / Accept All / Essential Only. It stays on the page after a choice.
 */
import { useEffect, useState } from 'react';
import { ConsentChoices, type ConsentChoice } from '../components/ConsentChoices.tsx';
import { applyConsent, consentStatus } from '../lib/consent.ts';
import { getConsent, onStorageChange, setConsent, STORAGE_KEYS } from '../lib/storage.ts';

export default function CookieSettings() {
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

  if (!loaded) return <p className="loading">Loading cookie preferences...</p>;
  return (
    <div className="cookie-settings card">
      <p role="status" className="consent-status">
        <strong>Current setting:</strong>{' '}
        <span data-testid="consent-status">{stored ? consentStatus(stored) : 'No choice made yet'}</span>
      </p>
      <ConsentChoices value={choice} onChange={setChoice} idPrefix="inline" />
      <div className="button-row">
        <button type="button" className="btn" onClick={() => save(choice)}>
          Save Settings
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => save({ analytics: true, advertising: true })}
        >
          Accept All
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => save({ analytics: false, advertising: false })}
        >
          Essential Only
        </button>
      </div>
    </div>
  );
}
