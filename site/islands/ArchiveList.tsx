/**
 * The archive list: every past day (before today in New York), newest first, with this
 * player's status for each: unplayed, attempted, completed (with the guess count) or
 * skipped (gave up).
 */
import { useEffect, useState } from 'react';
import { puzzleDate } from '../../core/days.ts';
import { fetchArchive, type ArchiveDay } from '../lib/archive-data.ts';
import { allProgress } from '../lib/storage.ts';
import type { DayOfPlay } from '../../core/schemas/day-of-play.ts';
import { dayStatus, type DayStatus } from '../lib/archive-status.ts';

/** The words of a day's status in the list. */
function statusText(status: DayStatus, entry: DayOfPlay | undefined): string {
  switch (status) {
    case 'unplayed':
      return 'Unplayed';
    case 'attempted':
      return 'Attempted';
    case 'skipped':
      return 'Skipped';
    case 'completed': {
      const n = entry?.guesses.length ?? 0;
      return `Completed in ${n} ${n === 1 ? 'try' : 'tries'}`;
    }
  }
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export default function ArchiveList() {
  const [days, setDays] = useState<ArchiveDay[] | undefined>(undefined);
  const [error, setError] = useState('');
  const [progress, setProgress] = useState<Record<string, DayOfPlay>>({});

  useEffect(() => {
    setProgress(allProgress());
    fetchArchive(puzzleDate(new Date()))
      .then((d) => setDays([...d].reverse()))
      .catch(() => setError('Could not load archive data. Please try again later.'));
  }, []);

  if (error) return <p className="error-text">{error}</p>;
  if (!days) return <p className="loading">Loading data, just a moment...</p>;
  if (days.length === 0) return <p>No past days yet: today's dish is the first. Come back tomorrow!</p>;

  return (
    <ul className="archive-list">
      {days.map((d) => {
        const entry = progress[d.date];
        const status = dayStatus(entry);
        return (
          <li key={d.date} data-day={d.challengeNumber} data-status={status}>
            <a href={`/archive/${d.challengeNumber}`}>
              <span className="archive-day">Day #{d.challengeNumber}</span>
              <span className="archive-date">{dateFormat.format(new Date(`${d.date}T12:00:00Z`))}</span>
              <span className={`status status-${status}`}>{statusText(status, entry)}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
