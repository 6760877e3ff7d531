import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SCORED_CATEGORIES } from '../../core/categories.ts';
import { RelationsSchema } from '../../core/schemas/relations.ts';
import { cellToHtml, cellToPlainText } from '../../core/cell-view.ts';
import { rowColors, scoreCell, scoreGuess, type ScorableFood } from '../../core/scoring.ts';
import { testDish } from '../support/dishes.ts';

// The real relations file: these tests also check the groups it promises (hot ~ warm ...).
const ctx = {
  relations: RelationsSchema.parse(
    parse(readFileSync(new URL('../../content/relations.yaml', import.meta.url), 'utf8')),
  ),
};

/** A plain dish every test changes one category of. */
const dish = testDish;

describe('a cell', () => {
  it('is green when both sets are equal, whatever the order, case or plural', () => {
    const cell = scoreCell(
      dish({ key_ingredients: ['Tomatoes', 'basil'] }),
      dish({ key_ingredients: ['Basil', 'tomato'] }),
      'key_ingredients',
      ctx,
    );
    expect(cell.color).toBe('green');
    expect(cell.matches).toEqual([
      { value: 'Tomatoes', kind: 'exact' },
      { value: 'basil', kind: 'exact' },
    ]);
  });

  it('is yellow when one value matches exactly but the sets differ', () => {
    const cell = scoreCell(
      dish({ key_ingredients: ['rice', 'egg'] }),
      dish({ key_ingredients: ['rice', 'pork'] }),
      'key_ingredients',
      ctx,
    );
    expect(cell.color).toBe('yellow');
    expect(cell.matches).toEqual([
      { value: 'rice', kind: 'exact' },
      { value: 'egg', kind: 'none' },
    ]);
  });

  it('needs two flavours the same or close for a yellow Flavor box: one shared flavour is red', () => {
    const one = scoreCell(
      dish({ flavor_profile: ['savory', 'sweet'] }),
      dish({ flavor_profile: ['savory', 'bitter'] }),
      'flavor_profile',
      ctx,
    );
    expect(one.color).toBe('red');
    // The shared value is still marked exact: the box is red, the word is not hidden.
    expect(one.matches).toEqual([
      { value: 'savory', kind: 'exact' },
      { value: 'sweet', kind: 'none' },
    ]);
    const exactAndClose = scoreCell(
      dish({ flavor_profile: ['savory', 'spicy'] }),
      dish({ flavor_profile: ['savory', 'bold', 'sour'] }),
      'flavor_profile',
      ctx,
    );
    expect(exactAndClose.color).toBe('yellow');
    const two = scoreCell(
      dish({ flavor_profile: ['savory', 'sweet', 'rich'] }),
      dish({ flavor_profile: ['savory', 'sweet', 'sour'] }),
      'flavor_profile',
      ctx,
    );
    expect(two.color).toBe('yellow');
  });

  it('lets a dish with a single flavour be yellow on its one shared flavour', () => {
    expect(
      scoreCell(dish({ flavor_profile: ['sweet'] }), dish({ flavor_profile: ['sweet', 'rich'] }), 'flavor_profile', ctx)
        .color,
    ).toBe('yellow');
    expect(
      scoreCell(dish({ flavor_profile: ['sweet', 'rich'] }), dish({ flavor_profile: ['sweet'] }), 'flavor_profile', ctx)
        .color,
    ).toBe('yellow');
  });

  it('is yellow, not green, when the guess has all the answer values and more', () => {
    const cell = scoreCell(
      dish({ course_placement: ['Main', 'Breakfast'] }),
      dish({ course_placement: ['Main'] }),
      'course_placement',
      ctx,
    );
    expect(cell.color).toBe('yellow');
  });

  it('is red when nothing matches or relates', () => {
    const cell = scoreCell(dish({ temperature: ['hot'] }), dish({ temperature: ['cold'] }), 'temperature', ctx);
    expect(cell).toEqual({ field: 'temperature', color: 'red', matches: [{ value: 'hot', kind: 'none' }] });
  });

  it('compares accents folded: Sautéed equals sauteed', () => {
    const cell = scoreCell(
      dish({ preparation_method: ['Sautéed'] }),
      dish({ preparation_method: ['sauteed' as 'Sautéed'] }),
      'preparation_method',
      ctx,
    );
    expect(cell.color).toBe('green');
  });
});

