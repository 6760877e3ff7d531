/**
 * Opening and closing the static <dialog>s the layout renders (How to Play, the
 * disclaimer). React modals manage their own <dialog>.
 */

/** Ids of the layout's static dialogs. */
export const STATIC_DIALOGS = { howToPlay: 'how-to-play', disclaimer: 'disclaimer' } as const;

/**
 * Set on How to Play by the layout's inline script when it opened the dialog for a first
 * visit before hydration, so the shell neither opens it again nor misses that it closed.
 */
export const INTRO_SHOWN_ATTRIBUTE = 'data-intro-shown';

function find(id: string): HTMLDialogElement | undefined {
  const el = document.getElementById(id);
  return el instanceof HTMLDialogElement ? el : undefined;
}

/** Whether a first visit's How to Play is open over the page (the layout's script opened it before the first paint). */
export function introOpen(): boolean {
  return !!find(STATIC_DIALOGS.howToPlay)?.open;
}

/** Resolves at the first of these events anywhere in the page (listened to as they reach it), or when How to Play closes. */
function introEvent(types: readonly string[]): Promise<void> {
  const rules = find(STATIC_DIALOGS.howToPlay);
  if (!rules?.open) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      for (const type of types) removeEventListener(type, done, true);
      rules.removeEventListener('close', done);
      resolve();
    };
    for (const type of types) addEventListener(type, done, { capture: true, passive: true });
    rules.addEventListener('close', done);
  });
}

/**
 * Resolves once the player reaches for a first visit's How to Play, opened over the page by
 * the layout's script: its first touch or key (a tap's press comes a tenth of a second before
 * the click that closes it), or its closing. At once when it is not open.
 */
export function afterIntro(): Promise<void> {
  return introEvent(['pointerdown', 'keydown']);
}

/**
 * Resolves at the player's first sign of life while How to Play is open: the mouse moving, a
 * touch, a scroll or a wheel, a key, or its closing (a phone's reader scrolls the rules; a
 * desktop's moves the mouse towards Let's play). At once when it is not open.
 */
export function introEngaged(): Promise<void> {
  return introEvent(['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown']);
}

/**
 * Whether a first visit's How to Play has closed and left the focus nowhere: the game's input,
 * still disabled when the dialog closed, takes it once it can (the layout's script and the shell
 * focus it when the dialog closes, if it is enabled then).
 */
export function introLeftFocus(): boolean {
  const rules = find(STATIC_DIALOGS.howToPlay);
  const at = document.activeElement;
  return !!rules && rules.hasAttribute(INTRO_SHOWN_ATTRIBUTE) && !rules.open && (at === null || at === document.body);
}

/** Opens a static dialog as a modal. */
export function openDialog(id: string): void {
  const d = find(id);
  if (d && !d.open) d.showModal();
}

/** Opens it when closed, closes it when open. */
export function toggleDialog(id: string): void {
  const d = find(id);
  if (!d) return;
  if (d.open) d.close();
  else d.showModal();
}

/** Closes the topmost open dialog, if any; true when one was closed. */
export function closeTopDialog(): boolean {
  const open = [...document.querySelectorAll('dialog[open]')];
  const top = open[open.length - 1];
  if (top instanceof HTMLDialogElement) {
    top.close();
    return true;
  }
  return false;
}
