/**
 * The game's calls to the public API (player.md section 7), each with the cache
 * lifetime of section 9. Food records keep their content shape (FoodRecord, snake_case).
 * The calls of past days (the archive list, one past day) are archive-data.ts, which the
 * first load of / does not carry.
 */
import {
  isFoodIndexFile,
  isFoodNamesFile,
  type FoodDataUrls,
  type FoodIndexFile,
  type FoodNamesFile,
} from '../../core/food-index.ts';
import type { FoodRecord } from '../../core/schemas/food.ts';
import type { Relations } from '../../core/schemas/relations.ts';
import { ApiError, cachedGet, request } from './api.ts';
import { CACHE_TTL, cacheDelete, cacheGet, cacheNames, cacheSet, playerId } from './storage.ts';

/** A challenge day with its answer, as /public/daily-challenge/* answer it. */
export interface Challenge {
  date: string;
  challengeNumber: number;
  food: FoodRecord;
}

/** A challenge as the API answers it (the answer's name, or its whole record). */
export interface ChallengeAnswer {
  hasChallenge?: boolean;
  food?: FoodRecord | string | null;
  date?: string;
  challengeNumber?: number;
}

/** A challenge answer as a Challenge (fetching the food when the answer names it); undefined for none. */
export async function toChallenge(answer: ChallengeAnswer): Promise<Challenge | undefined> {
  if (answer.hasChallenge === false || !answer.food || !answer.date || !answer.challengeNumber) return undefined;
  const food = typeof answer.food === 'string' ? await fetchFood(answer.food) : answer.food;
  return { date: answer.date, challengeNumber: answer.challengeNumber, food };
}

/**
 * Today's challenge, or undefined when the calendar has none. Cached for an hour, and
 * under today's date, so a cached answer never outlives its day.
 */
export async function fetchToday(today: string): Promise<Challenge | undefined> {
  // The server decides which day it is; the key only keeps a cached answer from outliving its day.
  return toChallenge(
    await cachedGet<ChallengeAnswer>('/public/daily-challenge/today', `today_${today}`, CACHE_TTL.today),
  );
}

/**
 * How long this browser keeps the names file and the scoring index: their URLs change
 * with their content, so a copy is good until a build replaces it (then it is dropped).
 */
export const FOOD_DATA_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The cache name of a built data file. */
const dataCacheName = (url: string) => `fooddata_${url}`;

/**
 * Drops what no longer serves: the whole food list older versions kept (a megabyte with
 * the descriptions), and the names and index of other builds.
 */
export function dropOldFoodCaches(keep: FoodDataUrls): void {
  const current = new Set(
    [keep.names, keep.index, ...Object.values(keep.localeNames ?? {})].map((url) => dataCacheName(url!)),
  );
  for (const name of cacheNames()) {
    if (name === 'foods_all' || name === 'foods_1000' || (name.startsWith('fooddata_') && !current.has(name)))
      cacheDelete(name);
  }
}

/**
 * One of the game's data files: from this browser's cache, else the built file, else
 * the API's copy (a site built apart from the API may not have the file), else an
 * expired cached copy when offline.
 */
export async function fetchFoodData<T>(
  url: string,
  apiPath: string,
  check: (value: unknown) => value is T,
): Promise<T> {
  const name = dataCacheName(url);
  const hit = cacheGet<unknown>(name);
  if (check(hit)) return hit;
  let value: unknown;
  try {
    const res = await fetch(url);
    if (!res.ok) throw new ApiError(`HTTP error! status: ${res.status}`, res.status);
    value = await res.json();
  } catch {
    try {
      value = await request<unknown>('GET', apiPath);
    } catch (e) {
      const stale = cacheGet<unknown>(name, { allowStale: true });
      if (check(stale)) return stale;
      throw e;
    }
  }
  if (!check(value)) throw new ApiError(`Unexpected content in ${url}`, 500);
  cacheSet(name, value, FOOD_DATA_TTL_MS);
  return value;
}

/** Every dish's name, slug and aliases: what suggestions need (core/food-index.ts). */
export function fetchFoodNames(urls: FoodDataUrls): Promise<FoodNamesFile> {
  return fetchFoodData(urls.names, '/public/food-names', isFoodNamesFile);
}

/** Every dish without its description: what scoring and the food browser need. */
export function fetchFoodIndex(urls: FoodDataUrls): Promise<FoodIndexFile> {
  return fetchFoodData(urls.index, '/public/food-index', isFoodIndexFile);
}

/** One food by name ('Food name is required' without one). */
export async function fetchFood(name: string): Promise<FoodRecord> {
  if (!name.trim()) throw new ApiError('Food name is required', 400);
  const answer = await cachedGet<{ food?: FoodRecord } & Partial<FoodRecord>>(
    `/public/foods/${encodeURIComponent(name)}`,
    `food_${name.toLowerCase()}`,
    CACHE_TTL.food,
  );
  const food = answer.food ?? (answer.name ? (answer as FoodRecord) : undefined);
  if (!food) throw new ApiError(`Food not found: ${name}`, 404);
  return food;
}

/** Seconds until the next puzzle, by the server's clock. */
export async function fetchSecondsUntilReset(): Promise<number> {
  const answer = await request<{ secondsUntilReset?: number }>('GET', '/daily-challenge/next-challenge-time');
  if (typeof answer.secondsUntilReset !== 'number') throw new ApiError('No secondsUntilReset in the answer', 500);
  return answer.secondsUntilReset;
}

/**
 * Records a finished game with the server: a win with its tries, or a give-up (counted
 * apart). Silent on failure: the local streak does not depend on it.
 */
export async function recordCompletion(
  date: string,
  challengeNumber: number,
  outcome: { guessCount: number; hasGivenUp: boolean },
): Promise<void> {
  try {
    await request('POST', '/public/challenge-complete', {
      date,
      challengeNumber,
      playerId: playerId(),
      guessCount: outcome.guessCount,
      hasGivenUp: outcome.hasGivenUp,
    });
  } catch (e) {
    console.error('Could not record the completion:', e);
  }
}

/** The scoring relations, emitted at build time from content/relations.yaml. */
export async function fetchRelations(): Promise<Relations> {
  const res = await fetch('/data/relations.json');
  if (!res.ok) throw new ApiError(`HTTP error! status: ${res.status}`, res.status);
  return (await res.json()) as Relations;
}
