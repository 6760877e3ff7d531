/**
 * The calls only the results view makes (the day's numbers, the products of the
 * carousel), apart from site/lib/game-data.ts so the first load of a game does not
 * carry them: their chunks load with the results.
 */
import { request, toCamelCase } from './api.ts';

/** An affiliate product of the carousel. */
export interface AffiliateItem {
  id: number;
  title: string;
  link: string;
  image?: string;
}

/** The carousel's products; an empty list on failure (nothing is shown then). */
export async function fetchAffiliateProducts(): Promise<AffiliateItem[]> {
  try {
    const answer = await request<{ products?: unknown }>('GET', '/public/affiliate-products');
    if (!Array.isArray(answer.products)) return [];
    return toCamelCase<AffiliateItem[]>(answer.products).filter(
      (p) => typeof p.title === 'string' && typeof p.link === 'string',
    );
  } catch (e) {
    console.error('Could not load affiliate products:', e);
    return [];
  }
}

/** One day's figures from the server (GET /api/public/challenge-stats/{date}). */
export interface DayStats {
  completionCount: number;
  gaveUpCount: number;
  guessDistribution: Record<string, number>;
  averageGuesses: number | null;
}

/** A day's figures, or undefined when they cannot be had (they are a bonus: nothing fails without them). */
export async function fetchDayStats(date: string): Promise<DayStats | undefined> {
  try {
    const answer = await request<{
      completion_count: number;
      gave_up_count: number;
      guess_distribution: Record<string, number>;
      average_guesses: number | null;
    }>('GET', `/public/challenge-stats/${encodeURIComponent(date)}`);
    return {
      completionCount: answer.completion_count,
      gaveUpCount: answer.gave_up_count,
      guessDistribution: answer.guess_distribution,
      averageGuesses: answer.average_guesses,
    };
  } catch {
    return undefined;
  }
}
