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
import { type Catalogue, useLocale, useMessages, withLocale } from '../i18n/messages.ts';
import { localizedPath } from '../../core/locales.ts';
import '../i18n/ready/shell.ts';

/** The words of a day's status in the list. */
function statusText(status: DayStatus, entry: DayOfPlay | undefined, m: Catalogue['shell']): string {
  switch (status) {
    case 'unplayed':
      return m.archive_unplayed();
    case 'attempted':
      return m.archive_attempted();
    case 'skipped':
      return m.archive_skipped();
    case 'completed': {
      const n = entry?.guesses.length ?? 0;
      return m.archive_completed({ count: n });
    }
  }
}

/** The archive's date format in a locale (the date is a calendar day, kept in UTC). */
function dateFormat(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function ArchiveList() {
  const m = useMessages('shell');
  const locale = useLocale();
  const dates = dateFormat(locale);
  const [days, setDays] = useState<ArchiveDay[] | undefined>(undefined);
  const [error, setError] = useState('');
  const [progress, setProgress] = useState<Record<string, DayOfPlay>>({});

  useEffect(() => {
    setProgress(allProgress());
    fetchArchive(puzzleDate(new Date()))
      .then((d) => setDays([...d].reverse()))
      .catch(() => setError(m.archive_load_failed()));
  }, []);

  if (error) return <p className="error-text">{error}</p>;
  if (!days) return <p className="loading">{m.loading_data()}</p>;
  if (days.length === 0) return <p>{m.archive_empty()}</p>;

  return (
    <ul className="archive-list">
      {days.map((d) => {
        const entry = progress[d.date];
        const status = dayStatus(entry);
        return (
          <li key={d.date} data-day={d.challengeNumber} data-status={status}>
            <a href={localizedPath(`/archive/${d.challengeNumber}`, locale)}>
              <span className="archive-day">{m.archive_day({ number: d.challengeNumber })}</span>
              <span className="archive-date">{dates.format(new Date(`${d.date}T12:00:00Z`))}</span>
              <span className={`status status-${status}`}>{statusText(status, entry, m)}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export default withLocale(ArchiveList);
