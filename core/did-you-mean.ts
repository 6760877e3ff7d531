/** "Did you mean" for closed vocabularies: the nearest allowed value by edit distance. */
import { foldText } from './normalise.ts';

/** Levenshtein distance between two strings. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
    }
    prev = row;
  }
  return prev[b.length]!;
}

/** Scratch rows for startEditDistance: a keystroke's typo search makes thousands of calls. */
let rowA = new Int32Array(16);
let rowB = new Int32Array(16);

/**
 * The fewest edits between `q` and a prefix of `text` from `start` that is one letter
 * shorter than `q`, as long, or one longer (cut at the end of `text`): how far a typed word
 * is from the start of a word of a name. One table for the three lengths, stopping once
 * every prefix is more than `max` edits away; the answer is then `max + 1`.
 */
export function startEditDistance(q: string, text: string, start: number, max: number): number {
  const n = q.length;
  const longest = Math.min(n + 1, text.length - start);
  const shortest = Math.min(Math.max(n - 1, 0), longest);
  if (rowA.length <= n) {
    rowA = new Int32Array(n + 1);
    rowB = new Int32Array(n + 1);
  }
  // prev[j]: edits between the text's prefix of length i - 1 and q's first j letters.
  let prev = rowA;
  let row = rowB;
  for (let j = 0; j <= n; j++) prev[j] = j;
  let best = shortest === 0 ? n : max + 1;
  for (let i = 1; i <= longest; i++) {
    const c = text.charCodeAt(start + i - 1);
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (q.charCodeAt(j - 1) === c ? 0 : 1));
      row[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (i >= shortest && row[n]! < best) best = row[n]!;
    // Every later cell is at least this row's smallest: nothing nearer can follow.
    if (rowMin > max) break;
    [prev, row] = [row, prev];
  }
  return Math.min(best, max + 1);
}

/**
 * The allowed value closest to `input` (case and accents ignored), if it is close enough
 * to be a plausible typo: within a third of the input's length, at least 2 edits.
 */
export function didYouMean(input: string, allowed: readonly string[]): string | undefined {
  const folded = foldText(input);
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of allowed) {
    const d = editDistance(folded, foldText(candidate));
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= Math.max(2, Math.floor(folded.length / 3)) ? best : undefined;
}
