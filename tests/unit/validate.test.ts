import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../core/node/content.ts';
import type { FoodRecord } from '../../core/schemas/food.ts';
import { formatIssuePath } from '../../core/issues.ts';
import { findNearDuplicates } from '../../core/near-duplicates.ts';
import { validateContent, type ContentIssue, type ValidationInput } from '../../core/validate.ts';

const { content } = loadContent(resolve('tests/fixtures/content-small'));

/** The fixture with some foods changed (by slug) and optional overrides. */
function withChanges(
  changes: Record<string, Partial<FoodRecord>>,
  extra: Partial<ValidationInput> = {},
): ValidationInput {
  return {
    ...content,
    foods: content.foods.map((f) => (changes[f.slug] ? { ...f, ...changes[f.slug] } : f)),
    ...extra,
  };
}

const food = (slug: string) => content.foods.find((f) => f.slug === slug)!;

/** `file path: message` with the severity, for readable expectations. */
function show(issues: ContentIssue[]): string[] {
  return issues.map((i) => `${i.severity} ${i.file} ${formatIssuePath(i.path)}: ${i.message}`);
}

describe('validateContent', () => {
  it('finds nothing wrong with the fixture content', () => {
    expect(validateContent(content)).toEqual([]);
  });

  it('requires the file name to be the slug of the name', () => {
    expect(show(validateContent(withChanges({ 'pad-thai': { name: 'Thai Fried Noodles' } })))).toEqual([
      'error foods/pad-thai.yaml name: the name "Thai Fried Noodles" belongs in ' +
        'foods/thai-fried-noodles.yaml, not foods/pad-thai.yaml: rename the file, or run `platter foods rename ' +
        'pad-thai "Thai Fried Noodles"`',
    ]);
  });

  it('forbids a name or alias that another dish already uses, accents and case ignored', () => {
    const issues = validateContent(withChanges({ ramen: { aliases: ['PÁD THAI'] } }));
    expect(show(issues)).toEqual([
      'error foods/ramen.yaml aliases[0]: "PÁD THAI" is also the name of foods/pad-thai.yaml: a guess must ' +
        'name one dish, so change or remove one of them',
    ]);
    const aliasClash = validateContent(withChanges({ ramen: { aliases: ['phat thai'] } }));
    expect(show(aliasClash)[0]).toContain('"phat thai" is also an alias of foods/pad-thai.yaml');
  });

  it('warns about an alias that only repeats the dish name', () => {
    expect(show(validateContent(withChanges({ ramen: { aliases: ['ramen'] } })))).toEqual([
      `warning foods/ramen.yaml aliases[0]: "ramen" repeats this dish's name or another of its aliases: remove it`,
    ]);
  });

  it('forbids two dishes identical on all nine scored categories (order, case and plurals ignored)', () => {
    const ramen = food('ramen');
    const twin = {
      core_components: [...ramen.core_components].reverse().map((v) => v.toUpperCase()),
      key_ingredients: ramen.key_ingredients.map((v) => v.toUpperCase()),
      origin: ramen.origin,
      regions: ramen.regions,
      preparation_method: ramen.preparation_method,
      flavor_profile: ramen.flavor_profile,
      dietary_identity: ramen.dietary_identity,
      temperature: ramen.temperature,
      course_placement: ramen.course_placement,
    };
    const issues = validateContent(withChanges({ 'tacos-al-pastor': twin }));
    expect(show(issues).filter((i) => i.startsWith('error'))).toEqual([
      'error foods/tacos-al-pastor.yaml : identical to "Ramen" (foods/ramen.yaml) on all nine scored ' +
        'categories, so no guess can tell them apart: make at least one category differ',
      'error foods/tacos-al-pastor.yaml normalized_key_ingredients: out of date, run `platter fmt`',
    ]);
    // One value more in one category is enough to tell them apart.
    const apart = validateContent(withChanges({ 'tacos-al-pastor': { ...twin, temperature: ['hot', 'warm'] } }));
    expect(show(apart).filter((i) => i.includes('identical'))).toEqual([]);
  });

  it('requires the derived normalized_* lists to match their sources', () => {
    const issues = validateContent(
      withChanges({
        croissant: { normalized_ingredients: [] },
        hummus: { key_ingredients: [...food('hummus').key_ingredients, 'Sumac'] },
      }),
    );
    expect(show(issues)).toEqual([
      'error foods/croissant.yaml normalized_ingredients: out of date, run `platter fmt`',
      'error foods/hummus.yaml normalized_key_ingredients: out of date, run `platter fmt`',
    ]);
  });

  it('warns about each missing hint field, naming the hint players would see', () => {
    expect(show(validateContent(withChanges({ ramen: { texture_emphasis: [], common_accompaniments: [] } })))).toEqual([
      'warning foods/ramen.yaml texture_emphasis: missing hint field: players see "Texture" after 2 wrong ' +
        'guesses, add at least one value',
      'warning foods/ramen.yaml common_accompaniments: missing hint field: players see "Goes With" after 8 ' +
        'wrong guesses, add at least one value',
    ]);
  });

  it('checks calendar dates and references, suggesting the slug meant', () => {
    const calendar = { '2026-09-01': 'pad-tai', '2026-02-30': 'ramen', '2026-09-02': 'croissant' };
    expect(show(validateContent({ ...content, calendar }))).toEqual([
      'error calendar.yaml 2026-02-30: "2026-02-30" is not a real date',
      'error calendar.yaml 2026-09-01: "pad-tai" is not a food (there is no foods/pad-tai.yaml) (did you ' +
        'mean "pad-thai"?)',
    ]);
  });

  it('warns when a dish comes back within 365 days, and not at 365', () => {
    const calendar = { '2026-09-01': 'ramen', '2027-08-31': 'ramen', '2027-09-02': 'hummus', '2026-09-02': 'hummus' };
    expect(show(validateContent({ ...content, calendar }))).toEqual([
      'warning calendar.yaml 2027-08-31: "ramen" is also the dish of 2026-09-01, 364 days earlier: a dish ' +
        'should not repeat within 365 days (free from 2027-09-01)',
    ]);
  });

  it('checks relation values against the closed vocabularies, ids and food tags', () => {
    const issues = validateContent({
      ...content,
      relations: { temperature: [['hot', 'Warm']], preparation_method: [['Fried', 'Fryed']] },
      affiliate: [
        { id: 1, title: 'Wok', link: 'https://example.com/wok', tags: [], is_active: true },
        { id: 1, title: 'Pan', link: 'https://example.com/pan', tags: [], is_active: true },
      ],
      tags: { food_tags: [{ food_name: 'Pad Thia', tags: ['wok'] }], keyword_mappings: [] },
    });
    expect(show(issues)).toEqual([
      'error relations.yaml preparation_method[0][1]: "Fryed" is not an allowed preparation_method value ' +
        '(did you mean "Fried"?)',
      'error affiliate.yaml products[1].id: id 1 is used by another product: give this one a new id',
      'warning tags.yaml food_tags[0].food_name: "Pad Thia" is not the name of a food (did you mean "Pad Thai"?)',
    ]);
  });
});

