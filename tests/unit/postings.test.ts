import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPostings, postingIndex, postingLength } from '../../core/_postings.ts';

/** The lists a plain map makes of the same pairs: hash -> distinct items, ascending. */
function reference(pairs: readonly [number, number][]): Map<number, number[]> {
  const lists = new Map<number, number[]>();
  for (const [hash, item] of pairs) {
    const list = lists.get(hash) ?? [];
    if (list[list.length - 1] !== item) list.push(item);
    lists.set(hash, list);
  }
  return lists;
}

describe('postings', () => {
  it("finds every hash's list through the directory, and no list for a hash never emitted", () => {
    // Items ascending per emission, as buildPostings asks; hashes anywhere in 32 bits, the
    // ends included, and sizes from none to thousands (directories of 1 to many entries).
    const hash = fc.oneof(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom(0, 1, 0x7fffffff, 0xffffffff));
    fc.assert(
      fc.property(
        fc.array(fc.array(hash, { maxLength: 4 }), { maxLength: 3000 }),
        fc.array(hash, { maxLength: 50 }),
        (perItem, probes) => {
          const pairs = perItem.flatMap((hashes, item) => hashes.map((h) => [h, item] as [number, number]));
          const postings = buildPostings((emit) => {
            for (const [h, item] of pairs) emit(h, item);
          });
          const lists = reference(pairs);
          for (const [h, items] of lists) {
            const k = postingIndex(postings, h);
            expect(postings.hashes[k]).toBe(h);
            expect(Array.from(postings.items.subarray(postings.starts[k], postings.starts[k + 1]))).toEqual(items);
          }
          for (const h of probes) {
            if (lists.has(h)) continue;
            expect(postingIndex(postings, h)).toBe(-1);
            expect(postingLength(postings, postingIndex(postings, h))).toBe(0);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
