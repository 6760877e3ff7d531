/**
 * The calls for past days (player.md section 7): the archive's list of days and one past
 * day's challenge, each with the cache lifetime of section 9. Apart from game-data.ts so
 * the first load of / does not carry them: the archive pages, yesterday's dish on the
 * results and a day without a dish load them.
 */
import { cachedGet, toCamelCase } from './api.ts';
import { type Challenge, type ChallengeAnswer, toChallenge } from './game-data.ts';
import { CACHE_TTL } from './storage.ts';

/** One past day of the archive. */
export interface ArchiveDay {
  date: string;
  challengeNumber: number;
}

/** The challenge of a past date; the API refuses future ones. */
export async function fetchChallenge(date: string): Promise<Challenge | undefined> {
  return toChallenge(
    await cachedGet<ChallengeAnswer>(
      `/public/daily-challenge/${encodeURIComponent(date)}`,
      `challenge_${date}`,
      CACHE_TTL.challenge,
    ),
  );
}

/**
 * The past days of the archive, oldest first. Cached under today's date for a day, so
 * the list grows at midnight without waiting for the cache.
 */
export async function fetchArchive(today: string): Promise<ArchiveDay[]> {
  const answer = await cachedGet<{ data?: unknown; challenges?: unknown }>(
    '/public/daily-challenges',
    `archive_${today}`,
    CACHE_TTL.archive,
  );
  const rows = Array.isArray(answer.data) ? answer.data : Array.isArray(answer.challenges) ? answer.challenges : [];
  const days: ArchiveDay[] = [];
  for (const row of toCamelCase<{ date?: unknown; challengeNumber?: unknown }[]>(rows)) {
    if (typeof row.date === 'string' && typeof row.challengeNumber === 'number' && row.date < today) {
      days.push({ date: row.date, challengeNumber: row.challengeNumber });
    }
  }
  return days.sort((a, b) => a.challengeNumber - b.challengeNumber);
}
