/**
 * What leaves and enters this device: the records an account syncs (site/lib/sync.ts),
 * the copy the server last confirmed (`platter_sync`), and the records of the export
 * file (site/lib/storage-transfer.ts). Part of the storage module, apart from storage.ts
 * so that the game's first load does not carry it: only those two modules import it.
 */
import type { DayOfPlay } from '../../../core/schemas/day-of-play.ts';
import { DEFAULT_PREFERENCES, type Preferences } from '../preferences.ts';
import { local } from './backend.ts';
import { allProgress, getCompletions, parseEnvelope, readRecord, readStamped, writeRecord } from './records.ts';
import { CHECKS, isObject, STORAGE_KEYS, type RecordName, type RevealedHints } from './shapes.ts';

// ---------------------------------------------------------------- what an account syncs

/** The records an account keeps on the server (site/lib/sync.ts), as they are on this device. */
export interface SyncedRecords {
  progress: Record<string, DayOfPlay>;
  completions: string[];
  hints: RevealedHints;
  preferences: Preferences;
  /** When the preferences were last changed here (0: never, the defaults). */
  preferencesUpdatedAt: number;
}

export function readSyncedRecords(): SyncedRecords {
  const prefs = readStamped('preferences');
  return {
    progress: allProgress(),
    completions: getCompletions(),
    hints: readRecord('hints') ?? {},
    preferences: prefs?.data ?? { ...DEFAULT_PREFERENCES },
    preferencesUpdatedAt: prefs?.updatedAt ?? 0,
  };
}

/**
 * Writes what a sync merged, only the records that changed, each through its shape check;
 * the preferences keep the time they were changed on the device that changed them.
 */
export function writeSyncedRecords(next: SyncedRecords): void {
  const now = readSyncedRecords();
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const clean = <K extends RecordName>(name: K, data: unknown) => CHECKS[name](data);
  if (!same(now.progress, next.progress)) {
    const progress = clean('progress', next.progress);
    if (progress) writeRecord('progress', progress);
  }
  if (!same(now.completions, next.completions))
    writeRecord('streak', {
      completions: [...new Set(next.completions)].sort(),
      lastUpdated: new Date().toISOString(),
    });
  if (!same(now.hints, next.hints)) {
    const hints = clean('hints', next.hints);
    if (hints) writeRecord('hints', hints);
  }
  if (next.preferencesUpdatedAt > now.preferencesUpdatedAt && !same(now.preferences, next.preferences)) {
    const prefs = clean('preferences', next.preferences);
    if (prefs) writeRecord('preferences', prefs, next.preferencesUpdatedAt);
  }
}

/** Where the copy the server last confirmed is kept, per account (not exported: it is the account's). */
export const SYNC_KEY = 'platter_sync';

/** The copy the server last confirmed for `userId`, or undefined (none, another account's, or corrupt). */
export function readConfirmed<T>(userId: string): T | undefined {
  try {
    const raw = local().getItem(SYNC_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return isObject(parsed) && parsed.userId === userId && parsed.data ? (parsed.data as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the copy the server confirmed for `userId`. */
export function writeConfirmed(userId: string, data: unknown): void {
  try {
    local().setItem(SYNC_KEY, JSON.stringify({ userId, data }));
  } catch {
    // Full: the next sync sends everything again, which the merge makes harmless.
  }
}

// ---------------------------------------------------------------- records for export and import

/** The stored envelopes of the player's own records, by key (for the export file). */
export function playerRecords(): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const key of Object.values(STORAGE_KEYS)) {
    const raw = local().getItem(key);
    if (raw === null) continue;
    const env = parseEnvelope(key, raw);
    if (env) data[key] = env;
  }
  return data;
}

/**
 * Restores one record from an export file: an envelope, a bare record or its JSON text.
 * Returns false (and writes nothing) when it does not pass the record's checks.
 */
export function restoreRecord(key: string, value: unknown): boolean {
  const name = (Object.keys(STORAGE_KEYS) as RecordName[]).find((n) => STORAGE_KEYS[n] === key);
  if (!name) return false;
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return false;
    }
  }
  const data = isObject(parsed) && 'data' in parsed && typeof parsed.v === 'number' ? parsed.data : parsed;
  const clean = CHECKS[name](data);
  if (clean === undefined) return false;
  writeRecord(name, clean as never);
  return true;
}
