/**
 * Loading an archive day (with the arrows to the days beside it), apart from the first
 * load of / and of /practice: only /archive/N plays one.
 */
import { type ArchiveDay, fetchArchive, fetchChallenge } from '../../lib/archive-data.ts';
import { fetchToday, type Challenge } from '../../lib/game-data.ts';
import type { Nav } from '../../lib/game-session.ts';
import type { FoundDay } from './load-day.ts';
import { futureDay, OFFLINE_DAY, offline } from './load-errors.ts';

/** The archive day numbered `dayNumber`, or why not. */
export async function findArchiveDay(dayNumber: number | undefined, today: string): Promise<FoundDay> {
  let days: ArchiveDay[];
  try {
    days = await fetchArchive(today);
  } catch (e) {
    return { kind: 'error', message: offline(e) ? OFFLINE_DAY : 'Could not load archive day.' };
  }
  const entry = days.find((d) => d.challengeNumber === dayNumber);
  if (!entry) {
    // A day still to come opens at a known time: said so, with its countdown (issue #29).
    const current = await fetchToday(today).catch(() => undefined);
    if (current && dayNumber && dayNumber > current.challengeNumber)
      return {
        kind: 'error',
        message: futureDay(dayNumber, dayNumber - current.challengeNumber - 1),
        nav: { prev: '/' },
      };
    return { kind: 'error', message: 'Archive day not found.' };
  }
  const nav: Nav = {
    prev: entry.challengeNumber > 1 ? `/archive/${entry.challengeNumber - 1}` : undefined,
    next: days.some((d) => d.challengeNumber === entry.challengeNumber + 1)
      ? `/archive/${entry.challengeNumber + 1}`
      : '/',
  };
  let day: Challenge | undefined;
  try {
    day = await fetchChallenge(entry.date);
  } catch (e) {
    if (offline(e)) return { kind: 'error', message: OFFLINE_DAY, nav };
    return { kind: 'error', message: `Could not load archive challenge: ${(e as Error).message}`, nav };
  }
  if (!day) return { kind: 'error', message: 'No challenge found for this date', nav };
  return { kind: 'day', day, nav };
}
