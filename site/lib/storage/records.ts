/**
 * Reading and writing the player's records: each an envelope { v, updatedAt, data } that
 * expires with its record's lifetime; progress, streak, hints, preferences, consent; what
 * an account syncs; and the records of the export file. Part of site/lib/storage.ts.
 */
import { local, notify, RECORD_VERSION } from './backend.ts';
import { clearCaches } from './cache.ts';
import type { DayOfPlay } from '../../../core/schemas/day-of-play.ts';
import {
  CHECKS,
  EXPIRY,
  isObject,
  STORAGE_KEYS,
  type ConsentRecord,
  type Envelope,
  type RecordData,
  type RecordName,
  type RevealedHints,
} from './shapes.ts';
import { DEFAULT_PREFERENCES, type Preferences } from '../preferences.ts';

/** Parses a stored envelope; logs and returns undefined when it is corrupt. */
export function parseEnvelope(key: string, raw: string): Envelope<unknown> | undefined {
  try {
    const env: unknown = JSON.parse(raw);
    if (isObject(env) && typeof env.v === 'number' && typeof env.updatedAt === 'number' && 'data' in env) {
      if (env.v > RECORD_VERSION) {
        console.warn(`Ignoring ${key}: written by a newer version of Platter (record version ${env.v}).`);
        return undefined;
      }
      return env as unknown as Envelope<unknown>;
    }
    console.warn(`Ignoring corrupt ${key}: not a Platter record.`);
  } catch (e) {
    console.warn(`Ignoring corrupt ${key}: ${(e as Error).message}`);
  }
  return undefined;
}

function readRecord<K extends RecordName>(name: K): RecordData[K] | undefined {
  return readStamped(name)?.data;
}

/** A record and the time it was last written (epoch ms), or undefined when absent, expired or corrupt. */
function readStamped<K extends RecordName>(name: K): { data: RecordData[K]; updatedAt: number } | undefined {
  const key = STORAGE_KEYS[name];
  let raw: string | null;
  try {
    raw = local().getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  const env = parseEnvelope(key, raw);
  if (!env) return undefined;
  const lifetime = EXPIRY[name];
  if (lifetime !== undefined && Date.now() - env.updatedAt > lifetime) {
    local().removeItem(key);
    return undefined;
  }
  const data = CHECKS[name](env.data);
  if (data === undefined) {
    console.warn(`Ignoring corrupt ${key}: unexpected shape.`);
    return undefined;
  }
  return { data, updatedAt: env.updatedAt };
}

export function safeSet(key: string, value: string): boolean {
  try {
    local().setItem(key, value);
    return true;
  } catch {
    // Full: caches are the only thing we can give back, so drop them and try once more.
    clearCaches();
    try {
      local().setItem(key, value);
      return true;
    } catch (e) {
      console.warn(`Could not save ${key}: ${(e as Error).message}`);
      return false;
    }
  }
}

/**
 * A record's stored text: its data in the envelope. Self-contained (no imports, the
 * version passed in), because the layout's pre-hydration script runs it as text too.
 */
export function envelopeText(data: unknown, updatedAt: number, version: number): string {
  return JSON.stringify({ v: version, updatedAt, data });
}

function writeRecord<K extends RecordName>(name: K, data: RecordData[K], updatedAt = Date.now()): void {
  const key = STORAGE_KEYS[name];
  if (safeSet(key, envelopeText(data, updatedAt, RECORD_VERSION))) notify(key);
}

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

// ---------------------------------------------------------------- progress

/** Every saved day of play, keyed by challenge date. */
export function allProgress(): Record<string, DayOfPlay> {
  return readRecord('progress') ?? {};
}

/** The saved play of one challenge date, if any. */
export function getProgress(date: string): DayOfPlay | undefined {
  return allProgress()[date];
}

/** Saves one date's play; also renews the 365-day expiry of all progress. */
export function saveProgress(date: string, entry: DayOfPlay): void {
  const all = allProgress();
  const saved: DayOfPlay = { guesses: [...entry.guesses], completed: entry.completed, hasGivenUp: entry.hasGivenUp };
  if (entry.daily !== undefined) saved.daily = entry.daily;
  if (entry.stillFit || all[date]?.stillFit) saved.stillFit = true;
  writeRecord('progress', { ...all, [date]: saved });
}

/** Marks a day's game as played with the "dishes still fit" count showing (kept by later saves). */
export function markStillFit(date: string): void {
  const entry = getProgress(date);
  if (entry && !entry.stillFit) saveProgress(date, { ...entry, stillFit: true });
}

// ---------------------------------------------------------------- streak

/** Win dates for the streak (ascending). */
export function getCompletions(): string[] {
  return readRecord('streak')?.completions ?? [];
}

/** Adds a won date to the streak record (a repeat is harmless). */
export function addCompletion(date: string): void {
  const completions = [...new Set([...getCompletions(), date])].sort();
  writeRecord('streak', { completions, lastUpdated: new Date().toISOString() });
}

// ---------------------------------------------------------------- hints

/** The hint fields already revealed for an answer dish. */
export function getRevealedHints(dishName: string): string[] {
  return readRecord('hints')?.[dishName] ?? [];
}

/** Remembers that a hint was revealed for an answer dish. */
export function revealHint(dishName: string, field: string): void {
  const all = readRecord('hints') ?? {};
  const fields = new Set(all[dishName] ?? []);
  fields.add(field);
  writeRecord('hints', { ...all, [dishName]: [...fields] });
}

// ---------------------------------------------------------------- preferences

/** The player's preferences, defaults filled in. */
export function getPreferences(): Preferences {
  return readRecord('preferences') ?? { ...DEFAULT_PREFERENCES };
}

/** Changes some preferences and keeps the rest. */
export function setPreferences(change: Partial<Preferences>): Preferences {
  const next = { ...getPreferences(), ...change };
  writeRecord('preferences', next);
  return next;
}

/** The storage key of the preferences record (for the pre-paint theme script and change listeners). */
export const PREFERENCES_KEY = STORAGE_KEYS.preferences;

// ---------------------------------------------------------------- consent

/** The stored cookie choice, or undefined when the banner should ask. */
export function getConsent(): ConsentRecord | undefined {
  return readRecord('consent');
}

/** Stores a cookie choice with version 1.0 and the current time. */
export function setConsent(choice: { analytics: boolean; advertising: boolean }): ConsentRecord {
  const record: ConsentRecord = {
    essential: true,
    analytics: choice.analytics,
    advertising: choice.advertising,
    timestamp: new Date().toISOString(),
    version: '1.0',
  };
  writeRecord('consent', record);
  return record;
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
