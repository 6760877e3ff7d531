/**
 * How a scored cell is shown, once for every renderer: the board's React cell
 * (site/islands/game/GuessTable.tsx) and the API's HTML and plain text
 * (POST /api/game/format-guess and format-display). With detailed matches on (the
 * option's words: "underline close words, bold exact ones"), close values are marked and
 * carry their reason, exact values are marked bold; off, the values are plain. The glyph
 * and the words make sure colour is never the only signal.
 */
import { COLOR_GLYPHS, COLOR_WORDS, MATCH_WORDS } from './cell-words.ts';
import { escapeHtml } from './markup.ts';
import type { CellColor, CellScore } from './scoring.ts';

/** One value of a cell as shown. */
export interface CellPart {
  value: string;
  /** How it is marked: underlined and bold (exact), underlined (close), or plain. */
  mark: 'exact' | 'close' | null;
  /** Why it matched, for a close value with detailed matches on. */
  reason: string | null;
  /** What the explanation says of it: its reason, else 'exact', 'close' or 'no match'. */
  explanation: string;
}

/** A cell as shown. */
export interface CellView {
  color: CellColor;
  glyph: string;
  words: string;
  /** A yellow cell explains itself (its values' reasons) on hover, focus and tap. */
  explains: boolean;
  parts: CellPart[];
}

/** The parts of a cell for the `detailed` setting. */
export function cellView(cell: CellScore, detailed: boolean): CellView {
  return {
    color: cell.color,
    glyph: COLOR_GLYPHS[cell.color],
    words: COLOR_WORDS[cell.color],
    explains: cell.color === 'yellow',
    parts: cell.matches.map((m) => ({
      value: m.value,
      mark: detailed && m.kind !== 'none' ? m.kind : null,
      reason: detailed && m.kind === 'close' && m.reason ? m.reason : null,
      explanation: m.kind === 'close' && m.reason ? m.reason : MATCH_WORDS[m.kind],
    })),
  };
}

/**
 * A cell as plain text: the values joined by commas; with `detailed`, each value says how
 * it matched ('Fried (close: related: Pan Fried)', 'Steamed (exact)').
 */
export function cellToPlainText(cell: CellScore, detailed = false): string {
  return cell.matches
    .map((m) => {
      if (!detailed) return m.value;
      return m.kind === 'close' && m.reason ? `${m.value} (close: ${m.reason})` : `${m.value} (${MATCH_WORDS[m.kind]})`;
    })
    .join(', ');
}

/** A cell as escaped HTML, marked exactly as the board marks it. */
export function cellToHtml(cell: CellScore, detailed = false): string {
  return cellView(cell, detailed)
    .parts.map((p) => {
      const text = escapeHtml(p.value);
      if (p.mark === 'exact') return `<u><strong>${text}</strong></u>`;
      if (p.mark === 'close') return p.reason ? `<u title="${escapeHtml(p.reason)}">${text}</u>` : `<u>${text}</u>`;
      return text;
    })
    .join(', ');
}
