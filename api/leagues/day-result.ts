/**
 * A synced day of play as a league result (docs/leagues.md, "Which results count"): the
 * server scores today's finished day itself from the guesses and the content, with its own
 * clock's time. Apart from the result store so that the account-deletion hooks (which the
 * CLI loads) do not load the content's search and scoring.
 */
import { findFood, foodOfDate, type ContentState } from '../content-state.ts';
import type { DayOfPlay } from '../../core/schemas/day-of-play.ts';
import { rowColors } from '../../core/scoring.ts';
import { rowLetters } from '../../core/share.ts';
import type { PlayerData } from '../../core/sync.ts';
import { RESULT_GUESSES_KEPT, type DayResult } from './results.ts';

/** Hard mode, read where the day of play carries it (issue #29's `hard` mark). */
const isHard = (day: DayOfPlay): boolean => (day as DayOfPlay & { hard?: unknown }).hard === true;

/**
 * Today's result as the server scores it from the synced day of play, or undefined when
 * the day is not finished, or claims a win its guesses do not hold. The win is the
 * server's own finding (the last guess names the day's dish), never the device's word.
 */
export function resultOfDay(state: ContentState, date: string, data: PlayerData, now: Date): DayResult | undefined {
  const day = Object.hasOwn(data.progress, date) ? data.progress[date] : undefined;
  const answer = foodOfDate(state, date);
  if (!day?.completed || !answer) return undefined;
  const guessed = day.guesses.map((name) => findFood(state, name));
  const last = guessed[guessed.length - 1];
  const solved = !day.hasGivenUp && last?.slug === answer.slug;
  if (!solved && !day.hasGivenUp) return undefined;
  const known = guessed.filter((f) => f !== undefined).slice(0, RESULT_GUESSES_KEPT);
  const revealed = new Set<string>();
  for (const [dish, fields] of Object.entries(data.hints))
    if (findFood(state, dish)?.slug === answer.slug) for (const f of fields) revealed.add(f);
  return {
    solved,
    tries: day.guesses.length,
    hints: revealed.size,
    hard: isHard(day),
    finished_at: now.toISOString(),
    rows: known.map((food) => rowLetters(rowColors(food, answer, state.scoring))),
    guesses: known.map((food) => food.name),
  };
}
