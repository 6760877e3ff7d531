import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance } from '../../core/did-you-mean.ts';
import {
  buildSearchIndex,
  findFood,
  findFoodIn,
  matchedAlias,
  suggestFoods,
  suggestFromIndex,
} from '../../core/search.ts';

/** Text as the search reads it (accents, case and runs of spaces folded), written out as the oracles' own. */
const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Lists of up to `maxLength` dishes, names and aliases made of `syllables`, no two names alike by `unique`. */
const dishLists = (
  syllables: string[],
  {
    aliasSyllables,
    unique,
    maxLength,
  }: { aliasSyllables: number; unique: (name: string) => string; maxLength: number },
) =>
  fc.uniqueArray(
    fc.record({
      name: fc
        .array(fc.constantFrom(...syllables), { minLength: 1, maxLength: 5 })
        .map((s) => s.join('').trim() || 'x'),
      aliases: fc.array(
        fc.array(fc.constantFrom(...syllables), { minLength: 1, maxLength: aliasSyllables }).map((s) => s.join('')),
        { maxLength: 2 },
      ),
    }),
    { selector: (f) => unique(f.name), maxLength },
  );

const foods = [
  { name: 'Pad Thai', aliases: ['phat thai'] },
  { name: 'Phở Bò', aliases: ['pho'] },
  { name: 'Spaghetti Carbonara' },
  { name: 'Pizza Margherita' },
  { name: 'Paella' },
  { name: 'Thai Green Curry' },
];

describe('suggestFoods', () => {
  it('ranks names starting with the text first, then names containing it, each in name order', () => {
    expect(suggestFoods(foods, 'thai')).toEqual(['Thai Green Curry', 'Pad Thai']);
    expect(suggestFoods(foods, 'p')).toEqual([
      'Pad Thai',
      'Paella',
      'Phở Bò',
      'Pizza Margherita',
      'Spaghetti Carbonara',
    ]);
  });

  it('ignores case and accents, and matches aliases but returns the name', () => {
    expect(suggestFoods(foods, 'PHO')).toEqual(['Phở Bò']);
    expect(suggestFoods(foods, 'phat')).toEqual(['Pad Thai']);
  });

  it('leaves out excluded names, whatever their case', () => {
    expect(suggestFoods(foods, 'p', { exclude: ['pad thai', 'PAELLA'] })).toEqual([
      'Phở Bò',
      'Pizza Margherita',
      'Spaghetti Carbonara',
    ]);
  });

  it('returns at most `limit`, 10 by default, and nothing for blank text', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ name: `Soup ${String(i).padStart(2, '0')}` }));
    expect(suggestFoods(many, 'soup')).toHaveLength(10);
    expect(suggestFoods(many, 'soup', { limit: 3 })).toEqual(['Soup 00', 'Soup 01', 'Soup 02']);
    expect(suggestFoods(many, '   ')).toEqual([]);
  });

  it('keeps starts-with matches first even when contains matches come earlier in name order', () => {
    const list = [{ name: 'A Rice Bowl' }, { name: 'Rice Pudding' }];
    expect(suggestFoods(list, 'rice', { limit: 1 })).toEqual(['Rice Pudding']);
  });

  it('ranks a name starting with the text, then a word of a name, before a dish found by an alias ("su")', () => {
    const menu = [
      { name: 'Gỏi Cuốn', aliases: ['summer rolls'] },
      { name: 'Miso Soup' },
      { name: 'Nasi Kuning' },
      { name: 'Sushi' },
      { name: 'Sukiyaki' },
      { name: 'Pho Sua Da' },
      { name: 'Couscous' },
    ];
    expect(suggestFoods(menu, 'su')).toEqual(['Sukiyaki', 'Sushi', 'Pho Sua Da', 'Gỏi Cuốn']);
    expect(suggestFoods(menu, 'ous')).toEqual(['Couscous']);
  });

  it('forgives a typo once the text has 4 letters, two from 8 ("shushi" finds Sushi), nearest first', () => {
    const menu = [{ name: 'Sushi' }, { name: 'Shish Kebab' }, { name: 'Pad Thai' }, { name: 'Khachapuri' }];
    expect(suggestFoods(menu, 'shushi')).toEqual(['Sushi']);
    // Two typos only from 8 letters on.
    expect(suggestFoods(menu, 'kachapury')).toEqual(['Khachapuri']);
    expect(suggestFoods(menu, 'shisk kebap')).toEqual(['Shish Kebab']);
    expect(suggestFoods(menu, 'sushy kebap')).toEqual([]);
    expect(suggestFoods(menu, 'pad tai')).toEqual(['Pad Thai']);
    expect(suggestFoods(menu, 'kachapuri')).toEqual(['Khachapuri']);
    expect(suggestFoods(menu, 'sh')).toEqual(['Shish Kebab', 'Sushi']);
    expect(suggestFoods(menu, 'shushi', { typos: false })).toEqual([]);
  });

  it('gives the same answers from a prebuilt index', () => {
    const index = buildSearchIndex(foods);
    expect(suggestFromIndex(index, 'a')).toEqual(suggestFoods(foods, 'a'));
  });
});

