/**
 * The guess list's constants of player.md section 9, in a module of their own so that the
 * browser tests can read them without the React component.
 */

/** The debounce of the suggestions (none for one character or fewer). */
export const SUGGEST_DEBOUNCE_MS = 200;
/** The autocomplete limit. */
export const SUGGEST_LIMIT = 10;
