/**
 * The results leagues count (docs/leagues.md, "Which results count"), as a store; the
 * server scores a synced day in day-result.ts. A day of play enters
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
import { addDays } from '../../core/days.ts';
import { extendRun } from '../../core/streaks.ts';
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

export interface ResultStore {
  get(userId: string): Promise<ResultsRecord | undefined>;
  /** Several accounts' records at once, by id (absent ids left out). */
  many(userIds: readonly string[]): Promise<Map<string, ResultsRecord>>;
  /**
   * Counts `result` (day-result.ts resultOfDay) as the player's result of `today`, the
   * server's puzzle date, unless one is counted already; answers whether it did.
   */
  recordToday(userId: string, result: DayResult, today: string): Promise<boolean>;
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
    async recordToday(userId, result, today) {
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
