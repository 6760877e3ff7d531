/**
 * The one module that touches localStorage (and sessionStorage). Every key starts with
 * `platter_`; every record is an envelope { v, updatedAt, data } so a future format can
 * be told apart; progress, streaks and revealed hints expire 365 days after the last
 * activity; caches live under `platter_cache_` with their own lifetimes. A record that
 * does not parse or has the wrong shape is logged and ignored, never a crash.
 */
import { ANIMATION_SPEEDS, BACKGROUNDS, DEFAULT_PREFERENCES, FONT_SIZE, PALETTES, type Preferences } from './preferences.ts';

const DAY_MS = 86_400_000;

/** The keys of the player's own records (the ones export and import carry). */
export const STORAGE_KEYS = {
  progress: 'platter_progress',
  streak: 'platter_streak',
  hints: 'platter_hints',
  preferences: 'platter_preferences',
  consent: 'platter_consent',
} as const;
type RecordName = keyof typeof STORAGE_KEYS;

/** The key of the anonymous player id sent with completions (not exported: it names this browser). */
export const PLAYER_KEY = 'platter_player';
/** Every cache key starts with this. */
export const CACHE_PREFIX = 'platter_cache_';
/** The envelope version this code writes and reads. */
export const RECORD_VERSION = 1;
/** Progress, streaks and hints are dropped when the last activity is older than this. */
export const ACTIVITY_EXPIRY_MS = 365 * DAY_MS;
/** Cookie consent is asked again after a year (privacy policy). */
export const CONSENT_EXPIRY_MS = 365 * DAY_MS;

/** Cache lifetimes of player.md section 9. */
export const CACHE_TTL = {
  foods: DAY_MS,
  foodNames: DAY_MS,
  food: 10 * 60_000,
  today: 60 * 60_000,
  challenge: DAY_MS,
  archive: DAY_MS,
} as const;

/** One day of play, keyed by its challenge date. */
export interface ProgressEntry {
  /** Dish names in the order guessed. */
  guesses: string[];
  /** Finished: won, or gave up. */
  completed: boolean;
  /** Finished by giving up. */
  hasGivenUp: boolean;
  /**
   * Played as the Dish of the Day on its own day (the only games the streak and the
   * statistics count). Absent in progress saved before it was kept: see core/statistics.ts.
   */
  daily?: boolean;
  /** The "dishes still fit" count was on during this game: the share text says so. Once set, it stays. */
  stillFit?: boolean;
}

/** Dates the player won the Dish of the Day on its own day, for the streak. */
export interface StreakData {
  /** Challenge dates (YYYY-MM-DD) won as the daily game on that day, ascending, no duplicates. */
  completions: string[];
  /** ISO time of the last change. */
  lastUpdated: string;
}

/** Revealed hint fields per answer dish name. */
export type RevealedHints = Record<string, string[]>;

/** The cookie choice (admin.md section 3). */
export interface ConsentRecord {
  essential: true;
  analytics: boolean;
  advertising: boolean;
  /** ISO time of the choice. */
  timestamp: string;
  version: '1.0';
}

interface Envelope<T> {
  v: number;
  /** Epoch ms of the last write: the "last activity" the expiry counts from. */
  updatedAt: number;
  data: T;
}

// ---------------------------------------------------------------- backend

let backend: Storage | undefined;
let sessionBackend: Storage | undefined;

/** A Storage kept in memory, for browsers that refuse localStorage (private modes, disabled storage), and for tests. */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

function local(): Storage {
  if (!backend) {
    try {
      backend = globalThis.localStorage;
      backend.getItem(PLAYER_KEY);
    } catch {
      backend = undefined;
    }
    backend ??= memoryStorage();
  }
  return backend;
}

function session(): Storage {
  if (!sessionBackend) {
    try {
      sessionBackend = globalThis.sessionStorage;
      sessionBackend.getItem(PLAYER_KEY);
    } catch {
      sessionBackend = undefined;
    }
    sessionBackend ??= memoryStorage();
  }
  return sessionBackend;
}

/**
 * Points the module at other Storage objects. Tests use it to run against a fresh
 * store; the site never calls it.
 */
export function useStorage(localStore: Storage, sessionStore: Storage = memoryStorage()): void {
  backend = localStore;
  sessionBackend = sessionStore;
  cacheCounters.hits = 0;
  cacheCounters.misses = 0;
}

