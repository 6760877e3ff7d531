/** The admin calendar's completion statistics: totals, and each day played with its completions as a bar. */
import { CountBar } from '../Bars.tsx';
import { DataTable } from '../DataTable.tsx';

export interface ChallengeStats {
  stats: { date: string; food: string | null; challengeNumber: number; completion_count: number }[];
  totalChallenges: number;
  totalCompletions: number;
}

export function CompletionStats({ stats, today }: { stats: ChallengeStats | undefined; today: string }) {
  const maxCompletions = Math.max(0, ...(stats?.stats ?? []).map((s) => s.completion_count));
  return (
    <section className="page-card" aria-labelledby="stats-title">
      <h2 id="stats-title">Completion statistics</h2>
      {stats ? (
        <>
          <p>
            Total challenges: <strong data-testid="total-challenges">{stats.totalChallenges}</strong> · Total
            completions: <strong data-testid="total-completions">{stats.totalCompletions}</strong>
          </p>
          <DataTable columns={['Date', '#', 'Food', 'Completions']} empty="No day has been played yet.">
            {[...stats.stats]
              .filter((s) => s.date <= today)
              .reverse()
              .map((s) => (
                <tr key={s.date}>
                  <th scope="row" className="nowrap">
                    {s.date}
                  </th>
                  <td>{s.challengeNumber}</td>
                  <td>{s.food ?? '—'}</td>
                  <td>
                    <span className="completion-cell">
                      <span>{s.completion_count}</span>
                      <CountBar value={s.completion_count} max={maxCompletions} />
                    </span>
                  </td>
                </tr>
              ))}
          </DataTable>
        </>
      ) : (
        <p className="muted">No statistics yet.</p>
      )}
    </section>
  );
}
