/** Site-wide names and outside links, in one place so the footer, menu and pages agree. */

/** The product name as pages and share texts show it. */
export const SITE_NAME = 'Platter';

/** One line about the game, for meta descriptions. */
export const SITE_TAGLINE = 'Guess the dish of the day: a daily food-guessing game with green, yellow and red clues.';

/** The two creator-support pages of the footer; the first is also the top bar's support button. */
export const SUPPORT_LINKS = [
  { label: 'Buy Me a Coffee', href: 'https://www.buymeacoffee.com/platter' },
  { label: 'Ko-fi', href: 'https://ko-fi.com/platter' },
] as const;

/** The affiliate programme's earnings statement (admin.md section 1). */
export const AFFILIATE_LINE =
  'As an Amazon Associate, Platter earns from qualifying purchases made through product links on this site.';

/** The public origin, for canonical and Open Graph URLs (PUBLIC_SITE_URL at build time); empty leaves them out. */
export const SITE_URL = ((import.meta.env?.PUBLIC_SITE_URL as string | undefined) ?? '').replace(/\/$/, '');
