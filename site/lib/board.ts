/**
 * The board's rules that the game needs before the board itself has loaded: what a row
 * is, how long its reveal takes, and the sentence the live region announces.
 */
import { CATEGORY_INFO, SCORED_CATEGORIES, type ScoredCategory } from '../../core/categories.ts';
import { COLOR_WORDS } from '../../core/cell-words.ts';
import type { CellScore } from '../../core/scoring.ts';

/** One guess on the board. */
export interface BoardRow {
  name: string;
  /** The dish's icon (core/icons.ts), shown before its name. */
  icon?: string | undefined;
  cells: Record<ScoredCategory, CellScore>;
  /** Flip this row in (a guess just made); restored rows appear at once. */
  animate: boolean;
}

/** The width below which the board shows compact rows (game.css has the same breakpoint). */
export const PHONE_QUERY = '(max-width: 640px)';

/** Reveal timing of player.md section 9, in seconds before the speed factor. */
export const REVEAL = { perRow: 0.3, perColumn: 0.15 } as const;

/**
 * How long a row's reveal takes, in ms: each column starts 0.15 s after the previous and
 * flips for 0.3 s, times the speed factor (0 when animations are off).
 */
export function rowRevealMs(factor: number): number {
  return Math.round(((SCORED_CATEGORIES.length - 1) * REVEAL.perColumn + REVEAL.perRow) * factor * 1000);
}

/** One revealed row as a sentence for the live region. */
export function rowSentence(row: BoardRow, guessNumber: number): string {
  const parts = SCORED_CATEGORIES.map((f) => `${CATEGORY_INFO[f].label} ${COLOR_WORDS[row.cells[f].color]}`);
  return `Guess ${guessNumber}, ${row.name}: ${parts.join(', ')}.`;
}
