/** One card of the Tag Manager's Statistics tab: the top entries of a count. */
import { TOP_STATS } from './shared.tsx';

export function StatCard({ title, counts }: { title: string; counts: Record<string, number> }) {
  const top = Object.entries(counts).slice(0, TOP_STATS);
  return (
    <section className="card" aria-label={title}>
      <h3>{title}</h3>
      {top.length === 0 ? (
        <p className="muted small">None yet.</p>
      ) : (
        <ol>
          {top.map(([name, n]) => (
            <li key={name}>
              {name} <span className="muted small">({n})</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