describe('near-duplicate spellings', () => {
  it('warns about two spellings one letter apart, naming both, their dishes and the more common one', () => {
    const issues = validateContent(
      withChanges({
        ramen: { ingredients: [...food('ramen').ingredients, 'chilli pepper'] },
        hummus: { ingredients: [...food('hummus').ingredients, 'chili pepper'] },
        'tacos-al-pastor': { ingredients: [...food('tacos-al-pastor').ingredients, 'chili pepper'] },
      }),
    ).filter((i) => i.severity === 'warning');
    expect(show(issues)).toEqual([
      `warning foods/ramen.yaml ingredients[${food('ramen').ingredients.length}]: "chilli pepper" and "chili ` +
        'pepper" look like one value spelled two ways (one letter apart): "chili pepper" is used by 2 dishes ' +
        '(hummus, tacos-al-pastor), "chilli pepper" by 1 dish (ramen); use one spelling, or list the pair ' +
        'under distinct: in content/vocabulary.yaml',
    ]);
  });

  it('warns about a plural on any word, across the ingredient fields', () => {
    const [d] = findNearDuplicates(
      withChanges({
        ramen: { key_ingredients: [...food('ramen').key_ingredients, 'tomatoes paste'] },
        hummus: { fat_source: ['tomato paste'] },
      }).foods,
    );
    expect(d).toMatchObject({
      pool: 'ingredients',
      reason: 'a plural',
      common: { spelling: 'tomato paste' },
      rare: { spelling: 'tomatoes paste' },
    });
  });

  it('keeps the texture, serving context and form factor vocabularies apart from ingredients', () => {
    const foods = withChanges({
      ramen: { texture_emphasis: ['creamy'] },
      hummus: { ingredients: [...food('hummus').ingredients, 'cream'] },
    }).foods;
    expect(findNearDuplicates(foods)).toEqual([]);
    const textures = withChanges({
      ramen: { texture_emphasis: ['crisp'] },
      hummus: { texture_emphasis: ['crispy'] },
    }).foods;
    expect(findNearDuplicates(textures).map((d) => [d.pool, d.rare.spelling, d.common.spelling])).toEqual([
      ['texture', 'crisp', 'crispy'],
    ]);
  });

  it('ignores short values and pairs listed as distinct in vocabulary.yaml', () => {
    const foods = withChanges({
      ramen: { ingredients: [...food('ramen').ingredients, 'rice', 'pasta'] },
      hummus: { ingredients: [...food('hummus').ingredients, 'ribe', 'paste'] },
    }).foods;
    // One dish each: the alphabetically first counts as the common spelling.
    expect(findNearDuplicates(foods, { distinct: [] }).map((d) => [d.rare.spelling, d.common.spelling])).toEqual([
      ['paste', 'pasta'],
    ]);
    expect(findNearDuplicates(foods, { distinct: [['Paste', 'pastas']] })).toEqual([]);
  });
});
