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
  const start = () => {
    if (started) return;
    started = true;
    void load().then((hydrate) => hydrate());
  };
  const hold = (e: Event) => {
    if (window.platterEarly !== early) return;
    const tap = e.type === 'pointerdown' || e.type === 'click';
    if (!tap) early.push(e);
    // A tap on the shell (the top bar, the cookie banner), a key that may be a shortcut, an
    // event for it: the shell now. A tap or typing elsewhere (the game's input): once the
    // browser is idle, so that what the game loads for it comes first.
    const target = e.target instanceof HTMLElement ? e.target : null;
    if (tap ? target && el.contains(target) : !isTyping(target)) start();
    else whenIdle(start);
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
