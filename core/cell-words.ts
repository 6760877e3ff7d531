/**
 * The words and glyphs for a scored cell's colour and match kind: what the live region
 * says of a row before the board's code has loaded (site/lib/board.ts), and what the
 * cell view shows (core/cell-view.ts), so both say the same.
 */
import type { CellColor, MatchKind } from './scoring.ts';

/** The words a player (or a screen reader) gets for each match kind. */
export const MATCH_WORDS: Record<MatchKind, string> = { exact: 'exact', close: 'close', none: 'no match' };
/** The words for each box colour. */
export const COLOR_WORDS: Record<CellColor, string> = { green: 'exact', yellow: 'close', red: 'no match' };
/** The glyph beside each colour. */
export const COLOR_GLYPHS: Record<CellColor, string> = { green: '✓', yellow: '≈', red: '✕' };
