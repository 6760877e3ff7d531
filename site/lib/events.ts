/**
 * The window events islands use to talk to each other. Islands are separate React roots,
 * so the shell (top bar, shortcuts, toasts) and the game meet only through these.
 */

/** Event names and their detail types. */
export interface PlatterEvents {
  /** Show a short message; `ms` defaults to 2000 (the shortcut feedback toast). */
  'platter:toast': { text: string; ms?: number };
  /** Open a shell modal by name. */
  'platter:open': { modal: 'options' | 'performance' | 'login' | 'shortcuts' | 'stats' };
  /** Show text the player must copy by hand (last step of the share fallbacks). */
  'platter:manual-copy': { text: string };
  /** A sync brought days of play from the account (site/lib/sync.ts): a board showing one of them redraws. */
  'platter:synced': { dates: string[] };
  /** Space or Enter outside a field: submit the current guess. */
  'platter:submit-guess': Record<string, never>;
}

/** Fires a Platter event on window. */
export function emit<K extends keyof PlatterEvents>(name: K, detail: PlatterEvents[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Listens for a Platter event; returns the function that stops listening. */
export function listen<K extends keyof PlatterEvents>(
  name: K,
  handler: (detail: PlatterEvents[K]) => void,
): () => void {
  const fn = (e: Event) => handler((e as CustomEvent<PlatterEvents[K]>).detail);
  window.addEventListener(name, fn);
  return () => window.removeEventListener(name, fn);
}

/** Shows a toast for `ms` milliseconds. */
export function toast(text: string, ms = 2000): void {
  emit('platter:toast', { text, ms });
}

/**
 * The events an island sends the shell. On a first visit the shell hydrates at the first
 * interaction (site/lib/client-shell.ts): one sent before it listens is held in
 * `window.platterEarly`, with a key press outside a field (a shortcut), and sent again
 * once it does (site/islands/shell/early-events.ts).
 */
export const SHELL_EVENTS = [
  'platter:toast',
  'platter:open',
  'platter:manual-copy',
] as const satisfies readonly (keyof PlatterEvents)[];

declare global {
  interface Window {
    /** What came before the shell listened; undefined once it does. */
    platterEarly?: Event[];
  }
}
