/**
 * The `client:shell` hydration directive (registered by site/build/client-paint.ts), the
 * shell island's. A first visit has nothing in the shell to show that the HTML does not
 * already hold (the streak is 0, the cookie banner and How to Play are in the page, the
 * theme is set before paint), so the shell's code comes at the player's first interaction
 * (a tap or a key) or when an island sends it an event, and the first load is the game's
 * alone. A tap on the top bar in the meantime is clicked again once the shell hydrates
 * (site/lib/early-taps.ts); a key press and an event the shell missed are held in
 * `window.platterEarly` and sent again once it listens (site/islands/shell/early-events.ts).
 * A visitor with any record stored (preferences, a cookie choice, progress, a streak, a
 * session) has something to show: the shell hydrates at once, after the first paint like
 * `client:paint` (site/lib/client-paint.ts). Inlined into every page, so kept small.
 */
import type { ClientDirective } from 'astro';
import { SHELL_EVENTS } from './events.ts';
import { whenIdle } from './idle.ts';
import { isTyping } from './shortcuts.ts';
import { storedAny } from './storage/backend.ts';
import { AUTH_TOKEN_KEY, STORAGE_KEYS } from './storage/keys.ts';

/**
 * What counts as the player's first interaction: a tap or a key (a click too, for a screen
 * reader's, which comes without a pointer). Not focus: a page moves it by itself (How to Play).
 */
const INTERACTIONS = ['pointerdown', 'keydown', 'click'] as const;

/** True when this browser holds any of the player's records: the shell has something to show at once. */
const recordsStored = () => storedAny([...Object.values(STORAGE_KEYS), AUTH_TOKEN_KEY]);

const clientShell: ClientDirective = (load, options, el) => {
  const early: Event[] = [];
  window.platterEarly = early;
  let started = false;
  let idle = false;
  const start = () => {
    if (started) return;
    started = true;
    void load().then((hydrate) => hydrate());
  };
  // A tap or typing elsewhere than the shell (the game's input): the shell once the browser
  // is idle (asked once), so that what the game loads for it comes first.
  const later = () => {
    if (idle) return;
    idle = true;
    whenIdle(start);
  };
  const hold = (e: Event) => {
    if (window.platterEarly !== early) return;
    if (e.type === 'pointerdown' || e.type === 'click')
      return e.target instanceof Node && el.contains(e.target) ? start() : later();
    if (e instanceof KeyboardEvent && isTyping(e.target instanceof HTMLElement ? e.target : null)) return later();
    // A shell event or a key outside a field (a shortcut, maybe): held for the shell, which comes now.
    early.push(e);
    start();
  };
  for (const type of SHELL_EVENTS) addEventListener(type, hold);
  if (!recordsStored()) {
    for (const type of INTERACTIONS) addEventListener(type, hold, true);
    return;
  }
  // Stored records: hydrate as `client:paint` would, once its directive is there (it is
  // inlined with the first island that uses it, which may come after the top bar).
  const now = () => {
    const paint = (self as { Astro?: Record<string, ClientDirective | undefined> }).Astro?.paint;
    if (!paint || started) return start();
    started = true;
    paint(load, options, el);
  };
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', now, { once: true });
  else now();
};

export default clientShell;
