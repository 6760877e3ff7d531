/** React access to the player's preferences, live across islands and tabs. */
import { useSyncExternalStore } from 'react';
import { DEFAULT_PREFERENCES, type Preferences } from './preferences.ts';
import { getPreferences, onStorageChange, PREFERENCES_KEY } from './storage.ts';

let snapshot: Preferences | undefined;

function subscribe(onChange: () => void): () => void {
  return onStorageChange(PREFERENCES_KEY, () => {
    snapshot = undefined;
    onChange();
  });
}

const KEYS = Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[];

/**
 * The stored preferences; the defaults object itself while they are the defaults. Hydration
 * compares this with the server's snapshot (the defaults) by identity: a new object equal to
 * them made React render the whole island again at once after hydrating it, 40 to 170 ms
 * of a phone's main thread on every first visit.
 */
export function preferencesSnapshot(): Preferences {
  if (!snapshot) {
    const stored = getPreferences();
    snapshot = KEYS.every((k) => stored[k] === DEFAULT_PREFERENCES[k]) ? DEFAULT_PREFERENCES : stored;
  }
  return snapshot;
}

/**
 * The current preferences. The server render and hydration see the defaults; the stored
 * values follow right after, so the static HTML never depends on a browser's storage.
 */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, preferencesSnapshot, () => DEFAULT_PREFERENCES);
}

/** Whether a media query matches, live (false in the server render). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (cb) => {
      const mq = matchMedia(query);
      mq.addEventListener('change', cb);
      return () => mq.removeEventListener('change', cb);
    },
    () => matchMedia(query).matches,
    () => false,
  );
}

/** Whether the system asks for reduced motion, live. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
