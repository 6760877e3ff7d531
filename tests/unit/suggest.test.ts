import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREPARATION_METHODS } from '../../core/enums.ts';
import { COUNTRY_NAMES } from '../../core/countries.ts';
import { didYouMean, editDistance, startEditDistance } from '../../core/did-you-mean.ts';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('chili', 'chilli')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('is a metric: symmetric, zero only for equal strings, triangle inequality', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.string({ maxLength: 12 }),
        fc.string({ maxLength: 12 }),
        (a, b, c) => {
          expect(editDistance(a, b)).toBe(editDistance(b, a));
          expect(editDistance(a, b) === 0).toBe(a === b);
          expect(editDistance(a, c)).toBeLessThanOrEqual(editDistance(a, b) + editDistance(b, c));
        },
      ),
    );
  });
});

describe('startEditDistance', () => {
  it('is the nearest of the three prefixes around the typed length, capped at max + 1', () => {
    expect(startEditDistance('shushi', 'sushi', 0, 1)).toBe(1);
    expect(startEditDistance('kebap', 'shish kebab', 6, 1)).toBe(1);
    expect(startEditDistance('sush', 'sushi', 0, 1)).toBe(0);
    expect(startEditDistance('tikka', 'pad thai', 0, 1)).toBe(2);
  });

  it('agrees with editDistance over the slices, for random words, starts and limits', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }),
        fc.string({ maxLength: 14 }),
        fc.nat(14),
        fc.integer({ min: 0, max: 3 }),
        (q, text, at, max) => {
          const start = Math.min(at, text.length);
          const slices = [q.length - 1, q.length, q.length + 1]
            .filter((len) => len >= 0)
            .map((len) => text.slice(start, start + len));
          const expected = Math.min(max + 1, ...slices.map((s) => editDistance(q, s)));
          expect(startEditDistance(q, text, start, max)).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('didYouMean', () => {
  it('suggests the closest allowed value for a typo, ignoring case and accents', () => {
    expect(didYouMean('Fryed', PREPARATION_METHODS)).toBe('Fried');
    expect(didYouMean('sauteed', PREPARATION_METHODS)).toBe('Sautéed');
    expect(didYouMean('stir-fried', PREPARATION_METHODS)).toBe('Stir Fried');
    expect(didYouMean('Thailnd', COUNTRY_NAMES)).toBe('Thailand');
  });

  it('suggests nothing when no value is plausibly meant', () => {
    expect(didYouMean('Microwaved', PREPARATION_METHODS)).toBeUndefined();
    expect(didYouMean('Atlantis', COUNTRY_NAMES)).toBeUndefined();
  });
});
