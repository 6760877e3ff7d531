/**
 * Reading and writing the player's records: each an envelope { v, updatedAt, data } that
 * expires with its record's lifetime; progress, streak, hints, preferences, consent.
 * (What leaves and enters the device, for an account or an export file, is
 * storage/transfer.ts.) Part of site/lib/storage.ts.
 */
import { local, notify, RECORD_VERSION } from './backend.ts';
import { clearCaches } from './cache.ts';
import { keepMarks, type DayOfPlay } from '../../../core/schemas/day-of-play.ts';
import {
  CHECKS,
  EXPIRY,
  isObject,
  STORAGE_KEYS,
  type ConsentRecord,
  type Envelope,
  type RecordData,
  type RecordName,
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

export function readRecord<K extends RecordName>(name: K): RecordData[K] | undefined {
  return readStamped(name)?.data;
}

/** A record and the time it was last written (epoch ms), or undefined when absent, expired or corrupt. */
export function readStamped<K extends RecordName>(name: K): { data: RecordData[K]; updatedAt: number } | undefined {
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

export function writeRecord<K extends RecordName>(name: K, data: RecordData[K], updatedAt = Date.now()): void {
  const key = STORAGE_KEYS[name];
  if (safeSet(key, envelopeText(data, updatedAt, RECORD_VERSION))) notify(key);
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
  writeRecord('progress', { ...all, [date]: keepMarks(saved, entry, all[date]) });
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

/** Remembers that hints were revealed for an answer dish (added to those already kept). */
export function revealHints(dishName: string, revealed: readonly string[]): void {
  const all = readRecord('hints') ?? {};
  const fields = new Set([...(all[dishName] ?? []), ...revealed]);
  if (fields.size === (all[dishName]?.length ?? 0)) return;
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
