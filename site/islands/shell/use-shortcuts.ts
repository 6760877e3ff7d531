/**
 * The keyboard shortcuts of admin.md on every page, never while typing in a field: the
 * key press is matched at once (site/lib/shortcuts.ts) and the browser's own action
 * stopped where the shortcut applies; what the shortcut does (shortcut-actions.ts) loads
 * at the first one.
 */
import { useEffect, useRef } from 'react';
import { closeTopDialog } from '../../lib/dialogs.ts';
import { shortcutFor } from '../../lib/shortcuts.ts';
import type { ShortcutTargets } from './shortcut-actions.ts';

export type { ShortcutTargets };

export function useShortcuts(targets: ShortcutTargets): void {
  // The latest targets, read when the action runs (after its module loaded).
  const current = useRef(targets);
  current.current = targets;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target instanceof HTMLElement ? e.target : null;
      const action = shortcutFor(
        e,
        target && {
          tagName: target.tagName,
          isContentEditable: target.isContentEditable,
          role: target.getAttribute('role'),
        },
      );
      if (!action) return;
      // Decided now, while the key press can still be stopped: whether the shortcut applies here.
      let link: HTMLAnchorElement | null = null;
      if (action === 'submit' && !document.querySelector('[data-guess-form]')) return;
      if (action === 'previous' || action === 'next') {
        link = document.querySelector<HTMLAnchorElement>(`a[data-nav="${action}"]`);
        if (!link || document.querySelector('dialog[open]')) return;
      }
      // Escape acts at once, on what is open now: later, the menu the player just opened would close.
      if (action === 'close') {
        if (current.current.menuOpen) current.current.setMenuOpen(false);
        else closeTopDialog();
        return;
      }
      e.preventDefault();
      import('./shortcut-actions.ts').then(
        (m) => m.runShortcut(action, current.current, link),
        (err: unknown) => console.error(err),
      );
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
