/**
 * Where a dish's icon picture is served (core/icons.ts has the table of icons): what the
 * pages need to show one, apart from the table, so the first load of a page carries
 * only this.
 */

/** The picture shown for a dish with neither photo nor icon (one of core/icons.ts's FOOD_ICONS). */
export const DEFAULT_ICON = '🍽️';

/**
 * What joins the two parts of a composed icon: the dish's form (its vessel or shape), then
 * its defining ingredient, drawn together at build time ('🍲 + 🐟': a fish stew).
 */
export const ICON_JOIN = ' + ';

/**
 * The file stem of an icon's picture: each emoji's code points in hex, joined by '-'
 * ('1f35c', '1f336-fe0f'); a composed icon's two parts joined by '_' ('1f372_1f41f').
 */
export function iconFileStem(icon: string): string {
  return icon
    .split(ICON_JOIN)
    .map((part) => [...part].map((c) => c.codePointAt(0)!.toString(16)).join('-'))
    .join('_');
}

/** The sizes the site builds each icon at, in CSS pixels (each also at 2×). */
export const ICON_SIZES = { row: 28, card: 96 } as const;
export type IconSize = keyof typeof ICON_SIZES;

/** Where the built site serves an icon: content-addressed by its emoji, so cached for good. */
export function iconUrl(icon: string, size: IconSize, scale: 1 | 2 = 1): string {
  return `/icons/${iconFileStem(icon)}-${ICON_SIZES[size] * scale}.webp`;
}
