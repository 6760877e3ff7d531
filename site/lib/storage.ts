/**
 * The one module that touches localStorage (and sessionStorage). Every key starts with
 * `platter_`; every record is an envelope { v, updatedAt, data } so a future format can
 * be told apart; progress, streaks and revealed hints expire 365 days after the last
 * activity; caches live under `platter_cache_` with their own lifetimes. A record that
 * does not parse or has the wrong shape is logged and ignored, never a crash.
 *
 * Its parts, under site/lib/storage/: backend.ts (the stores and the change event),
 * shapes.ts (the records' keys, shapes and lifetimes), records.ts (reading and writing
 * them, sync and export), cache.ts (the API caches). This file adds the player id, the
 * session flags and the sign-in token, and is what the rest of the site imports.
 */
import { AUTH_TOKEN_KEY } from './storage/keys.ts';
import { local, memoryStorage, notify, PLAYER_KEY, RECORD_VERSION, session, setBackends } from './storage/backend.ts';
import { resetCacheCounters } from './storage/cache.ts';
import { parseEnvelope, safeSet } from './storage/records.ts';
import type { Envelope } from './storage/shapes.ts';

export { memoryStorage, onStorageChange, PLAYER_KEY, RECORD_VERSION, STORAGE_EVENT } from './storage/backend.ts';
export {
  CACHE_PREFIX,
  CACHE_TTL,
  cacheDelete,
  cacheGet,
  cacheNames,
  cacheSet,
  cacheStats,
  clearCaches,
  type CacheStats,
} from './storage/cache.ts';
export * from './storage/records.ts';
export {
  ACTIVITY_EXPIRY_MS,
  CONSENT_EXPIRY_MS,
  STORAGE_KEYS,
  type ConsentRecord,
  type RevealedHints,
  type StreakData,
} from './storage/shapes.ts';

/**
 * Points the module at other Storage objects. Tests use it to run against a fresh
 * store; the site never calls it.
 */
export function useStorage(localStore: Storage, sessionStore: Storage = memoryStorage()): void {
  setBackends(localStore, sessionStore);
  resetCacheCounters();
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
  const id =
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
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
 * The signed-in session's token (admin.md: "stored locally under an auth-token key"); its
 * key is in ./storage/keys.ts.
 */
export { AUTH_TOKEN_KEY };

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
