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

/** The English words of a close value's reason (core/scoring.ts's closeReason): a prefix and what follows, or the whole. */
export const REASON_WORDS = {
  related: 'related: ',
  subregion: 'same sub-region: ',
  ingredients: 'in the ingredients',
  shares: 'shares: ',
} as const;

/** A close reason's parts, for a player's language to word them. */
export type CloseReason =
  | { kind: 'related'; value: string }
  | { kind: 'subregion'; value: string }
  | { kind: 'ingredients' }
  | { kind: 'shares'; words: string[] };

/** The parts of a reason closeReason gave; undefined for any other text. */
export function parseCloseReason(reason: string): CloseReason | undefined {
  if (reason === REASON_WORDS.ingredients) return { kind: 'ingredients' };
  for (const kind of ['related', 'subregion'] as const)
    if (reason.startsWith(REASON_WORDS[kind])) return { kind, value: reason.slice(REASON_WORDS[kind].length) };
  if (reason.startsWith(REASON_WORDS.shares))
    return { kind: 'shares', words: reason.slice(REASON_WORDS.shares.length).split(', ') };
  return undefined;
}