describe('the index', () => {
  /** The rule written the slow, obvious way: the oracle the index must agree with. */
  function reference(
    list: { name: string; aliases?: string[] }[],
    query: string,
    exclude: string[],
    limit: number,
  ): string[] {
    const q = fold(query);
    if (q === '') return [];
    const ex = new Set(exclude.map(fold));
    const sorted = [...list]
      .sort((a, b) => (fold(a.name) < fold(b.name) ? -1 : 1))
      .filter((f) => !ex.has(fold(f.name)));
    const aliases = (f: { name: string; aliases?: string[] }) =>
      (f.aliases ?? []).map(fold).filter((a) => a !== '' && a !== fold(f.name));
    const tier = (f: { name: string; aliases?: string[] }) => {
      const name = fold(f.name);
      if (name.startsWith(q)) return 0;
      if (name.includes(` ${q}`)) return 1;
      if (aliases(f).some((a) => a.startsWith(q) || a.includes(` ${q}`))) return 2;
      if (name.includes(q) || aliases(f).some((a) => a.includes(q))) return 3;
      return 4;
    };
    return sorted
      .map((f, i) => ({ f, i, t: tier(f) }))
      .filter((x) => x.t < 4)
      .sort((a, b) => a.t - b.t || a.i - b.i)
      .slice(0, limit)
      .map((x) => x.f.name);
  }

  it('agrees with a plain scan for random foods, queries, exclusions and limits', () => {
    // Names that fold alike would have no defined order, so the generated ones are unique folded.
    const syllables = [
      'pa',
      'd ',
      'thai',
      'ph',
      'o',
      'bo',
      'cur',
      'ry',
      'rice',
      ' ',
      'é',
      'ch',
      'ick',
      'en',
      'so',
      'up',
    ];
    fc.assert(
      fc.property(
        dishLists(syllables, { aliasSyllables: 3, unique: fold, maxLength: 40 }),
        fc.array(fc.constantFrom(...syllables), { minLength: 1, maxLength: 2 }).map((s) => s.join('')),
        fc.nat(12),
        (list, query, limit) => {
          const exclude = list.slice(0, 2).map((f) => f.name.toUpperCase());
          expect(suggestFoods(list, query, { exclude, limit, typos: false })).toEqual(
            reference(list, query, exclude, limit),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('typos', () => {
  /** Dishes a typo or two from the start of a word of a name or alias, found the slow way: every word of every dish. */
  function nearByScan(list: { name: string; aliases?: string[] }[], query: string): string[] {
    // The text as the search reads it: "x  thaio" is "x thaio", 7 letters, one typo allowed.
    const q = fold(query);
    const max = q.length < 8 ? 1 : 2;
    const distance = (key: string) =>
      Math.min(
        ...key
          .split(' ')
          .map((_, i, words) => words.slice(i).join(' '))
          .flatMap((rest) => [q.length - 1, q.length, q.length + 1].map((len) => editDistance(q, rest.slice(0, len)))),
      );
    return list
      .map((f) => ({ f, d: Math.min(...[f.name, ...(f.aliases ?? [])].map(fold).map(distance)) }))
      .filter((x) => x.d <= max)
      .map((x) => x.f.name);
  }

  it('finds every dish a scan of all words finds, when nothing matches the text itself', () => {
    const syllables = ['su', 'shi', 'ke', 'bab', 'pad', ' ', 'thai', 'ka', 'cha', 'pu', 'ri', 'o'];
    fc.assert(
      fc.property(
        dishLists(syllables, { aliasSyllables: 4, unique: (name) => name.toLowerCase(), maxLength: 30 }),
        fc.array(fc.constantFrom(...syllables, 'x', 'y'), { minLength: 2, maxLength: 5 }).map((s) => s.join('').trim()),
        (list, query) => {
          fc.pre(fold(query).length >= 4 && suggestFoods(list, query, { typos: false, limit: 1000 }).length === 0);
          expect(new Set(suggestFoods(list, query, { limit: 1000 }))).toEqual(new Set(nearByScan(list, query)));
        },
      ),
      // A double space is one: the reference once counted it as two letters and allowed two typos.
      { numRuns: 400, examples: [[[{ name: 'su', aliases: ['su thaio'] }], 'x  thaio']] },
    );
  });
});

describe('findFood: the one way to find the dish someone typed', () => {
  const dishes = [
    { name: 'Ceviche', slug: 'ceviche', aliases: ['cebiche'] },
    { name: 'Kokoda', slug: 'kokoda', aliases: ['fijian ceviche'] },
    { name: 'Phở Bò', slug: 'pho-bo', aliases: ['pho'] },
    { name: 'Pho', slug: 'pho-plain', aliases: [] },
  ];
  const index = buildSearchIndex(dishes);

  it('finds a dish by its name, slug or alias, accents, case and outer spaces ignored', () => {
    expect(findFood(index, '  KOKODA ')).toBe('Kokoda');
    expect(findFood(index, 'kokoda')).toBe('Kokoda');
    expect(findFood(index, 'Fijian Ceviche')).toBe('Kokoda');
    expect(findFood(index, 'pho-bo')).toBe('Phở Bò');
    expect(findFood(index, 'pho bo')).toBe('Phở Bò');
    expect(findFoodIn(dishes, 'CEBICHE')).toEqual(dishes[0]);
  });

  it("lets a dish's own name win over another dish's alias, and finds nothing for a part of a name", () => {
    expect(findFood(index, 'pho')).toBe('Pho');
    expect(findFood(index, 'cevi')).toBeUndefined();
    expect(findFood(index, '   ')).toBeUndefined();
  });
});

describe('matchedAlias', () => {
  const dishes = [
    { name: 'Ceviche', aliases: ['cebiche'] },
    { name: 'Kokoda', aliases: ['fijian ceviche'] },
  ];
  const index = buildSearchIndex(dishes);

  it('names the alias a suggestion was found by, and nothing when the name itself matched', () => {
    expect(matchedAlias(index, dishes[1]!.aliases, 'Kokoda', 'ceviche')).toBe('fijian ceviche');
    expect(matchedAlias(index, dishes[0]!.aliases, 'Ceviche', 'ceviche')).toBeUndefined();
    expect(matchedAlias(index, dishes[0]!.aliases, 'Ceviche', 'cebi')).toBe('cebiche');
  });
});
