/**
 * Small bar charts for the admin statistics, so a distribution is seen at a glance. The
 * figures stay in the text beside each bar (screen readers read those), so the bars are
 * decoration for assistive tech.
 */

/** A horizontal bar `value / max` of the available width. */
export function CountBar({ value, max }: { value: number; max: number }) {
  const share = max > 0 ? Math.max(0, Math.min(1, value / max)) : 0;
  return (
    <span className="count-bar" aria-hidden="true">
      <span style={{ width: `${(share * 100).toFixed(1)}%` }} />
    </span>
  );
}

/** Label, bar and count per row, longest first as given. */
export function BarList({ rows, label }: { rows: readonly (readonly [name: string, count: number])[]; label: string }) {
  const max = Math.max(0, ...rows.map(([, n]) => n));
  return (
    <ul className="bar-list" aria-label={label}>
      {rows.map(([name, n]) => (
        <li key={name}>
          <span className="bar-list-name">{name}</span>
          <CountBar value={n} max={max} />
          <span className="bar-list-count">{n}</span>
        </li>
      ))}
    </ul>
  );
}

/** One bar split into coloured parts (e.g. good / fair / needs work). */
export function SplitBar({
  parts,
}: {
  parts: readonly { name: string; value: number; tone: 'good' | 'fair' | 'poor' }[];
}) {
  const total = parts.reduce((sum, p) => sum + p.value, 0);
  return (
    <span className="split-bar" aria-hidden="true">
      {parts.map((p) =>
        p.value > 0 ? (
          <span
            key={p.name}
            className={`split-${p.tone}`}
            style={{ width: `${((p.value / Math.max(1, total)) * 100).toFixed(1)}%` }}
            title={`${p.name}: ${p.value}`}
          />
        ) : null,
      )}
    </span>
  );
}
