/**
 * Players' synced progress (docs/accounts.md): one small record per account in the records
 * store (one file per player under <dataDir>/progress/, or one row in PostgreSQL), merged
 * with each device's changes by core/sync.ts. Deleted with the account.
 */
import { z } from 'zod';
import {
  boundPlayerData,
  EMPTY_PLAYER_DATA,
  mergePlayerData,
  type PlayerData,
  type PlayerDataBounds,
  type PlayerDataChange,
} from '../../core/sync.ts';
import { checkDayOfPlay, ISO_DATE_PATTERN, type DayOfPlay } from '../../core/schemas/day-of-play.ts';
import type { AccountDeletedHook } from './account-deleted.ts';
import { recordsFrom } from '../stores/open-records.ts';
import type { RecordStore } from '../stores/records.ts';

/** Largest sync body: a year of daily play with every hint fits several times over. */
export const SYNC_BODY_LIMIT = 512 * 1024;

const date = z.string().regex(ISO_DATE_PATTERN, 'expected a date YYYY-MM-DD');
const text = (max: number) => z.string({ error: 'expected text' }).max(max, `at most ${max} characters`);

/** A day of play: the one shape (core/schemas/day-of-play.ts), its problems as zod issues. */
const Day = z.unknown().transform((value, ctx): DayOfPlay => {
  const checked = checkDayOfPlay(value);
  if ('day' in checked) return checked.day;
  ctx.issues.push({ code: 'custom', message: checked.message, path: checked.path, input: value });
  return z.NEVER;
});

/** PUT /api/me/progress: the parts that changed on the device. */
export const PlayerDataChangeSchema = z
  .object({
    progress: z.record(date, Day, { error: 'expected days of play by date' }).optional(),
    completions: z.array(date, { error: 'expected a list of dates' }).max(10_000, 'at most 10000 dates').optional(),
    hints: z
      .record(text(200), z.array(text(60)).max(20, 'at most 20 fields'), { error: 'expected revealed hints by dish' })
      .optional(),
    preferences: z
      .object({
        values: z.record(text(40), z.union([z.string().max(100), z.number(), z.boolean(), z.null()]), {
          error: 'expected preference values',
        }),
        updatedAt: z.number({ error: 'expected a time in ms' }).int().nonnegative(),
      })
      .nullable()
      .optional(),
  })
  .strict();

const ProgressRecordSchema = z.object({
  /** The account's id. */
  id: z.string(),
  data: z.custom<PlayerData>((v) => typeof v === 'object' && v !== null),
  /** ISO time of the last change. */
  updated_at: z.string(),
});

/** The progress collection: one record per account, one file each with lowdb. */
export const PLAYER_PROGRESS = {
  name: 'progress',
  file: 'progress',
  schema: ProgressRecordSchema,
  perRecordFiles: true,
} as const;

export interface ProgressStore {
  /** The account's synced data (empty when it never synced). */
  get(userId: string): Promise<{ data: PlayerData; updatedAt: string | null }>;
  /** Merges a device's change into the stored copy, kept within `bounds`; answers the result. */
  merge(
    userId: string,
    change: PlayerDataChange,
    now: Date,
    bounds: PlayerDataBounds,
  ): Promise<{ data: PlayerData; updatedAt: string }>;
  /** Deletes the account's copy; answers whether there was one. */
  remove(userId: string): Promise<boolean>;
}

export function createProgressStore(source: string | RecordStore): ProgressStore {
  const progress = recordsFrom(source).collection(PLAYER_PROGRESS);
  return {
    async get(userId) {
      const record = await progress.get(userId);
      return { data: record?.data ?? EMPTY_PLAYER_DATA, updatedAt: record?.updated_at ?? null };
    },
    async merge(userId, change, now, bounds) {
      const record = await progress.upsert(userId, (current) => ({
        id: userId,
        data: boundPlayerData(mergePlayerData(current?.data ?? EMPTY_PLAYER_DATA, change), bounds),
        updated_at: now.toISOString(),
      }));
      return { data: record.data, updatedAt: record.updated_at };
    },
    async remove(userId) {
      return (await progress.remove(userId)) !== undefined;
    },
  };
}

/** The account-deletion hook: the synced progress goes with the account. */
export const forgetSyncedProgress: AccountDeletedHook = async ({ user, records }) => {
  await createProgressStore(records).remove(user.id);
};
