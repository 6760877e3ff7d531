/**
 * The keyboard shortcuts of admin.md on every page, never while typing in a field: the
 * shell's modals and menu, navigation (home, archive, previous and next day, the admin
 * screens), theme, font size, print and refresh.
 */
import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { closeTopDialog, STATIC_DIALOGS, toggleDialog } from '../../lib/dialogs.ts';
import { toast, type PlatterEvents } from '../../lib/events.ts';
import { FONT_SIZE } from '../../lib/preferences.ts';
import { ADMIN_PATHS, shortcutFor } from '../../lib/shortcuts.ts';
import { getPreferences, setPreferences } from '../../lib/storage.ts';

type ModalName = PlatterEvents['platter:open']['modal'];

export interface ShortcutTargets {
  menuOpen: boolean;
  setMenuOpen: Dispatch<SetStateAction<boolean>>;
  setModal: Dispatch<SetStateAction<ModalName | undefined>>;
  /** Switches dark mode; answers whether it is now on. */
  toggleTheme: () => boolean;
}

export function useShortcuts({ menuOpen, setMenuOpen, setModal, toggleTheme }: ShortcutTargets): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target instanceof HTMLElement ? e.target : null;
      const action = shortcutFor(e, target && { tagName: target.tagName, isContentEditable: target.isContentEditable, role: target.getAttribute('role') });
      if (!action) return;
      try {
        const adminPath = ADMIN_PATHS[action];
        if (adminPath) {
          e.preventDefault();
          window.location.assign(adminPath);
          return;
        }
        switch (action) {
          case 'home':
            e.preventDefault();
            window.location.assign('/');
            break;
          case 'archive':
            e.preventDefault();
            window.location.assign('/archive');
            break;
          case 'submit':
            if (!document.querySelector('[data-guess-form]')) return;
            e.preventDefault();
            window.dispatchEvent(new CustomEvent('platter:submit-guess', { detail: {} }));
            break;
          case 'close':
            if (menuOpen) setMenuOpen(false);
            else closeTopDialog();
            break;
          case 'previous':
          case 'next': {
            const link = document.querySelector<HTMLAnchorElement>(`a[data-nav="${action}"]`);
            if (link && !document.querySelector('dialog[open]')) {
              e.preventDefault();
              window.location.assign(link.href);
            }
            break;
          }
          case 'help':
            e.preventDefault();
            toggleDialog(STATIC_DIALOGS.howToPlay);
            break;
          case 'shortcuts':
            e.preventDefault();
            setModal((m) => (m === 'shortcuts' ? undefined : 'shortcuts'));
            break;
          case 'theme':
            e.preventDefault();
            toast(toggleTheme() ? 'Dark mode on' : 'Dark mode off');
            break;
          case 'menu':
            e.preventDefault();
            setMenuOpen((o) => !o);
            break;
          case 'options':
            e.preventDefault();
            setModal('options');
            break;
          case 'refresh':
            e.preventDefault();
            window.location.reload();
            break;
          case 'print':
            e.preventDefault();
            window.print();
            break;
          case 'font-up':
          case 'font-down':
          case 'font-reset': {
            e.preventDefault();
            const current = getPreferences().fontSize;
            const next =
              action === 'font-reset' ? FONT_SIZE.default : Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, current + (action === 'font-up' ? 1 : -1)));
            setPreferences({ fontSize: next });
            toast(`Font size: ${next}px`);
            break;
          }
        }
      } catch (err) {
        console.error(`Shortcut ${action} failed:`, err);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen, toggleTheme]);
}
