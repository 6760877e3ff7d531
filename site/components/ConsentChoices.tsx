/**
 * The consent checkboxes (essential locked on, analytics, advertising), shared by the
 * cookie banner's Customize view and the cookie page's inline settings.
 */
import { useMessages } from '../i18n/messages.ts';

export interface ConsentChoice {
  analytics: boolean;
  advertising: boolean;
}

export function ConsentChoices({
  value,
  onChange,
  idPrefix,
}: {
  value: ConsentChoice;
  onChange: (v: ConsentChoice) => void;
  idPrefix: string;
}) {
  const m = useMessages('windows');
  return (
    <fieldset className="consent-choices">
      <legend className="visually-hidden">{m.consent_legend()}</legend>
      <label className="check" htmlFor={`${idPrefix}-essential`}>
        <input id={`${idPrefix}-essential`} type="checkbox" checked disabled />
        <span>
          <strong>{m.consent_essential()}</strong> <span className="muted">{m.consent_essential_text()}</span>
        </span>
      </label>
      <label className="check" htmlFor={`${idPrefix}-analytics`}>
        <input
          id={`${idPrefix}-analytics`}
          type="checkbox"
          checked={value.analytics}
          onChange={(e) => onChange({ ...value, analytics: e.target.checked })}
        />
        <span>
          <strong>{m.consent_analytics()}</strong> <span className="muted">{m.consent_analytics_text()}</span>
        </span>
      </label>
      <label className="check" htmlFor={`${idPrefix}-advertising`}>
        <input
          id={`${idPrefix}-advertising`}
          type="checkbox"
          checked={value.advertising}
          onChange={(e) => onChange({ ...value, advertising: e.target.checked })}
        />
        <span>
          <strong>{m.consent_advertising()}</strong> <span className="muted">{m.consent_advertising_text()}</span>
        </span>
      </label>
    </fieldset>
  );
}
