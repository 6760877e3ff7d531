/**
 * The board's rules that the game needs before the board itself has loaded: what a row
 * is, how long its reveal takes, and the sentence the live region announces.
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
}

/** Field -> English value -> the value in the page's language: the board's words (site/build/vocabulary.ts), only those that differ. */
export type BoardWords = Partial<Record<ScoredCategory, Record<string, string>>>;

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

/** One revealed row as a sentence for the live region, in the page's language. */
export function rowSentence(row: BoardRow, guessNumber: number, m: Catalogue['board']): string {
  const parts = SCORED_CATEGORIES.map((f) => `${categoryLabel(f, m)} ${colorWord(row.cells[f].color, m)}`);
  return m.row_sentence({ number: guessNumber, name: row.name, cells: parts.join(', ') });
}

/** A category's column label in the page's language ('Cuisine', 'Küche'). */
export function categoryLabel(field: ScoredCategory, m: Catalogue['board']): string {
  return m[`cat_${field}`]();
}

/** What a cell's colour means, in words, in the page's language ('exact', 'close', 'no match'). */
export function colorWord(color: CellScore['color'], m: Catalogue['board']): string {
  return m[`word_${color}`]();
}