// ---------------------------------------------------------------- change events

/** The window event fired after this module writes a key (detail: the key). */
export const STORAGE_EVENT = 'platter:storage';

function notify(key: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(STORAGE_EVENT, { detail: key }));
}

/**
 * Calls `listener` whenever `key` changes, in this tab or another one. Returns the
 * function that stops listening.
 */
export function onStorageChange(key: string, listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const mine = (e: Event) => {
    if ((e as CustomEvent<string>).detail === key) listener();
  };
  const other = (e: StorageEvent) => {
    if (e.key === key || e.key === null) listener();
  };
  window.addEventListener(STORAGE_EVENT, mine);
  window.addEventListener('storage', other);
  return () => {
    window.removeEventListener(STORAGE_EVENT, mine);
    window.removeEventListener('storage', other);
  };
}

// ---------------------------------------------------------------- records

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Shape checks per record: each answers the cleaned data, or undefined when it is unusable. */
const CHECKS: { [K in RecordName]: (data: unknown) => RecordData[K] | undefined } = {
  progress(data) {
    if (!isObject(data)) return undefined;
    const out: Record<string, ProgressEntry> = {};
    for (const [date, entry] of Object.entries(data)) {
      if (!isDate(date) || !isObject(entry) || !isStringList(entry.guesses)) continue;
      out[date] = { guesses: entry.guesses, completed: entry.completed === true, hasGivenUp: entry.hasGivenUp === true };
      if (typeof entry.daily === 'boolean') out[date]!.daily = entry.daily;
      if (entry.stillFit === true) out[date]!.stillFit = true;
    }
    return out;
  },
  streak(data) {
    if (!isObject(data) || !Array.isArray(data.completions)) return undefined;
    const completions = [...new Set(data.completions.filter(isDate))].sort();
    return { completions, lastUpdated: typeof data.lastUpdated === 'string' ? data.lastUpdated : new Date(0).toISOString() };
  },
  hints(data) {
    if (!isObject(data)) return undefined;
    const out: RevealedHints = {};
    for (const [dish, fields] of Object.entries(data)) if (isStringList(fields)) out[dish] = fields;
    return out;
  },
  preferences(data) {
    if (!isObject(data)) return undefined;
    const p: Preferences = { ...DEFAULT_PREFERENCES };
    if (typeof data.hasSeenIntro === 'boolean') p.hasSeenIntro = data.hasSeenIntro;
    if (typeof data.darkMode === 'boolean') p.darkMode = data.darkMode;
    if (typeof data.showDetailedMatches === 'boolean') p.showDetailedMatches = data.showDetailedMatches;
    if (typeof data.showStillFit === 'boolean') p.showStillFit = data.showStillFit;
    if (BACKGROUNDS.some((b) => b.id === data.backgroundColor)) p.backgroundColor = data.backgroundColor as Preferences['backgroundColor'];
    if (typeof data.animationsEnabled === 'boolean') p.animationsEnabled = data.animationsEnabled;
    if (typeof data.animationSpeed === 'string' && data.animationSpeed in ANIMATION_SPEEDS) p.animationSpeed = data.animationSpeed as Preferences['animationSpeed'];
    if ((PALETTES as readonly unknown[]).includes(data.palette)) p.palette = data.palette as Preferences['palette'];
    if (typeof data.fontSize === 'number' && data.fontSize >= FONT_SIZE.min && data.fontSize <= FONT_SIZE.max) p.fontSize = Math.round(data.fontSize);
    if (typeof data.volume === 'number' && data.volume >= 0 && data.volume <= 1) p.volume = data.volume;
    if (typeof data.logsEnabled === 'boolean') p.logsEnabled = data.logsEnabled;
    return p;
  },
  consent(data) {
    if (!isObject(data) || typeof data.analytics !== 'boolean' || typeof data.advertising !== 'boolean') return undefined;
    const timestamp = typeof data.timestamp === 'string' ? data.timestamp : '';
    if (Number.isNaN(Date.parse(timestamp))) return undefined;
    return { essential: true, analytics: data.analytics, advertising: data.advertising, timestamp, version: '1.0' };
  },
};

