/**
 * `platter review` on a dish's names in the other languages (#31): each language's name
 * and aliases in words, never the map printed as "[object Object]".
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { describeFieldChange, formatReviewText } from '../../core/review-format.ts';
import { fieldChanges, type ContentReview } from '../../core/review.ts';
import { type FoodRecord, FoodSchema } from '../../core/schemas/food.ts';

const ramen = {
  ...FoodSchema.parse(parse(readFileSync('tests/fixtures/content-small/foods/ramen.yaml', 'utf8'))),
  slug: 'ramen',
} as FoodRecord;

describe('review of translated names', () => {
  const before: FoodRecord = {
    ...ramen,
    names: { ja: { name: 'ラーメン', aliases: [] }, fr: { name: 'Ramen', aliases: [] } },
  };
  const after: FoodRecord = {
    ...ramen,
    names: {
      ja: { name: 'ラーメン', aliases: ['らーめん', '拉麺'] },
      fr: { name: 'Ramen', aliases: [] },
      de: { name: 'Ramen-Nudelsuppe', aliases: [] },
    },
  };

  it('shows one line per language that changed, with the name and its aliases', () => {
    const lines = fieldChanges(before, after).map(describeFieldChange);
    expect(lines).toEqual([
      'names.de: (none) → Ramen-Nudelsuppe',
      'names.ja: ラーメン → ラーメン (also らーめん, 拉麺)',
    ]);
  });

  it('never prints an object as [object Object] in the text a reviewer reads', () => {
    const review = {
      today: '2026-09-02',
      unchanged: false,
      verdict: 'nothing risky',
      risks: [],
      dishes: {
        added: [],
        removed: [],
        renamed: [],
        changed: [{ slug: 'ramen', name: 'Ramen', scored: false, fields: fieldChanges(before, after) }],
      },
      calendar: { played: [], future: [] },
    } as unknown as ContentReview;
    const text = formatReviewText(review, 'main');
    expect(text).not.toContain('[object Object]');
    expect(text).toContain('names.de: (none) → Ramen-Nudelsuppe');
  });
});
