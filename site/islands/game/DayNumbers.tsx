/**
 * A day's numbers on the results view, as the server answers them: how many players found
 * the dish on its day and in how many tries on average, in words and as a small chart
 * with the player's own count marked. Asked for a moment after the game ends, once this
 * player's completion is counted (a win of today's dish; an archive win is not counted).
 */
import { useEffect, useState } from 'react';
import { shareWhoNeededMore } from '../../../core/statistics.ts';
import { useLocale, useMessages } from '../../i18n/messages.ts';
import { fetchDayStats, type DayStats } from '../../lib/results-data.ts';

/** Long enough for the completion (sent 1 s after the win) to be counted first. */
const ASK_AFTER_MS = 1500;

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
  const m = useMessages('board');
  const locale = useLocale();
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
  const count = (n: number) => n.toLocaleString(locale);
  const when = isToday ? m.when_today() : m.when_day();
  // The server counts a win only on its own day: an archive win is not among the finders.
  const counted = won && isToday;
  const others = counted ? Math.max(0, stats.completionCount - 1) : stats.completionCount;
  const average =
    stats.averageGuesses === null
      ? ''
      : m.found_average({
          average: stats.averageGuesses.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
        });
  const found = counted
    ? others === 0
      ? m.found_first({ when })
      : m.found_you_and({ count: others, when })
    : m.found_players({ count: stats.completionCount, when });
  const words = `${found}${average}${m.found_end()}`;
  const entries = Object.entries(stats.guessDistribution).map(([n, c]) => [Number(n), c] as const);
  const most = Math.max(1, ...entries.map(([, c]) => c));
  const better = won ? shareWhoNeededMore(stats.guessDistribution, tries) : undefined;
  return (
    <div className="day-numbers">
      <p>
        {words}
        {better !== undefined && better > 0 ? m.found_better({ percent: better }) : ''}
      </p>
      {entries.length > 1 ? (
        <ol className="day-chart" aria-label={m.chart_aria()}>
          {entries.map(([n, c]) => (
            <li
              key={n}
              className={won && n === tries ? 'mine' : undefined}
              title={m.chart_bar({ count: count(c), tries: n })}
            >
              <span className="day-chart-bar" style={{ height: `${Math.max(6, (c / most) * 100)}%` }} />
              <span className="day-chart-label">{n}</span>
              <span className="visually-hidden">
                : {m.chart_players({ count: c })}
                {won && n === tries ? m.chart_you() : ''}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
