/**
 * Posting lists keyed by a hash, in two flat arrays (core/search.ts's n-gram indexes):
 * no map entry, string or array per sequence, so the island builds them between two keys.
 * Two sequences may share a slot; a list is then a superset of each sequence's, which
 * search checks anyway (it verifies every candidate).
 */

/** Lists of ascending, distinct items: slot s holds items[starts[s]] to items[starts[s + 1] - 1]. */
export interface Postings {
  starts: Int32Array;
  items: Int32Array;
  mask: number;
}

/** A hash of the code units text[from, from + n) and a place (-1 for none). */
export function gramHash(text: string, from: number, n: number, place: number): number {
  let h = Math.imul(n + 1, 0x9e3779b1) ^ Math.imul(place + 2, 0x85ebca77);
  for (let i = from; i < from + n; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 12);
}

/**
 * Builds the lists from `each`, which must emit (hash, item) pairs with items in
 * ascending order, the same pairs each time it is called (it is called twice: once to
 * count, once to fill). `expected` is about how many pairs it emits.
 */
export function buildPostings(expected: number, each: (emit: (hash: number, item: number) => void) => void): Postings {
  let slots = 1024;
  while (slots < expected / 2) slots <<= 1;
  const mask = slots - 1;
  const starts = new Int32Array(slots + 1);
  const last = new Int32Array(slots).fill(-1);
  each((hash, item) => {
    const s = hash & mask;
    if (last[s] !== item) {
      last[s] = item;
      starts[s + 1]!++;
    }
  });
  for (let s = 0; s < slots; s++) starts[s + 1]! += starts[s]!;
  const items = new Int32Array(starts[slots]!);
  const fill = starts.slice(0, slots);
  last.fill(-1);
  each((hash, item) => {
    const s = hash & mask;
    if (last[s] !== item) {
      last[s] = item;
      items[fill[s]!++] = item;
    }
  });
  return { starts, items, mask };
}

/** The list of a hash's slot. */
export function postingList(postings: Postings, hash: number): Int32Array {
  const s = hash & postings.mask;
  return postings.items.subarray(postings.starts[s]!, postings.starts[s + 1]!);
}
