/**
 * The shortcuts as Ctrl+Shift+K lists them (site/lib/shortcuts.ts decides what a key
 * press means). Apart from the matching, so the first load carries only that.
 */
/** The list Ctrl+Shift+K shows, in the spec's order. */
export const SHORTCUT_LIST: { keys: string; label: string }[] = [
  { keys: 'Ctrl+Home', label: 'Home page' },
  { keys: 'Ctrl+A', label: 'Archive' },
  { keys: 'Space or Enter', label: 'Submit a guess' },
  { keys: 'Escape', label: 'Close a window' },
  { keys: '← / →', label: 'Previous / next day' },
  { keys: 'Ctrl+Shift+A', label: 'Admin management' },
  { keys: 'Ctrl+Shift+F', label: 'Admin food' },
  { keys: 'Ctrl+Shift+D', label: 'Daily challenge admin' },
  { keys: 'Ctrl+Shift+S', label: 'Submissions' },
  { keys: 'Ctrl+Shift+H', label: 'Show or hide How to Play' },
  { keys: 'Ctrl+Shift+K', label: 'List the shortcuts' },
  { keys: 'Ctrl+Shift+T', label: 'Toggle the theme' },
  { keys: 'Ctrl+Shift+M', label: 'Open or close the menu' },
  { keys: 'Ctrl+Shift+O', label: 'Options' },
  { keys: 'Ctrl+Shift+R', label: 'Refresh' },
  { keys: 'Ctrl+Shift+P', label: 'Print' },
  { keys: 'Ctrl+Shift+↑ / ↓ / 0', label: 'Larger, smaller, reset font size' },
];
