/**
 * The statistics panel: the player's record of the Dish of the Day from this browser's
 * progress (core/statistics.ts): played, win %, the streaks, how many tries each win
 * took (today's bar marked) and the average; give-ups are counted apart.
 */
import { puzzleDate } from '../../../core/days.ts';
import { dailyResults, playerStatistics } from '../../../core/statistics.ts';
import { Modal } from '../../components/Modal.tsx';
import { allProgress, getCompletions } from '../../lib/storage.ts';
import { useLocale, useMessages } from '../../i18n/messages.ts';

export default function StatsModal({ onClose }: { onClose: () => void }) {
  const m = useMessages('windows');
  const number = new Intl.NumberFormat(useLocale(), { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const today = puzzleDate(new Date());
  const progress = allProgress();
  const streakDates = getCompletions();
  const stats = playerStatistics(dailyResults(progress, streakDates), streakDates, today);
  const todays = progress[today];
  const todaysTries = todays?.daily && todays.completed && !todays.hasGivenUp ? todays.guesses.length : undefined;
  const rows = Object.keys(stats.distribution)
    .map(Number)
    .concat(todaysTries ?? [])
    .reduce((max, n) => Math.max(max, n), 6);
  const most = Math.max(1, ...Object.values(stats.distribution));
  const figures: [string, string | number][] = [
    [m.stats_played(), stats.played],
    [m.stats_win_percent(), stats.winPercent],
    [m.stats_current_streak(), stats.currentStreak],
    [m.stats_best_streak(), stats.bestStreak],
  ];
  return (
    <Modal title={m.stats_title()} onClose={onClose} className="stats-modal" closeLabel={m.close()}>
      <dl className="stats-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dd>{value}</dd>
            <dt>{label}</dt>
          </div>
        ))}
      </dl>
      <h3 className="stats-heading">{m.stats_tries_heading()}</h3>
      {stats.wins === 0 ? (
        <p className="muted">{m.stats_no_wins()}</p>
      ) : (
        <ol className="stats-histogram" aria-label={m.stats_histogram_aria()}>
          {Array.from({ length: rows }, (_, i) => i + 1).map((tries) => {
            const count = stats.distribution[tries] ?? 0;
            const isToday = tries === todaysTries;
            return (
              <li key={tries} className={isToday ? 'today' : undefined}>
                <span className="stats-tries">{tries}</span>
                <span className="stats-bar" style={{ width: `${Math.max(8, (count / most) * 100)}%` }}>
                  {count}
                </span>
                <span className="visually-hidden">
                  {m.stats_bar_wins({ count })}
                  {m.stats_bar_tries({ count: tries })}
                  {isToday ? m.stats_bar_today() : ''}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <p className="stats-summary">
        {stats.averageTries === null
          ? m.stats_no_average()
          : m.stats_average({ average: number.format(stats.averageTries) })}{' '}
        {stats.gaveUp > 0 ? m.stats_gave_up({ count: stats.gaveUp }) : ''}
      </p>
      {stats.hardWins > 0 ? (
        <p className="stats-summary" data-testid="stats-hard">
          {m.stats_hard_wins({ count: stats.hardWins })}
        </p>
      ) : null}
      <p className="muted">{m.stats_note()}</p>
    </Modal>
  );
}