interface RecordData {
  progress: Record<string, ProgressEntry>;
  streak: StreakData;
  hints: RevealedHints;
  preferences: Preferences;
  consent: ConsentRecord;
}

/** How long each record lives after its last write (undefined: forever). */
const EXPIRY: { [K in RecordName]?: number } = {
  progress: ACTIVITY_EXPIRY_MS,
  streak: ACTIVITY_EXPIRY_MS,
  hints: ACTIVITY_EXPIRY_MS,
  consent: CONSENT_EXPIRY_MS,
};

/** Parses a stored envelope; logs and returns undefined when it is corrupt. */
function parseEnvelope(key: string, raw: string): Envelope<unknown> | undefined {
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

function safeSet(key: string, value: string): boolean {
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

function writeRecord<K extends RecordName>(name: K, data: RecordData[K], updatedAt = Date.now()): void {
  const key = STORAGE_KEYS[name];
  const env: Envelope<RecordData[K]> = { v: RECORD_VERSION, updatedAt, data };
  if (safeSet(key, JSON.stringify(env))) notify(key);
}

// ---------------------------------------------------------------- what an account syncs

/** The records an account keeps on the server (site/lib/sync.ts), as they are on this device. */
export interface SyncedRecords {
  progress: Record<string, ProgressEntry>;
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
  if (!same(now.completions, next.completions)) writeRecord('streak', { completions: [...new Set(next.completions)].sort(), lastUpdated: new Date().toISOString() });
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
export function allProgress(): Record<string, ProgressEntry> {
  return readRecord('progress') ?? {};
}

/** The saved play of one challenge date, if any. */
export function getProgress(date: string): ProgressEntry | undefined {
  return allProgress()[date];
}

/** Saves one date's play; also renews the 365-day expiry of all progress. */
export function saveProgress(date: string, entry: ProgressEntry): void {
  const all = allProgress();
  const saved: ProgressEntry = { guesses: [...entry.guesses], completed: entry.completed, hasGivenUp: entry.hasGivenUp };
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
  const record: ConsentRecord = { essential: true, analytics: choice.analytics, advertising: choice.advertising, timestamp: new Date().toISOString(), version: '1.0' };
  writeRecord('consent', record);
  return record;
}

// ---------------------------------------------------------------- player id and session flags

/** This browser's anonymous player id, created on first use; completions are counted once per id. */
export function playerId(): string {
  try {
    const existing = local().getItem(PLAYER_KEY);
    if (existing && /^[A-Za-z0-9-]{8,64}$/.test(existing)) return existing;
  } catch {
    // fall through to a fresh id
  }
  const id = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  safeSet(PLAYER_KEY, id);
  return id;
}

/**
 * True the first time it is called with `flag` in this browser tab's session, false
 * after: for things done once per session, like recording a completion.
 */
export function firstTimeThisSession(flag: string): boolean {
  const key = `platter_session_${flag}`;
  try {
    if (session().getItem(key) !== null) return false;
    session().setItem(key, '1');
  } catch {
    // a session store that refuses writes: let the caller go ahead
  }
  return true;
}

// ---------------------------------------------------------------- auth token

/**
 * The signed-in session's token (admin.md: "stored locally under an auth-token key").
 * Not one of STORAGE_KEYS: an export file must never carry it.
 */
export const AUTH_TOKEN_KEY = 'platter_auth_token';

/** The stored session token, or undefined when signed out. */
export function getAuthToken(): string | undefined {
  let raw: string | null;
  try {
    raw = local().getItem(AUTH_TOKEN_KEY);
  } catch {
    return undefined;
  }
  const env = raw === null ? undefined : parseEnvelope(AUTH_TOKEN_KEY, raw);
  return typeof env?.data === 'string' && env.data !== '' ? env.data : undefined;
}

/** Stores the token of a new session. */
export function setAuthToken(token: string): void {
  const env: Envelope<string> = { v: RECORD_VERSION, updatedAt: Date.now(), data: token };
  if (safeSet(AUTH_TOKEN_KEY, JSON.stringify(env))) notify(AUTH_TOKEN_KEY);
}

/** Forgets the session token (sign out, or a session the server no longer knows). */
export function clearAuthToken(): void {
  try {
    if (local().getItem(AUTH_TOKEN_KEY) === null) return;
    local().removeItem(AUTH_TOKEN_KEY);
  } catch {
    return;
  }
  notify(AUTH_TOKEN_KEY);
}

// ---------------------------------------------------------------- caches

interface CacheEnvelope {
  v: number;
  storedAt: number;
  expiresAt: number;
  data: unknown;
}

const cacheCounters = { hits: 0, misses: 0 };

/**
 * A cached value: fresh ones always; expired ones only with `allowStale` (used when the
 * network fails, so a started game keeps working offline).
 */
export function cacheGet<T>(name: string, opts: { allowStale?: boolean } = {}): T | undefined {
  const key = CACHE_PREFIX + name;
  let raw: string | null = null;
  try {
    raw = local().getItem(key);
  } catch {
    raw = null;
  }
  if (raw !== null) {
    try {
      const env = JSON.parse(raw) as CacheEnvelope;
      if (env.v === RECORD_VERSION && typeof env.expiresAt === 'number' && (opts.allowStale || env.expiresAt > Date.now())) {
        if (!opts.allowStale) cacheCounters.hits++;
        return env.data as T;
      }
    } catch (e) {
      console.warn(`Ignoring corrupt ${key}: ${(e as Error).message}`);
    }
  }
  if (!opts.allowStale) cacheCounters.misses++;
  return undefined;
}

/** Caches a value for `ttlMs`. A full store drops other caches first; failing that, nothing is cached. */
export function cacheSet(name: string, data: unknown, ttlMs: number): void {
  const now = Date.now();
  const env: CacheEnvelope = { v: RECORD_VERSION, storedAt: now, expiresAt: now + ttlMs, data };
  const key = CACHE_PREFIX + name;
  const text = JSON.stringify(env);
  pruneCaches(now);
  try {
    local().setItem(key, text);
  } catch {
    clearCaches();
    try {
      local().setItem(key, text);
    } catch (e) {
      console.warn(`Not caching ${name}: ${(e as Error).message}`);
    }
  }
}

/**
 * Drops cache entries expired for more than a day. Day-keyed entries (today_<date>)
 * would otherwise pile up; the day of grace keeps a recently expired answer for the
 * offline fallback.
 */
function pruneCaches(now: number): void {
  for (const k of keysWithPrefix(CACHE_PREFIX)) {
    try {
      const env = JSON.parse(local().getItem(k) ?? 'null') as CacheEnvelope | null;
      if (!env || typeof env.expiresAt !== 'number' || env.expiresAt + DAY_MS < now) local().removeItem(k);
    } catch {
      local().removeItem(k);
    }
  }
}

/** Removes one cache entry. */
export function cacheDelete(name: string): void {
  try {
    local().removeItem(CACHE_PREFIX + name);
  } catch {
    // nothing to remove
  }
}

/** The names of the cache entries present, fresh or expired. */
export function cacheNames(): string[] {
  return keysWithPrefix(CACHE_PREFIX).map((k) => k.slice(CACHE_PREFIX.length));
}

function keysWithPrefix(prefix: string): string[] {
  const store = local();
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const k = store.key(i);
    if (k?.startsWith(prefix)) keys.push(k);
  }
  return keys;
}

/** Removes every cache entry (never the player's own records). */
export function clearCaches(): void {
  for (const k of keysWithPrefix(CACHE_PREFIX)) local().removeItem(k);
}

/** Figures for the Performance Monitor. */
export interface CacheStats {
  /** Cached entries, fresh or expired. */
  entries: number;
  /** Their total size in bytes (UTF-16, as the browser counts it). */
  bytes: number;
  /** Cache reads answered since the page loaded. */
  hits: number;
  /** Cache reads that had to go to the network. */
  misses: number;
  /** hits / (hits + misses), 0 before the first read. */
  hitRate: number;
}

/** The cache's size and this page's hit rate. */
export function cacheStats(): CacheStats {
  let bytes = 0;
  const keys = keysWithPrefix(CACHE_PREFIX);
  for (const k of keys) bytes += (k.length + (local().getItem(k)?.length ?? 0)) * 2;
  const reads = cacheCounters.hits + cacheCounters.misses;
  return { entries: keys.length, bytes, hits: cacheCounters.hits, misses: cacheCounters.misses, hitRate: reads ? cacheCounters.hits / reads : 0 };
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