describe('origin', () => {
  it('is exact for the same country', () => {
    expect(scoreCell(dish({ origin: ['Italy'] }), dish({ origin: ['Italy'] }), 'origin', ctx).color).toBe('green');
  });

  it('is close for a country of the same UN sub-region, and says which', () => {
    const cell = scoreCell(dish({ origin: ['Italy'] }), dish({ origin: ['Spain'] }), 'origin', ctx);
    expect(cell.color).toBe('yellow');
    expect(cell.matches).toEqual([{ value: 'Italy', kind: 'close', reason: 'same sub-region: Southern Europe' }]);
  });

  it('is red for a country of the same broad region but another sub-region (regions has its own column)', () => {
    expect(scoreCell(dish({ origin: ['Italy'] }), dish({ origin: ['France'] }), 'origin', ctx).color).toBe('red');
  });

  it("treats 'Various' as close to nothing", () => {
    expect(scoreCell(dish({ origin: ['Various'] }), dish({ origin: ['Italy'] }), 'origin', ctx).color).toBe('red');
    expect(scoreCell(dish({ origin: ['Italy'] }), dish({ origin: ['Various'] }), 'origin', ctx).color).toBe('red');
    expect(scoreCell(dish({ origin: ['Various'] }), dish({ origin: ['Various'] }), 'origin', ctx).color).toBe('green');
  });
});

describe('regions', () => {
  it('relates neighbours: Central and North America are close, Europe and South America are not', () => {
    const cell = scoreCell(
      dish({ regions: ['Central America'] }),
      dish({ regions: ['North America'] }),
      'regions',
      ctx,
    );
    expect(cell.color).toBe('yellow');
    expect(cell.matches).toEqual([{ value: 'Central America', kind: 'close', reason: 'related: North America' }]);
    expect(scoreCell(dish({ regions: ['Europe'] }), dish({ regions: ['South America'] }), 'regions', ctx).color).toBe(
      'red',
    );
    const partial = scoreCell(dish({ regions: ['Europe', 'Asia'] }), dish({ regions: ['Europe'] }), 'regions', ctx);
    expect(partial.color).toBe('yellow');
  });
});

describe('preparation method', () => {
  it('is close within a relations group, naming the answer value it relates to', () => {
    const cell = scoreCell(
      dish({ preparation_method: ['Fried'] }),
      dish({ preparation_method: ['Pan Fried'] }),
      'preparation_method',
      ctx,
    );
    expect(cell.matches).toEqual([{ value: 'Fried', kind: 'close', reason: 'related: Pan Fried' }]);
    expect(cell.color).toBe('yellow');
  });

  it('relates Roasted to both the grill group and the oven group, but not Grilled to Baked', () => {
    expect(
      scoreCell(
        dish({ preparation_method: ['Roasted'] }),
        dish({ preparation_method: ['Baked'] }),
        'preparation_method',
        ctx,
      ).color,
    ).toBe('yellow');
    expect(
      scoreCell(
        dish({ preparation_method: ['Roasted'] }),
        dish({ preparation_method: ['Grilled'] }),
        'preparation_method',
        ctx,
      ).color,
    ).toBe('yellow');
    expect(
      scoreCell(
        dish({ preparation_method: ['Grilled'] }),
        dish({ preparation_method: ['Baked'] }),
        'preparation_method',
        ctx,
      ).color,
    ).toBe('red');
  });

  it('is red across groups', () => {
    expect(
      scoreCell(
        dish({ preparation_method: ['Steamed'] }),
        dish({ preparation_method: ['Deep Fried'] }),
        'preparation_method',
        ctx,
      ).color,
    ).toBe('red');
  });
});

