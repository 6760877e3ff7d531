/**
 * The statistics panel: the player's record of the Dish of the Day from this browser's
 * progress (core/statistics.ts): played, win %, the streaks, how many tries each win
 * took (today's bar marked) and the average; give-ups are counted apart.
 */
import { puzzleDate } from '../../../core/days.ts';
import { dailyResults, playerStatistics } from '../../../core/statistics.ts';
import { Modal } from '../../components/Modal.tsx';
import { allProgress, getCompletions } from '../../lib/storage.ts';

export default function StatsModal({ onClose }: { onClose: () => void }) {
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
    ['Played', stats.played],
    ['Win %', stats.winPercent],
    ['Current streak', stats.currentStreak],
    ['Best streak', stats.bestStreak],
  ];
  return (
    <Modal title="Statistics" onClose={onClose} className="stats-modal">
      <dl className="stats-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dd>{value}</dd>
            <dt>{label}</dt>
          </div>
        ))}
      </dl>
      <h3 className="stats-heading">Tries per win</h3>
      {stats.wins === 0 ? (
        <p className="muted">No wins yet: the chart fills in as you find the Dish of the Day.</p>
      ) : (
        <ol className="stats-histogram" aria-label="Wins by number of tries">
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
                  {count === 1 ? ' win' : ' wins'} in {tries} {tries === 1 ? 'try' : 'tries'}
                  {isToday ? ", today's" : ''}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <p className="stats-summary">
        {stats.averageTries === null ? 'No average yet.' : `Average: ${stats.averageTries.toFixed(1)} tries per win.`}{' '}
        {stats.gaveUp > 0 ? `Gave up ${stats.gaveUp} ${stats.gaveUp === 1 ? 'time' : 'times'}.` : ''}
      </p>
      {stats.hardWins > 0 ? (
        <p className="stats-summary" data-testid="stats-hard">
          {stats.hardWins} {stats.hardWins === 1 ? 'win' : 'wins'} in hard mode (no hints, no still-fit count).
        </p>
      ) : null}
      <p className="muted">Only the Dish of the Day played on its own day counts; archive and practice games do not.</p>
    </Modal>
  );
}
