/**
 * The localStorage keys of the player's records, apart from the code that reads them, so
 * that the shell's hydration directive (site/lib/client-shell.ts) can ask whether any is
 * stored without carrying the storage code into every page's inline script.
 */

/** The keys of the player's own records (the ones export and import carry). */
export const STORAGE_KEYS = {
  progress: 'platter_progress',
  streak: 'platter_streak',
  hints: 'platter_hints',
  preferences: 'platter_preferences',
  consent: 'platter_consent',
} as const;

/**
 * The signed-in session's token (site/lib/storage.ts reads and writes it). Not one of
 * STORAGE_KEYS: an export file must never carry it.
 */
export const AUTH_TOKEN_KEY = 'platter_auth_token';
