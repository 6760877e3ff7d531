import { describe, expect, it } from 'vitest';
import { SCORED_CATEGORIES } from '../../core/categories.ts';
import { buildFoodIndex, buildFoodNames, buildLocaleNames, toIndexedFood } from '../../core/food-files.ts';
import { HASHED_FOOD_DATA_PATH, isFoodIndexFile, isFoodNamesFile, joinFoodIndex } from '../../core/food-index.ts';
import { searchableNames } from '../../core/food-names.ts';
import { loadContent } from '../../core/node/content.ts';
import { buildSearchIndex, findFood, suggestFromIndex } from '../../core/search.ts';
import { scoreGuess } from '../../core/scoring.ts';
import { FIXTURE_CONTENT } from '../api/_server.ts';

const { foods, relations } = loadContent(FIXTURE_CONTENT).content;

describe('the scoring index', () => {
  it('keeps what scoring and the food browser read, and drops the description and the hint fields', () => {
    const pho = foods.find((f) => f.slug === 'pho-bo')!;
    const indexed = toIndexedFood(pho);
    expect(indexed).not.toHaveProperty('description');
    expect(indexed).not.toHaveProperty('texture_emphasis');
    expect(indexed).not.toHaveProperty('source');
    for (const c of SCORED_CATEGORIES) expect(indexed[c]).toEqual(pho[c]);
    expect(indexed.ingredients).toEqual(pho.ingredients);
  });

  it('leaves out what the names file holds, and joined with it gives every dish back as toIndexedFood makes it', () => {
    const file = buildFoodIndex(foods);
    for (const entry of file.foods) {
      expect(entry).toHaveProperty('slug');
      expect(entry).not.toHaveProperty('aliases');
      expect(entry).not.toHaveProperty('icon');
    }
    const joined = joinFoodIndex(file, buildFoodNames(foods));
    expect(joined).toHaveLength(foods.length);
    for (const food of joined) expect(food).toEqual(toIndexedFood(foods.find((f) => f.name === food.name)!));
  });

  it('scores every pair exactly as the whole records do', () => {
    const index = joinFoodIndex(buildFoodIndex(foods), buildFoodNames(foods));
    const byName = new Map(index.map((f) => [f.name, f]));
    for (const guess of foods) {
      for (const answer of foods) {
        expect(scoreGuess(byName.get(guess.name)!, byName.get(answer.name)!, { relations })).toEqual(
          scoreGuess(guess, answer, { relations }),
        );
      }
    }
  });

  it('is the same file whatever order the dishes come in', () => {
    expect(JSON.stringify(buildFoodIndex([...foods].reverse()))).toBe(JSON.stringify(buildFoodIndex(foods)));
    expect(JSON.stringify(buildFoodNames([...foods].reverse()))).toBe(JSON.stringify(buildFoodNames(foods)));
  });
});

describe('the names file', () => {
  it('finds a dish by name, slug or alias, as the whole list does', () => {
    const fromNames = buildSearchIndex(searchableNames(buildFoodNames(foods)));
    const fromFoods = buildSearchIndex(foods);
    for (const f of foods) {
      for (const typed of [f.name, f.slug, ...f.aliases, f.name.toUpperCase()])
        expect(findFood(fromNames, typed)).toBe(findFood(fromFoods, typed));
    }
    expect(findFood(fromNames, 'not a dish')).toBeUndefined();
  });

  it("suggests as the whole list does, with each language's names file and renown", () => {
    const withNames = foods.map((f, i) => ({
      ...f,
      slug: i === 0 ? 'a-slug-of-its-own' : f.slug,
      renown: f.renown ?? (i % 5) + 1,
      ...(i % 3 === 0
        ? { names: { ja: { name: `料理${i}`, aliases: [`りょうり${i}`] }, de: { name: `Gericht ${i}`, aliases: [] } } }
        : {}),
    }));
    const files = (['ja', 'de', 'fr'] as const).map((l) => buildLocaleNames(withNames, l));
    expect(files[2]!.names.every((n) => n.length === 0)).toBe(true);
    const fromNames = buildSearchIndex(searchableNames(buildFoodNames(withNames), files));
    const fromFoods = buildSearchIndex(withNames);
    for (const query of ['p', 'りょうり', '料理3', 'gericht 1', 'a-slug-of-its-own', 'ceviche', 'sushi'])
      for (const locale of ['en', 'ja', 'de'] as const) {
        expect(suggestFromIndex(fromNames, query, { locale })).toEqual(suggestFromIndex(fromFoods, query, { locale }));
        expect(findFood(fromNames, query, locale)).toBe(findFood(fromFoods, query, locale));
      }
    expect(findFood(fromNames, 'a-slug-of-its-own')).toBe(withNames[0]!.name);
  });

  it("leaves out another build's language file (not aligned with the names file)", () => {
    const names = buildFoodNames(foods);
    const other = buildLocaleNames(foods.slice(1), 'ja');
    expect(searchableNames(names, [other])).toEqual(searchableNames(names));
  });
});

describe('checks on fetched or cached copies', () => {
  it('accept the built files and refuse anything else', () => {
    expect(isFoodNamesFile(buildFoodNames(foods))).toBe(true);
    expect(isFoodIndexFile(buildFoodIndex(foods))).toBe(true);
    expect(isFoodNamesFile({ names: [['only a name']] })).toBe(false);
    expect(isFoodNamesFile(null)).toBe(false);
    expect(isFoodIndexFile({ foods: [{ name: 'x' }] })).toBe(false);
    expect(isFoodIndexFile(buildFoodNames(foods))).toBe(false);
  });

  it('name hashed paths only', () => {
    expect(HASHED_FOOD_DATA_PATH.test('/data/food-index.0123456789.json')).toBe(true);
    expect(HASHED_FOOD_DATA_PATH.test('/data/food-names.abcdef0123.json')).toBe(true);
    expect(HASHED_FOOD_DATA_PATH.test('/data/food-names-pt-BR.abcdef0123.json')).toBe(true);
    expect(HASHED_FOOD_DATA_PATH.test('/data/relations.json')).toBe(false);
    expect(HASHED_FOOD_DATA_PATH.test('/data/food-index.json')).toBe(false);
  });
});
