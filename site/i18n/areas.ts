/**
 * The message catalogue's areas: each a folder site/i18n/<area>/ with one <locale>.json
 * per language, compiled on its own (site/build/messages.ts), so that a page loads only
 * the areas it shows, in its own language.
 *
 * - shell: what every page's islands show at once (top bar, menu, cookie banner, the
 *   language picker and suggestion, the archive list);
 * - windows: what opens later (the shell's modals, the account windows, the forms of
 *   /about and /cookies, the link pages, and the game's words for a day that did not
 *   load: offline, or still to come);
 * - pages: the static pages' text, rendered at build time and never shipped as script;
 * - errors: the messages the API answers and the forms check first, read by both;
 * - game: what the game island (/, /archive/N, /practice) shows before its first row:
 *   header, input, hints, countdown, day navigation, notices;
 * - board: what comes with the first row, loaded with the board's code: the board's
 *   labels and words, the results view, the day's numbers, the share text.
 */
export const MESSAGE_AREAS = ['shell', 'windows', 'pages', 'errors', 'game', 'board'] as const;

/** One area of the catalogue. */
export type MessageArea = (typeof MESSAGE_AREAS)[number];
