import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { AffiliateFileSchema } from '../../core/schemas/affiliate.ts';
import { CalendarSchema } from '../../core/schemas/calendar.ts';
import { FOOD_FIELD_ORDER, FoodSchema, type FoodInput } from '../../core/schemas/food.ts';
import { RelationsSchema } from '../../core/schemas/relations.ts';
import { TagsFileSchema } from '../../core/schemas/tags.ts';
import { VocabularyFileSchema } from '../../core/schemas/vocabulary-file.ts';

const padThai = parse(
  readFileSync(new URL('../fixtures/content-small/foods/pad-thai.yaml', import.meta.url), 'utf8'),
) as FoodInput;

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): string[] {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('FoodSchema', () => {
  it('accepts a complete dish and knows every field in file order', () => {
    const food = FoodSchema.parse(padThai);
    expect(food.name).toBe('Pad Thai');
    expect(Object.keys(padThai)).toEqual(FOOD_FIELD_ORDER.filter((f) => f in padThai));
  });

  it('fills defaults for the optional lists and the description', () => {
    const { aliases: _a, form_factor: _f, description: _d, ...rest } = padThai;
    const food = FoodSchema.parse(rest);
    expect(food.aliases).toEqual([]);
    expect(food.form_factor).toEqual([]);
    expect(food.description).toBe('');
  });

  it('names a misspelled closed-vocabulary value and what it probably meant', () => {
    expect(messages(FoodSchema.safeParse({ ...padThai, preparation_method: ['Boiled', 'Fryed'] }))).toEqual([
      'preparation_method.1: "Fryed" is not a preparation method (did you mean "Fried"?)',
    ]);
    expect(messages(FoodSchema.safeParse({ ...padThai, origin: ['Thailnd'] }))).toEqual([
      'origin.0: "Thailnd" is not a country (see `platter countries`) (did you mean "Thailand"?)',
    ]);
    expect(messages(FoodSchema.safeParse({ ...padThai, regions: ['Asia', 'Atlantis'] }))).toEqual([
      'regions.1: "Atlantis" is not a region',
    ]);
  });

  it('rejects repeats (case-insensitive), empty required lists, empty values and unknown fields', () => {
    expect(messages(FoodSchema.safeParse({ ...padThai, key_ingredients: ['egg', 'Egg'] }))).toEqual([
      'key_ingredients.1: "Egg" is listed twice',
    ]);
    expect(messages(FoodSchema.safeParse({ ...padThai, ingredients: [] }))).toEqual([
      'ingredients: needs at least one value',
    ]);
    expect(messages(FoodSchema.safeParse({ ...padThai, core_components: ['noodles', '  '] }))).toEqual([
      'core_components.1: must not be empty',
    ]);
    expect(FoodSchema.safeParse({ ...padThai, ingredient: ['x'] }).success).toBe(false);
  });

  it('trims text and accepts only safe image file names', () => {
    expect(FoodSchema.parse({ ...padThai, name: '  Pad Thai ' }).name).toBe('Pad Thai');
    expect(FoodSchema.safeParse({ ...padThai, image: 'pad-thai.jpg' }).success).toBe(true);
    expect(FoodSchema.safeParse({ ...padThai, image: '../secret.jpg' }).success).toBe(false);
    expect(FoodSchema.safeParse({ ...padThai, image: 'Pad Thai.gif' }).success).toBe(false);
  });
});

describe('CalendarSchema', () => {
  it('maps real dates to slugs', () => {
    expect(CalendarSchema.parse({ '2026-09-01': 'pad-thai' })).toEqual({ '2026-09-01': 'pad-thai' });
  });

  it('rejects a date that is not a date, and a value that is not a slug', () => {
    const result = CalendarSchema.safeParse({ '2026-02-30': 'pad-thai', '2026-9-1': 'pho', '2026-09-02': 'Pad Thai' });
    expect(result.success).toBe(false);
    const issues = result.error!.issues;
    expect(issues.map((i) => i.path[0])).toEqual(['2026-02-30', '2026-9-1', '2026-09-02']);
    expect(issues[2]!.message).toBe('expected a slug (a-z, 0-9 and -)');
  });
});

describe('the other content files', () => {
  it('relations groups need two values or more', () => {
    expect(RelationsSchema.safeParse({ temperature: [['hot', 'warm']] }).success).toBe(true);
    expect(messages(RelationsSchema.safeParse({ temperature: [['hot']] }))).toEqual([
      'temperature.0: a group needs at least two values',
    ]);
    expect(RelationsSchema.safeParse({ texture: [['a', 'b']] }).success).toBe(false);
  });

  it('vocabulary pairs have exactly two values', () => {
    expect(VocabularyFileSchema.parse({}).distinct).toEqual([]);
    expect(VocabularyFileSchema.safeParse({ distinct: [['pasta', 'paste']] }).success).toBe(true);
    expect(messages(VocabularyFileSchema.safeParse({ distinct: [['a', 'b', 'c']] }))).toEqual([
      'distinct.0: a pair lists exactly two values',
    ]);
  });

  it('affiliate products need a title and a URL; tags and mappings have their defaults and bounds', () => {
    expect(
      AffiliateFileSchema.parse({ products: [{ id: 1, title: 'Wok', link: 'https://example.com/wok' }] }).products[0],
    ).toMatchObject({ tags: [], is_active: true });
    expect(messages(AffiliateFileSchema.safeParse({ products: [{ id: 1, title: ' ', link: 'not a url' }] }))).toEqual([
      'products.0.title: Title is required',
      'products.0.link: must be an http(s) URL',
    ]);
    const tags = TagsFileSchema.parse({ keyword_mappings: [{ id: 1, keyword: 'wok', product_tag: 'cookware' }] });
    expect(tags.keyword_mappings[0]).toMatchObject({ connection_strength: 1, connection_type: 'direct' });
    expect(
      messages(
        TagsFileSchema.safeParse({
          keyword_mappings: [{ id: 1, keyword: 'wok', product_tag: 'x', connection_strength: 6 }],
        }),
      ),
    ).toEqual(['keyword_mappings.0.connection_strength: Strength must be 1 to 5']);
  });
});

describe('text values', () => {
  it('refuses a list written as text, which would show "[]" on the board', async () => {
    const { textList } = await import('../../core/schemas/vocabulary.ts');
    const result = textList.safeParse(['[]']);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/list written as text/);
    expect(textList.parse(['rice', 'garlic'])).toEqual(['rice', 'garlic']);
  });
});
