/**
 * The word for each board colour in each palette, so that text names the colours the
 * player sees: green, yellow and red, or orange, blue and grey with the colour-blind
 * palette (Options). Both words are written into the page, each in a span that
 * global.css hides unless its palette is the one in use (`palette-standard`,
 * `palette-colorblind`), so the right one shows without JavaScript and before it runs.
 * The game's legend (GameHeader.tsx) and How to Play (HowToPlay.astro) use them.
 */
import type { CellColor } from '../../core/scoring.ts';
import type { SharePalette } from '../../core/share.ts';
import type { Catalogue } from './messages.ts';

/** The game area's message naming each colour, per palette. */
export const PALETTE_WORDS = {
  standard: { green: 'key_green', yellow: 'key_yellow', red: 'key_red' },
  colorblind: { green: 'key_orange', yellow: 'key_blue', red: 'key_grey' },
} as const satisfies Record<SharePalette, Record<CellColor, keyof Catalogue['game']>>;

/** The palettes, in the order their words are written. */
export const PALETTES = Object.keys(PALETTE_WORDS) as SharePalette[];

/** The class that shows a palette's word only while that palette is in use (global.css). */
export const PALETTE_CLASS: Record<SharePalette, string> = {
  standard: 'palette-standard',
  colorblind: 'palette-colorblind',
};

/**
 * A colour's two words as HTML for a message placeholder (set:html): one span per
 * palette, `shape` applied to each word (a capital at the start of a line, say).
 */
export function paletteWordsHtml(
  color: CellColor,
  messages: Catalogue['game'],
  shape: (word: string) => string = (word) => word,
): string {
  return PALETTES.map(
    (palette) => `<span class="${PALETTE_CLASS[palette]}">${shape(messages[PALETTE_WORDS[palette][color]]())}</span>`,
  ).join('');
}
