/**
 * What each keyboard shortcut does (site/islands/shell/use-shortcuts.ts decides, at the
 * key press, which one it is and whether the browser's own action is stopped). Loaded at
 * the first shortcut, so a page's first load does not carry it.
 */
import type { Dispatch, SetStateAction } from 'react';
import { STATIC_DIALOGS, toggleDialog } from '../../lib/dialogs.ts';
import { toast, type PlatterEvents } from '../../lib/events.ts';
import { FONT_SIZE } from '../../lib/preferences.ts';
import type { ShortcutAction } from '../../lib/shortcuts.ts';
import { getPreferences, setPreferences } from '../../lib/storage.ts';

/** The admin pages the Ctrl+Shift+A/F/D/S shortcuts open (the pages come with the admin work). */
export const ADMIN_PATHS: Partial<Record<ShortcutAction, string>> = {
  'admin-management': '/admin-management',
  'admin-food': '/admin-food',
  'admin-daily-challenge': '/admin-daily-challenge',
  'admin-submissions': '/submissions',
};

type ModalName = PlatterEvents['platter:open']['modal'];

export interface ShortcutTargets {
  menuOpen: boolean;
  setMenuOpen: Dispatch<SetStateAction<boolean>>;
  setModal: Dispatch<SetStateAction<ModalName | undefined>>;
  /** Switches dark mode; answers whether it is now on. */
  toggleTheme: () => boolean;
}

/** Does what `action` means; `link` is the day link for previous and next. */
export function runShortcut(action: ShortcutAction, t: ShortcutTargets, link: HTMLAnchorElement | null): void {
  const adminPath = ADMIN_PATHS[action];
  if (adminPath) return window.location.assign(adminPath);
  switch (action) {
    case 'home':
      return window.location.assign('/');
    case 'archive':
      return window.location.assign('/archive');
    case 'submit':
      window.dispatchEvent(new CustomEvent('platter:submit-guess', { detail: {} }));
      return;
    case 'previous':
    case 'next':
      if (link) window.location.assign(link.href);
      return;
    case 'help':
      toggleDialog(STATIC_DIALOGS.howToPlay);
      return;
    case 'shortcuts':
      t.setModal((m) => (m === 'shortcuts' ? undefined : 'shortcuts'));
      return;
    case 'theme':
      toast(t.toggleTheme() ? 'Dark mode on' : 'Dark mode off');
      return;
    case 'menu':
      t.setMenuOpen((o) => !o);
      return;
    case 'options':
      t.setModal('options');
      return;
    case 'refresh':
      return window.location.reload();
    case 'print':
      return window.print();
    case 'font-up':
    case 'font-down':
    case 'font-reset': {
      const current = getPreferences().fontSize;
      const next =
        action === 'font-reset'
          ? FONT_SIZE.default
          : Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, current + (action === 'font-up' ? 1 : -1)));
      setPreferences({ fontSize: next });
      toast(`Font size: ${next}px`);
      return;
    }
  }
}
