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
