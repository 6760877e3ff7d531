/**
 * The shortcuts as Ctrl+Shift+K lists them (site/lib/shortcuts.ts decides what a key
 * press means). Apart from the matching, so the first load carries only that.
 */
/** The catalogue message (site/i18n/windows) that names a shortcut's action. */
export type ShortcutMessage = `shortcut_${string}` & keyof typeof import('../i18n/compiled/windows/messages/en.js');

/** The list Ctrl+Shift+K shows, in the spec's order; `label` is the English one. */
export const SHORTCUT_LIST: { keys: string; label: string; message: ShortcutMessage }[] = [
  { keys: 'Ctrl+Home', label: 'Home page', message: 'shortcut_home' },
  { keys: 'Ctrl+A', label: 'Archive', message: 'shortcut_archive' },
  { keys: 'Space or Enter', label: 'Submit a guess', message: 'shortcut_submit' },
  { keys: 'Escape', label: 'Close a window', message: 'shortcut_close' },
  { keys: '← / →', label: 'Previous / next day', message: 'shortcut_days' },
  { keys: 'Ctrl+Shift+A', label: 'Admin management', message: 'shortcut_admin_management' },
  { keys: 'Ctrl+Shift+F', label: 'Admin food', message: 'shortcut_admin_food' },
  { keys: 'Ctrl+Shift+D', label: 'Daily challenge admin', message: 'shortcut_admin_daily' },
  { keys: 'Ctrl+Shift+S', label: 'Submissions', message: 'shortcut_submissions' },
  { keys: 'Ctrl+Shift+H', label: 'Show or hide How to Play', message: 'shortcut_help' },
  { keys: 'Ctrl+Shift+K', label: 'List the shortcuts', message: 'shortcut_list' },
  { keys: 'Ctrl+Shift+T', label: 'Toggle the theme', message: 'shortcut_theme' },
  { keys: 'Ctrl+Shift+M', label: 'Open or close the menu', message: 'shortcut_menu' },
  { keys: 'Ctrl+Shift+O', label: 'Options', message: 'shortcut_options' },
  { keys: 'Ctrl+Shift+R', label: 'Refresh', message: 'shortcut_refresh' },
  { keys: 'Ctrl+Shift+P', label: 'Print', message: 'shortcut_print' },
  { keys: 'Ctrl+Shift+↑ / ↓ / 0', label: 'Larger, smaller, reset font size', message: 'shortcut_font' },
];
