/**
 * Posting lists keyed by a 32-bit hash, in flat arrays (core/search.ts's n-gram indexes):
 * no map entry, string or array per sequence, so the island builds them between two keys.
 * The (hash, item) pairs are sorted by hash with a radix sort; a lookup reads a small
 * directory by the hash's top bits and then binary-searches the few hashes under them
 * (a typo lookup weighs some hundred sequences, so a full binary search each was a
 * good part of its time). Two sequences share a list only if their hashes collide (a few
 * in millions); a list is then a superset of each one's, which search checks anyway (it
 * verifies every candidate).
 */

/** Lists of ascending, distinct items: the list of hashes[k] is items[starts[k]] to items[starts[k + 1] - 1]. */
export interface Postings {
  hashes: Uint32Array;
  starts: Int32Array;
  items: Int32Array;
  /** The top `bits` bits of a hash -> the first k whose hash has them or more (one more entry: the end). */
  directory: Int32Array;
  bits: number;
}

/** The directory of ascending `hashes` (see Postings): about four hashes per entry. */
function directoryOf(hashes: Uint32Array): { directory: Int32Array; bits: number } {
  const bits = Math.max(0, Math.min(20, Math.floor(Math.log2(Math.max(1, hashes.length))) - 2));
  const directory = new Int32Array((1 << bits) + 1);
  let k = 0;
  for (let b = 0; b < 1 << bits; b++) {
    // Hashes whose top bits are below b come before entry b.
    while (k < hashes.length && (bits === 0 ? 0 : hashes[k]! >>> (32 - bits)) < b) k++;
    directory[b] = k;
  }
  directory[1 << bits] = hashes.length;
  return { directory, bits };
}

/** A hash of the code units text[from, from + n) and a place (-1 for none). */
export function gramHash(text: string, from: number, n: number, place: number): number {
  let h = Math.imul(n + 1, 0x9e3779b1) ^ Math.imul(place + 2, 0x85ebca77);
  for (let i = from; i < from + n; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 12)) >>> 0;
}

/**
 * Builds the lists from `each`, which must emit (hash, item) pairs with items in
 * ascending order, the same pairs each time it is called (it is called twice: once to
 * count, once to fill).
 */
export function buildPostings(each: (emit: (hash: number, item: number) => void) => void): Postings {
  let n = 0;
  each(() => n++);
  let hashes = new Uint32Array(n);
  let items = new Int32Array(n);
  let at = 0;
  each((hash, item) => {
    hashes[at] = hash;
    items[at++] = item;
  });
  // Least significant digit first, 16 bits at a time: stable, so each hash's items stay ascending.
  let nextHashes = new Uint32Array(n);
  let nextItems = new Int32Array(n);
  const counts = new Int32Array(65537);
  for (const shift of [0, 16]) {
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[((hashes[i]! >>> shift) & 0xffff) + 1]!++;
    for (let d = 0; d < 65536; d++) counts[d + 1]! += counts[d]!;
    for (let i = 0; i < n; i++) {
      const to = counts[(hashes[i]! >>> shift) & 0xffff]!++;
      nextHashes[to] = hashes[i]!;
      nextItems[to] = items[i]!;
    }
    [hashes, nextHashes] = [nextHashes, hashes];
    [items, nextItems] = [nextItems, items];
  }
  // One list per hash, each item once.
  const keys: number[] = [];
  const starts: number[] = [];
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const hash = hashes[i]!;
    const newHash = i === 0 || hash !== hashes[i - 1];
    if (newHash) {
      keys.push(hash);
      starts.push(kept);
    } else if (items[i] === items[kept - 1]) continue;
    items[kept++] = items[i]!;
  }
  starts.push(kept);
  const sortedHashes = Uint32Array.from(keys);
  return {
    hashes: sortedHashes,
    starts: Int32Array.from(starts),
    items: items.slice(0, kept),
    ...directoryOf(sortedHashes),
  };
}

/**
 * Which list is a hash's (its items are items[starts[k]] to items[starts[k + 1] - 1]), or -1
 * when none: no array is made, for lookups that only weigh lists before choosing some.
 */
export function postingIndex(postings: Postings, hash: number): number {
  const { hashes, directory, bits } = postings;
  const top = bits === 0 ? 0 : hash >>> (32 - bits);
  let lo = directory[top]!;
  let hi = directory[top + 1]!;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (hashes[mid]! < hash) lo = mid + 1;
    else hi = mid;
  }
  return lo === directory[top + 1] || hashes[lo] !== hash ? -1 : lo;
}

/** The length of list k (postingIndex), 0 for -1. */
export function postingLength(postings: Postings, k: number): number {
  return k < 0 ? 0 : postings.starts[k + 1]! - postings.starts[k]!;
}
