/**
 * The results leagues count (docs/leagues.md, "Which results count"): a day of play enters
 * a player's record only when the server itself sees it finished on its own day. That is
 * when a signed-in player's sync (PUT /api/me/progress) brings today's day of play,
 * finished, and today is the server's clock's puzzle date. The time recorded is the
 * server's; a day synced after its midnight (played offline, or claimed for a past date)
 * never enters, whatever the device says, and archive and practice games never reach it.
 *
 * What is kept, per account (one small record, one file each with lowdb): each counted
 * day of the last RESULT_DAYS_KEPT days (won or not, tries, hints, hard mode, the time,
 * each guess's colours and the guessed dishes' names), and the current run of wins on
 * their own day (the streak column). Deleted with the account; in the data export.
 */
import { z } from 'zod';
import { findFood, foodOfDate, type ContentState } from '../content-state.ts';
import { addDays } from '../../core/days.ts';
import type { DayOfPlay } from '../../core/schemas/day-of-play.ts';
import { rowColors } from '../../core/scoring.ts';
import { rowLetters } from '../../core/share.ts';
import { extendRun } from '../../core/streaks.ts';
import type { PlayerData } from '../../core/sync.ts';
import type { AccountDeletedHook } from '../accounts/account-deleted.ts';
import { recordsFrom } from '../stores/open-records.ts';
import type { RecordStore } from '../stores/records.ts';

/** Days a record keeps: enough for the longest month's table. */
export const RESULT_DAYS_KEPT = 40;

/** Guesses a counted day keeps (colours and names); the tries count them all. */
export const RESULT_GUESSES_KEPT = 60;

const DayResultSchema = z.object({
  /** Won: the last guess named the day's dish. False for a give-up. */
  solved: z.boolean(),
  /** Guesses made, the winning one included. */
  tries: z.number().int().nonnegative(),
  /** Hint fields the player had revealed for the day's dish. */
  hints: z.number().int().nonnegative(),
  /** Played in hard mode (the day of play's `hard` mark). */
  hard: z.boolean().default(false),
  /** ISO time the server saw the day finished. */
  finished_at: z.string(),
  /** Each guess's colours in board order, as letters (core/share.ts rowLetters); the first RESULT_GUESSES_KEPT. */
  rows: z.array(z.string()).default([]),
  /** The guessed dishes' names, as the content names them; the first RESULT_GUESSES_KEPT. */
  guesses: z.array(z.string()).default([]),
});
export type DayResult = z.output<typeof DayResultSchema>;

const ResultsRecordSchema = z.object({
  /** The account's id. */
  id: z.string(),
  /** Counted days by date (YYYY-MM-DD), the last RESULT_DAYS_KEPT. */
  days: z.record(z.string(), DayResultSchema).default({}),
  /** The current run of wins on their own day: its last day and length (core/streaks.ts DayRun). */
  run: z.object({ through: z.string(), length: z.number().int().positive() }).nullable().default(null),
});
export type ResultsRecord = z.output<typeof ResultsRecordSchema>;

/** The on-day results collection: one record per account, one file each with lowdb (`data/results/`). */
export const ON_DAY_RESULTS = {
  name: 'on_day_results',
  file: 'results',
  schema: ResultsRecordSchema,
  perRecordFiles: true,
} as const;

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

export interface ResultStore {
  get(userId: string): Promise<ResultsRecord | undefined>;
  /** Several accounts' records at once, by id (absent ids left out). */
  many(userIds: readonly string[]): Promise<Map<string, ResultsRecord>>;
  /**
   * Counts today's day of play when the synced data holds it finished and it is not
   * counted yet; answers whether it did. `today` is the server's puzzle date.
   */
  recordToday(userId: string, data: PlayerData, state: ContentState, today: string, now: Date): Promise<boolean>;
  remove(userId: string): Promise<void>;
}

export function createResultStore(source: string | RecordStore): ResultStore {
  const results = recordsFrom(source).collection(ON_DAY_RESULTS);
  return {
    get: (userId) => results.get(userId),
    async many(userIds) {
      const found = await Promise.all(userIds.map((id) => results.get(id)));
      return new Map(found.filter((r) => r !== undefined).map((r) => [r.id, r]));
    },
    async recordToday(userId, data, state, today, now) {
      const result = resultOfDay(state, today, data, now);
      if (!result) return false;
      if ((await results.get(userId))?.days[today]) return false;
      let counted = false;
      await results.upsert(userId, (current) => {
        const record = current ?? { id: userId, days: {}, run: null };
        // Two syncs at once: the first to arrive is the one counted.
        if (Object.hasOwn(record.days, today)) return record;
        counted = true;
        const oldest = addDays(today, -(RESULT_DAYS_KEPT - 1));
        const days = Object.fromEntries(Object.entries(record.days).filter(([date]) => date >= oldest && date < today));
        days[today] = result;
        return { id: userId, days, run: result.solved ? extendRun(record.run, today) : record.run };
      });
      return counted;
    },
    async remove(userId) {
      await results.remove(userId);
    },
  };
}

/** The account-deletion hook: the counted results go with the account. */
export const forgetOnDayResults: AccountDeletedHook = async ({ user, records }) => {
  await createResultStore(records).remove(user.id);
};
