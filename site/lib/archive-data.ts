/**
 * The calls for past days (player.md section 7): the archive's list of days and one past
 * day's challenge, each with the cache lifetime of section 9. Apart from game-data.ts so
 * the first load of / does not carry them: the archive pages, yesterday's dish on the
 * results and a day without a dish load them.
 */
import { type ApiError, cachedGet, toCamelCase } from './api.ts';
import { type Challenge, type ChallengeAnswer, toChallenge } from './game-data.ts';
import { CACHE_TTL, cacheGet, cacheNames } from './storage.ts';

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
 * the list grows at midnight without waiting for the cache. With no connection, the
 * newest list this browser kept from an earlier day (issue #29: archive days opened
 * before still play offline).
 */
export async function fetchArchive(today: string): Promise<ArchiveDay[]> {
  let answer: ArchiveAnswer;
  try {
    answer = await cachedGet<ArchiveAnswer>('/public/daily-challenges', `archive_${today}`, CACHE_TTL.archive);
  } catch (e) {
    const kept = (e as ApiError).status === 0 ? keptArchive() : undefined;
    if (!kept) throw e;
    answer = kept;
  }
  const rows = Array.isArray(answer.data) ? answer.data : Array.isArray(answer.challenges) ? answer.challenges : [];
  const days: ArchiveDay[] = [];
  for (const row of toCamelCase<{ date?: unknown; challengeNumber?: unknown }[]>(rows)) {
    if (typeof row.date === 'string' && typeof row.challengeNumber === 'number' && row.date < today) {
      days.push({ date: row.date, challengeNumber: row.challengeNumber });
    }
  }
  return days.sort((a, b) => a.challengeNumber - b.challengeNumber);
}

type ArchiveAnswer = { data?: unknown; challenges?: unknown };

/** The newest archive list kept under an earlier date ('archive_2026-11-24'), expired or not. */
function keptArchive(): ArchiveAnswer | undefined {
  const newest = cacheNames()
    .filter((n) => n.startsWith('archive_'))
    .sort()
    .at(-1);
  return newest ? cacheGet<ArchiveAnswer>(newest, { allowStale: true }) : undefined;
}
