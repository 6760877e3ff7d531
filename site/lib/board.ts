/**
 * The board's rules that the game needs before the board itself has loaded: what a row
 * is and how long its reveal takes. (The sentence the live region says comes with the
 * guess's code: site/islands/game/play.ts.)
 */
import { SCORED_CATEGORIES, type ScoredCategory } from '../../core/categories.ts';
import type { CellScore } from '../../core/scoring.ts';
import type { Catalogue } from '../i18n/messages.ts';

/** One guess on the board. */
export interface BoardRow {
  name: string;
  /** The dish's icon (core/icons.ts), shown before its name. */
  icon?: string | undefined;
  cells: Record<ScoredCategory, CellScore>;
  /** Flip this row in (a guess just made); restored rows appear at once. */
  animate: boolean;
  /** Dishes that still fitted every box after this guess, when the still-fit count was on. */
  stillFit?: number | undefined;
}

/** Field -> English value -> the value in the page's language: the board's words (site/build/vocabulary.ts), only
 * those that differ.
 */
export type BoardWords = Partial<Record<ScoredCategory, Record<string, string>>>;

/** The width below which the board shows compact rows (game.css has the same breakpoint). */
export const PHONE_QUERY = '(max-width: 640px)';

/** The pause after the winning row's reveal before the results show (player.md section 9). */
export const WIN_DELAY_MS = 1000;

/** Reveal timing of player.md section 9, in seconds before the speed factor. */
export const REVEAL = { perRow: 0.3, perColumn: 0.15 } as const;

/**
 * How long a row's reveal takes, in ms: each column starts 0.15 s after the previous and
 * flips for 0.3 s, times the speed factor (0 when animations are off).
 */
export function rowRevealMs(factor: number): number {
  return Math.round(((SCORED_CATEGORIES.length - 1) * REVEAL.perColumn + REVEAL.perRow) * factor * 1000);
}

/** A category's column label in the page's language ('Cuisine', 'Küche'). */
export function categoryLabel(field: ScoredCategory, m: Catalogue['board']): string {
  return m[`cat_${field}`]();
}

/** What a cell's colour means, in words, in the page's language ('exact', 'close', 'no match'). */
export function colorWord(color: CellScore['color'], m: Catalogue['board']): string {
  return m[`word_${color}`]();
}
