/**
 * The keyboard shortcuts of admin.md ("Keyboard shortcuts"): which key press means
 * which action. The shell runs the actions; this module only decides, so the table and
 * the matching are tested without a page.
 */

/** Every shortcut action. */
export type ShortcutAction =
  | 'home'
  | 'archive'
  | 'submit'
  | 'close'
  | 'previous'
  | 'next'
  | 'admin-management'
  | 'admin-food'
  | 'admin-daily-challenge'
  | 'admin-submissions'
  | 'help'
  | 'shortcuts'
  | 'theme'
  | 'menu'
  | 'options'
  | 'refresh'
  | 'print'
  | 'font-up'
  | 'font-down'
  | 'font-reset';

/** The part of a KeyboardEvent the matching reads. */
export interface KeyPress {
  key: string;
  code: string;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

/** What the key press happened on. */
export interface KeyTarget {
  tagName: string;
  isContentEditable?: boolean;
  role?: string | null;
}

const FIELD_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
/** Elements where Space and Enter already mean "activate this", which must win over "submit a guess". */
const ACTIVATABLE_TAGS = new Set(['BUTTON', 'A', 'SUMMARY']);
const ACTIVATABLE_ROLES = new Set(['button', 'link', 'option', 'menuitem', 'checkbox', 'switch', 'tab']);

/** True when the player is typing, so no shortcut may steal the key. */
export function isTyping(target: KeyTarget | null): boolean {
  return !!target && (FIELD_TAGS.has(target.tagName) || target.isContentEditable === true);
}

const CTRL_SHIFT: Record<string, ShortcutAction> = {
  a: 'admin-management',
  f: 'admin-food',
  d: 'admin-daily-challenge',
  s: 'admin-submissions',
  h: 'help',
  k: 'shortcuts',
  t: 'theme',
  m: 'menu',
  o: 'options',
  r: 'refresh',
  p: 'print',
};

/** The action a key press asks for, or undefined (the browser then does its usual thing). */
export function shortcutFor(e: KeyPress, target: KeyTarget | null): ShortcutAction | undefined {
  if (isTyping(target) || e.altKey || e.metaKey) return undefined;
  if (e.ctrlKey && e.shiftKey) {
    if (e.key === 'ArrowUp') return 'font-up';
    if (e.key === 'ArrowDown') return 'font-down';
    if (e.code === 'Digit0' || e.code === 'Numpad0' || e.key === '0') return 'font-reset';
    return CTRL_SHIFT[e.key.toLowerCase()];
  }
  if (e.ctrlKey) {
    if (e.key === 'Home') return 'home';
    if (e.key.toLowerCase() === 'a') return 'archive';
    return undefined;
  }
  if (e.shiftKey) return undefined;
  if (e.key === 'Escape') return 'close';
  if (e.key === 'ArrowLeft') return 'previous';
  if (e.key === 'ArrowRight') return 'next';
  if (e.key === ' ' || e.key === 'Enter') {
    const activatable = !!target && (ACTIVATABLE_TAGS.has(target.tagName) || ACTIVATABLE_ROLES.has(target.role ?? ''));
    return activatable ? undefined : 'submit';
  }
  return undefined;
}
