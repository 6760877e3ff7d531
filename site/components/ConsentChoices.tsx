/**
 * The consent checkboxes (essential locked on, analytics, advertising), shared by the
 * cookie banner's Customize view and the cookie page's inline settings.
 */
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
  return (
    <fieldset className="consent-choices">
      <legend className="visually-hidden">Cookie categories</legend>
      <label className="check" htmlFor={`${idPrefix}-essential`}>
        <input id={`${idPrefix}-essential`} type="checkbox" checked disabled />
        <span>
          <strong>Essential</strong>{' '}
          <span className="muted">— always on: your game progress, preferences and this choice.</span>
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
          <strong>Analytics</strong>{' '}
          <span className="muted">— anonymous usage figures that help us improve the game.</span>
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
          <strong>Advertising</strong> <span className="muted">— ads that keep Platter free.</span>
        </span>
      </label>
    </fieldset>
  );
}
