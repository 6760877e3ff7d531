/**
 * Where the storage module keeps things: localStorage and sessionStorage when the browser
 * allows them, else memory (private modes, tests); and the change event every write fires.
 * Part of site/lib/storage.ts, the one module that touches browser storage.
 */

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;
/** The envelope version this code writes and reads. */
export const RECORD_VERSION = 1;
/** The key of the anonymous player id sent with completions (not exported: it names this browser). */
export const PLAYER_KEY = 'platter_player';

// ---------------------------------------------------------------- backend

/**
 * True when any of `keys` is in localStorage, read directly (the shell's hydration
 * directive asks, site/lib/client-shell.ts, before any storage code is loaded); true when
 * it cannot be read, so that a record is never hidden.
 */
export function storedAny(keys: readonly string[]): boolean {
  try {
    return keys.some((key) => globalThis.localStorage.getItem(key) !== null);
  } catch {
    return true;
  }
}

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

export function local(): Storage {
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

export function session(): Storage {
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

/** Points the module at other Storage objects (tests). */
export function setBackends(localStore: Storage, sessionStore: Storage): void {
  backend = localStore;
  sessionBackend = sessionStore;
}

// ---------------------------------------------------------------- change events

/** The window event fired after this module writes a key (detail: the key). */
export const STORAGE_EVENT = 'platter:storage';

export function notify(key: string): void {
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

/** The keys of the local store starting with `prefix`. */
export function keysWithPrefix(prefix: string): string[] {
  const store = local();
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const k = store.key(i);
    if (k?.startsWith(prefix)) keys.push(k);
  }
  return keys;
}
