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

function getSnapshot(): Preferences {
  snapshot ??= getPreferences();
  return snapshot;
}

/**
 * The current preferences. The server render and hydration see the defaults; the stored
 * values follow right after, so the static HTML never depends on a browser's storage.
 */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, getSnapshot, () => DEFAULT_PREFERENCES);
}

/** Whether the system asks for reduced motion, live. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (cb) => {
      const mq = matchMedia('(prefers-reduced-motion: reduce)');
      mq.addEventListener('change', cb);
      return () => mq.removeEventListener('change', cb);
    },
    () => matchMedia('(prefers-reduced-motion: reduce)').matches,
    () => false,
  );
}
