/**
 * A day's numbers on the results view, as the server answers them: how many players found
 * the dish on its day and in how many tries on average, in words and as a small chart
 * with the player's own count marked. Asked for a moment after the game ends, once this
 * player's completion is counted (a win of today's dish; an archive win is not counted).
 */
import { useEffect, useState } from 'react';
import { shareWhoNeededMore } from '../../../core/statistics.ts';
import { fetchDayStats, type DayStats } from '../../lib/results-data.ts';
import { dayNumbersWords } from '../../lib/results-words.ts';

/** Long enough for the completion (sent 1 s after the win) to be counted first. */
const ASK_AFTER_MS = 1500;

const count = (n: number) => n.toLocaleString('en-US');

export function DayNumbers({
  date,
  isToday,
  tries,
  won,
}: {
  date: string;
  isToday: boolean;
  tries: number;
  won: boolean;
}) {
  const [stats, setStats] = useState<DayStats | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => void fetchDayStats(date).then((s) => live && setStats(s)), ASK_AFTER_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [date]);
  if (!stats || stats.completionCount === 0) return null;
  const words = dayNumbersWords(stats, { won, isToday });
  const entries = Object.entries(stats.guessDistribution).map(([n, c]) => [Number(n), c] as const);
  const most = Math.max(1, ...entries.map(([, c]) => c));
  const better = won ? shareWhoNeededMore(stats.guessDistribution, tries) : undefined;
  return (
    <div className="day-numbers">
      <p>
        {words}
        {better !== undefined && better > 0 ? ` ${better}% of them needed more tries than you.` : ''}
      </p>
      {entries.length > 1 ? (
        <ol className="day-chart" aria-label="Players by number of tries">
          {entries.map(([n, c]) => (
            <li
              key={n}
              className={won && n === tries ? 'mine' : undefined}
              title={`${count(c)} in ${n} ${n === 1 ? 'try' : 'tries'}`}
            >
              <span className="day-chart-bar" style={{ height: `${Math.max(6, (c / most) * 100)}%` }} />
              <span className="day-chart-label">{n}</span>
              <span className="visually-hidden">
                : {count(c)} {c === 1 ? 'player' : 'players'}
                {won && n === tries ? ' (you)' : ''}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