describe('flavour, diet, temperature and course', () => {
  it('relates spicy ~ bold and sour ~ tangy, not sweet ~ bitter', () => {
    expect(
      scoreCell(dish({ flavor_profile: ['spicy'] }), dish({ flavor_profile: ['bold'] }), 'flavor_profile', ctx).color,
    ).toBe('yellow');
    expect(
      scoreCell(dish({ flavor_profile: ['sour'] }), dish({ flavor_profile: ['tangy'] }), 'flavor_profile', ctx).color,
    ).toBe('yellow');
    expect(
      scoreCell(dish({ flavor_profile: ['sweet'] }), dish({ flavor_profile: ['bitter'] }), 'flavor_profile', ctx).color,
    ).toBe('red');
  });

  it('relates Vegan ~ Vegetarian and Pescatarian ~ Meat-based, but not Vegetarian ~ Pescatarian', () => {
    expect(
      scoreCell(
        dish({ dietary_identity: ['Vegan'] }),
        dish({ dietary_identity: ['Vegetarian'] }),
        'dietary_identity',
        ctx,
      ).matches,
    ).toEqual([{ value: 'Vegan', kind: 'close', reason: 'related: Vegetarian' }]);
    expect(
      scoreCell(
        dish({ dietary_identity: ['Pescatarian'] }),
        dish({ dietary_identity: ['Meat-based'] }),
        'dietary_identity',
        ctx,
      ).color,
    ).toBe('yellow');
    expect(
      scoreCell(
        dish({ dietary_identity: ['Vegetarian'] }),
        dish({ dietary_identity: ['Pescatarian'] }),
        'dietary_identity',
        ctx,
      ).color,
    ).toBe('red');
  });

  it('relates hot ~ warm and cold ~ room temperature, not hot ~ cold', () => {
    expect(scoreCell(dish({ temperature: ['warm'] }), dish({ temperature: ['hot'] }), 'temperature', ctx).color).toBe(
      'yellow',
    );
    expect(
      scoreCell(dish({ temperature: ['room temperature'] }), dish({ temperature: ['cold'] }), 'temperature', ctx).color,
    ).toBe('yellow');
    expect(scoreCell(dish({ temperature: ['warm'] }), dish({ temperature: ['cold'] }), 'temperature', ctx).color).toBe(
      'red',
    );
  });

  it('relates Appetizer ~ Side, and Main to nothing (not Side, not Dessert)', () => {
    expect(
      scoreCell(
        dish({ course_placement: ['Appetizer'] }),
        dish({ course_placement: ['Side'] }),
        'course_placement',
        ctx,
      ).color,
    ).toBe('yellow');
    expect(
      scoreCell(dish({ course_placement: ['Main'] }), dish({ course_placement: ['Side'] }), 'course_placement', ctx)
        .color,
    ).toBe('red');
    expect(
      scoreCell(dish({ course_placement: ['Main'] }), dish({ course_placement: ['Dessert'] }), 'course_placement', ctx)
        .color,
    ).toBe('red');
  });
});

describe('key ingredients and core components', () => {
  const answer = dish({
    key_ingredients: ['tomato sauce', 'mozzarella'],
    ingredients: ['tomato sauce', 'mozzarella', 'basil', 'olive oil'],
    core_components: ['dough', 'sauce'],
  });

  it('are close when the guess value is in the answer’s full ingredient list', () => {
    const cell = scoreCell(dish({ key_ingredients: ['Basil'] }), answer, 'key_ingredients', ctx);
    expect(cell.matches).toEqual([{ value: 'Basil', kind: 'close', reason: 'in the ingredients' }]);
    expect(cell.color).toBe('yellow');
  });

  it('are close when the guess value shares a word with an answer value, listing the words', () => {
    const cell = scoreCell(dish({ key_ingredients: ['Tomatoes paste'] }), answer, 'key_ingredients', ctx);
    expect(cell.matches).toEqual([{ value: 'Tomatoes paste', kind: 'close', reason: 'shares: tomato' }]);
  });

  it('do not count grammatical words as shared', () => {
    const cell = scoreCell(
      dish({ key_ingredients: ['salt and pepper'] }),
      dish({ key_ingredients: ['bread and butter'], ingredients: ['bread'] }),
      'key_ingredients',
      ctx,
    );
    expect(cell.color).toBe('red');
  });

  it('use relations too: noodles ~ pasta in core components', () => {
    const cell = scoreCell(
      dish({ core_components: ['noodles'] }),
      dish({ core_components: ['pasta'] }),
      'core_components',
      ctx,
    );
    expect(cell.matches).toEqual([{ value: 'noodles', kind: 'close', reason: 'related: pasta' }]);
  });

  it('are red when no value is exact, in the ingredients or sharing a word', () => {
    expect(scoreCell(dish({ key_ingredients: ['chickpeas'] }), answer, 'key_ingredients', ctx).color).toBe('red');
    expect(scoreCell(dish({ core_components: ['broth'] }), answer, 'core_components', ctx).color).toBe('red');
  });

  it('do not use ingredients for other categories', () => {
    const cell = scoreCell(
      dish({ flavor_profile: ['fresh'] }),
      dish({ flavor_profile: ['sweet'], ingredients: ['fresh'] }),
      'flavor_profile',
      ctx,
    );
    expect(cell.color).toBe('red');
  });
});

describe('a whole guess', () => {
  it('has one cell per category in board order, and a guess scored against itself is all green', () => {
    const food = dish();
    const scores = scoreGuess(food, food, ctx);
    expect(Object.keys(scores)).toEqual([...SCORED_CATEGORIES]);
    expect(rowColors(food, food, ctx)).toEqual(SCORED_CATEGORIES.map(() => 'green'));
  });

  it('can be narrowed to some categories', () => {
    expect(Object.keys(scoreGuess(dish(), dish({ temperature: ['cold'] }), ctx, ['temperature']))).toEqual([
      'temperature',
    ]);
  });

  it('gives the same answer for structurally equal foods, cached or not', () => {
    const a = dish({ origin: ['Italy'] });
    const b = dish({ origin: ['Spain'], temperature: ['warm'] });
    expect(scoreGuess(a, b, ctx)).toEqual(scoreGuess(structuredClone(a), structuredClone(b), ctx));
  });
});

describe('cell text', () => {
  const cell = scoreCell(
    dish({ preparation_method: ['Fried', 'Steamed', 'Raw'] }),
    dish({ preparation_method: ['Pan Fried', 'Steamed'] }),
    'preparation_method',
    ctx,
  );

  it('underlines close values and bolds exact ones, escaping content', () => {
    // Marks only with detailed matches on (the option: underline close words, bold exact ones), as the board.
    expect(cellToHtml(cell)).toBe('Fried, Steamed, Raw');
    expect(cellToHtml(cell, true)).toBe(
      '<u title="related: Pan Fried">Fried</u>, <u><strong>Steamed</strong></u>, Raw',
    );
    const evil = scoreCell(dish({ key_ingredients: ['<script>x</script>'] }), dish(), 'key_ingredients', ctx);
    expect(cellToHtml(evil)).toBe('&lt;script&gt;x&lt;/script&gt;');
  });

  it('says how each value matched in plain text when detailed', () => {
    expect(cellToPlainText(cell)).toBe('Fried, Steamed, Raw');
    expect(cellToPlainText(cell, true)).toBe('Fried (close: related: Pan Fried), Steamed (exact), Raw (no match)');
  });
});

describe('every category has an exact, a close (where the rules allow one) and a red case', () => {
  // [category, the answer's values, an exact guess, a close guess and its reason, a red guess]
  const cases: [keyof ScorableFood & string, string[], string, [string, string] | undefined, string][] = [
    ['core_components', ['pasta', 'sauce'], 'sauce', ['noodles', 'related: pasta'], 'broth'],
    ['key_ingredients', ['tomato sauce', 'mozzarella'], 'mozzarella', ['tomato paste', 'shares: tomato'], 'chickpeas'],
    ['origin', ['Thailand'], 'Thailand', ['Vietnam', 'same sub-region: South-Eastern Asia'], 'Peru'],
    ['regions', ['Asia'], 'Asia', ['Oceania', 'related: Asia'], 'Europe'],
    ['preparation_method', ['Simmered'], 'Simmered', ['Stewed', 'related: Simmered'], 'Grilled'],
    ['flavor_profile', ['umami'], 'umami', ['salty', 'related: umami'], 'sweet'],
    ['dietary_identity', ['Meat-based'], 'Meat-based', ['Pescatarian', 'related: Meat-based'], 'Vegan'],
    ['temperature', ['cold'], 'cold', ['room temperature', 'related: cold'], 'hot'],
    ['course_placement', ['Dessert'], 'Dessert', ['Snack', 'related: Dessert'], 'Main'],
  ];

  describe.each(cases)('%s', (field, answerValues, exact, close, none) => {
    const answer = dish({ [field]: answerValues, ingredients: ['salt'] });
    const cell = (value: string) => scoreCell(dish({ [field]: [value] }), answer, field as never, ctx);

    it('exact', () => {
      expect(cell(exact).matches).toEqual([{ value: exact, kind: 'exact' }]);
      expect(scoreCell(dish({ [field]: answerValues }), answer, field as never, ctx).color).toBe('green');
    });

    if (close) {
      it('close', () => {
        const [value, reason] = close;
        expect(cell(value)).toEqual({ field, color: 'yellow', matches: [{ value, kind: 'close', reason }] });
      });
    }

    it('no match', () => {
      expect(cell(none)).toEqual({ field, color: 'red', matches: [{ value: none, kind: 'none' }] });
    });
  });
});
