import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance } from '../../core/did-you-mean.ts';
import { LOCALES, type Locale, TRANSLATED_LOCALES } from '../../core/locales.ts';
import { loadContent } from '../../core/node/content.ts';
import { foldText } from '../../core/normalise.ts';
import {
  buildSearchIndex,
  findFood,
  findFoodIn,
  labelOf,
  matchedAlias,
  type SearchableFood,
  type SuggestOptions,
  suggestFoods,
  suggestFromIndex,
  warmSearchIndex,
  warmSearchIndexStep,
} from '../../core/search.ts';

const ROOT = join(import.meta.dirname, '..', '..');

const foods = [
  { name: 'Pad Thai', aliases: ['phat thai'] },
  { name: 'Phở Bò', aliases: ['pho'] },
  { name: 'Spaghetti Carbonara' },
  { name: 'Pizza Margherita' },
  { name: 'Paella' },
  { name: 'Thai Green Curry' },
];

describe('suggestFoods', () => {
  it('ranks the whole name, then its start, then the start of a word, then an alias, then the text inside', () => {
    expect(suggestFoods(foods, 'thai')).toEqual(['Thai Green Curry', 'Pad Thai']);
    expect(suggestFoods(foods, 'p')).toEqual([
      'Pad Thai',
      'Paella',
      'Phở Bò',
      'Pizza Margherita',
      'Spaghetti Carbonara',
    ]);
    const menu = [
      { name: 'Udon Noodle Soup' },
      { name: 'Udon' },
      { name: 'Yaki Udon' },
      { name: 'Kake', aliases: ['udon'] },
    ];
    expect(suggestFoods(menu, 'udon')).toEqual(['Udon', 'Udon Noodle Soup', 'Yaki Udon', 'Kake']);
  });

  it('ranks by renown within a match, then by name: "pad" is Pad Thai, "su" Sushi', () => {
    const menu = [
      { name: 'Pad Kra Pao', renown: 2 },
      { name: 'Pad See Ew', renown: 3 },
      { name: 'Pad Thai', renown: 4 },
      { name: 'Sukiyaki', renown: 3 },
      { name: 'Sukuma Wiki', renown: 1 },
      { name: 'Sunday Roast', renown: 3 },
      { name: 'Sushi', renown: 5 },
      { name: 'Miso Soup', renown: 4 },
      { name: 'Sundae' },
    ];
    expect(suggestFoods(menu, 'pad')).toEqual(['Pad Thai', 'Pad See Ew', 'Pad Kra Pao']);
    expect(suggestFoods(menu, 'su')).toEqual(['Sushi', 'Sukiyaki', 'Sunday Roast', 'Sukuma Wiki', 'Sundae']);
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

  it(
    'looks for typos only when the text finds fewer than three dishes: "spag" is the ' + 'spaghetti, not spare ribs',
    () => {
      const menu = [
        { name: 'Spaghetti Bolognese' },
        { name: 'Spaghetti Carbonara' },
        { name: 'Cacio e Pepe', aliases: ['spaghetti cacio e pepe'] },
        { name: 'Barbecue Ribs', aliases: ['spare ribs'] },
      ];
      expect(suggestFoods(menu, 'spag')).toEqual(['Spaghetti Bolognese', 'Spaghetti Carbonara', 'Cacio e Pepe']);
      expect(suggestFoods(menu.slice(1), 'spag')).toEqual(['Spaghetti Carbonara', 'Cacio e Pepe', 'Barbecue Ribs']);
    },
  );

  it('gives the same answers from a prebuilt index', () => {
    const index = buildSearchIndex(foods);
    expect(suggestFromIndex(index, 'a')).toEqual(suggestFoods(foods, 'a'));
  });
});

describe('in every language', () => {
  const menu: SearchableFood[] = [
    {
      name: 'Sushi',
      renown: 5,
      aliases: ['nigiri'],
      names: {
        ja: { name: '寿司', aliases: ['すし', 'スシ', 'おすし'] },
        de: { name: 'Sushi' },
        fr: { name: 'Sushi' },
      },
    },
    { name: 'Pelmeni', renown: 3, aliases: ['Пельмени'], names: { ja: { name: 'ペリメニ' }, de: { name: 'Pelmeni' } } },
    { name: 'Käsespätzle', renown: 3, names: { de: { name: 'Käsespätzle', aliases: ['Kässpätzle'] } } },
    { name: 'Sukiyaki', renown: 3, names: { ja: { name: 'すき焼き', aliases: ['スキヤキ'] } } },
    {
      name: 'Onigiri',
      renown: 4,
      aliases: ['rice ball'],
      names: { ja: { name: 'おにぎり' }, fr: { name: 'Boulette de riz' } },
    },
    { name: 'Pão de Queijo', renown: 3, names: { 'pt-BR': { name: 'Pão de queijo' }, es: { name: 'Pan de queso' } } },
  ];
  const index = buildSearchIndex(menu);
  const first = (query: string, locale?: Locale) => suggestFromIndex(index, query, { locale })[0];

  it('finds Sushi by 寿司, すし, スシ, sushi and the German "Suschi", and Pelmeni by pelmeni and пельмени', () => {
    for (const locale of LOCALES) {
      expect(first('寿司', locale)).toBe('Sushi');
      expect(first('すし', locale)).toBe('Sushi');
      expect(first('スシ', locale)).toBe('Sushi');
      expect(first('sushi', locale)).toBe('Sushi');
      expect(first('pelmeni', locale)).toBe('Pelmeni');
      expect(first('пельмени', locale)).toBe('Pelmeni');
      expect(first('ПЕЛЬ', locale)).toBe('Pelmeni');
    }
    // A German spelling of the sound: one letter away, found by the typo pass.
    expect(suggestFromIndex(index, 'Suschi', { locale: 'de' })).toEqual(['Sushi']);
  });

  it('folds width and kana: full-width Latin, half-width katakana, katakana typed for hiragana', () => {
    expect(first('ＳＵＳＨＩ')).toBe('Sushi');
    expect(first('ｽｼ')).toBe('Sushi');
    expect(first('オニギリ')).toBe('Onigiri');
    expect(first('すきやき')).toBe('Sukiyaki');
    // Voicing marks are kept: ぺ is not へ.
    expect(first('へり')).toBeUndefined();
    expect(first('ぺり')).toBe('Pelmeni');
  });

  it("follows a language's own rules: German umlauts written out", () => {
    expect(first('kaesespaetzle', 'de')).toBe('Käsespätzle');
    expect(first('kasespatzle', 'de')).toBe('Käsespätzle');
    expect(first('kaessp', 'de')).toBe('Käsespätzle');
  });

  it("counts the player's own language as the dish's name: a name there ranks before an alias elsewhere", () => {
    const two: SearchableFood[] = [
      { name: 'Boulette', renown: 5, names: { fr: { name: 'Kefta' } } },
      { name: 'Onigiri', renown: 1, names: { fr: { name: 'Boule de riz' } } },
    ];
    expect(suggestFoods(two, 'boul')).toEqual(['Boulette', 'Onigiri']);
    expect(suggestFoods(two, 'boule', { locale: 'fr' })).toEqual(['Onigiri', 'Boulette']);
  });

  it('labels a dish with its name in the locale, and says what it was found by', () => {
    expect(labelOf(index, 'Sushi', 'ja')).toBe('寿司');
    expect(labelOf(index, 'Sukiyaki', 'fr')).toBe('Sukiyaki');
    expect(matchedAlias(index, 'Sushi', 'sushi', 'ja')).toBe('Sushi');
    expect(matchedAlias(index, 'Sushi', 'すし', 'ja')).toBe('すし');
    expect(matchedAlias(index, 'Sushi', '寿', 'ja')).toBeUndefined();
    expect(matchedAlias(index, 'Sushi', 'sushi', 'en')).toBeUndefined();
    expect(matchedAlias(index, 'Pelmeni', 'пельм')).toBe('Пельмени');
    expect(matchedAlias(index, 'Onigiri', 'boulette', 'en')).toBe('Boulette de riz');
  });

  it('findFood takes a name in any language, the locale first', () => {
    expect(findFood(index, '寿司')).toBe('Sushi');
    expect(findFood(index, 'ｽｼ')).toBe('Sushi');
    expect(findFood(index, 'Pan de queso')).toBe('Pão de Queijo');
    expect(findFood(index, 'kaesespaetzle')).toBe('Käsespätzle');
    const clash: SearchableFood[] = [
      { name: 'Tortilla', renown: 5 },
      { name: 'Spanish Omelette', renown: 3, names: { es: { name: 'Tortilla' } } },
    ];
    const clashIndex = buildSearchIndex(clash);
    expect(findFood(clashIndex, 'tortilla')).toBe('Tortilla');
    expect(findFood(clashIndex, 'tortilla', 'es')).toBe('Spanish Omelette');
  });
});

/** The rules written the slow, obvious way: the oracle the index must agree with, answer for answer. */
function reference(list: readonly SearchableFood[], query: string, opts: SuggestOptions = {}): string[] {
  const { locale = 'en', exclude = [], limit = 10, typos = true } = opts;
  const q = foldText(query);
  if (q === '' || limit <= 0) return [];
  const excluded = new Set(exclude.map(foldText));
  const german = (text: string) => text.replace(/ä/gi, 'ae').replace(/ö/gi, 'oe').replace(/ü/gi, 'ue');
  const forms = (text: string, lang: Locale) => (lang === 'de' ? [text, german(text)] : [text]).map(foldText);
  const keysOf = (f: SearchableFood) => {
    const shownIn = locale === 'en' || !f.names?.[locale] ? 'en' : locale;
    const shown = forms(shownIn === 'en' ? f.name : f.names![locale as 'ja']!.name, shownIn);
    const others = [
      ...forms(f.name, 'en'),
      ...(f.aliases ?? []).map(foldText),
      ...TRANSLATED_LOCALES.flatMap((l) =>
        f.names?.[l] ? [f.names[l].name, ...(f.names[l].aliases ?? [])].flatMap((t) => forms(t, l)) : [],
      ),
    ];
    return { shown: shown.filter(Boolean), others: others.filter(Boolean) };
  };
  const tier = (f: SearchableFood) => {
    const { shown, others } = keysOf(f);
    const tiers = [
      ...shown.map((t) => (t === q ? 0 : t.startsWith(q) ? 1 : t.includes(` ${q}`) ? 2 : t.includes(q) ? 4 : 9)),
      ...others.map((t) => (t.startsWith(q) || t.includes(` ${q}`) ? 3 : t.includes(q) ? 4 : 9)),
    ];
    return Math.min(...tiers);
  };
  const max = q.length < 4 ? 0 : q.length < 8 ? 1 : 2;
  const distance = (f: SearchableFood) => {
    const { shown, others } = keysOf(f);
    return Math.min(
      ...[...shown, ...others].flatMap((key) =>
        key
          .split(' ')
          .map((_, i, words) => words.slice(i).join(' '))
          .flatMap((rest) => [q.length - 1, q.length, q.length + 1].map((len) => editDistance(q, rest.slice(0, len)))),
      ),
    );
  };
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const ranked = list
    .filter((f) => !excluded.has(foldText(f.name)))
    .sort((a, b) => (b.renown ?? 0) - (a.renown ?? 0) || cmp(foldText(a.name), foldText(b.name)) || cmp(a.name, b.name))
    .map((f, rank) => ({ f, rank, tier: tier(f) }));
  const found = ranked
    .filter((x) => x.tier < 9)
    .sort((a, b) => a.tier - b.tier || a.rank - b.rank)
    .slice(0, limit);
  if (found.length < Math.min(limit, 3) && typos && max > 0) {
    const near = ranked
      .filter((x) => x.tier === 9)
      .map((x) => ({ ...x, d: distance(x.f) }))
      .filter((x) => x.d <= max)
      .sort((a, b) => a.d - b.d || a.rank - b.rank);
    found.push(...near.slice(0, limit - found.length));
  }
  return found.map((x) => x.f.name);
}

/** Syllables in the scripts the game's names are written in (Latin with accents, kana both ways, kanji, Cyrillic,
 * full width).
 */
const SYLLABLES = [
  'pa',
  'd ',
  'thai',
  'su',
  'shi',
  'ke',
  'bab',
  ' ',
  'ch',
  'é',
  'ä',
  'ae',
  'ri',
  'o',
  'すし',
  'スシ',
  'ラ',
  'らーめん',
  'が',
  'か',
  '寿',
  '司',
  'пель',
  'мени',
  'Ｓ',
  'ｽ',
];

const text = (maxSyllables: number) =>
  fc.array(fc.constantFrom(...SYLLABLES), { minLength: 1, maxLength: maxSyllables }).map((s) => s.join(''));

const names = fc.record({ name: text(4), aliases: fc.array(text(4), { maxLength: 2 }) });

/** Lists of dishes with names in several languages, renown or none, no two English names folding alike. */
const dishLists = fc.uniqueArray(
  fc.record(
    {
      name: text(5).filter((n) => foldText(n) !== ''),
      aliases: fc.array(text(4), { maxLength: 3 }),
      renown: fc.integer({ min: 1, max: 5 }),
      names: fc.dictionary(fc.constantFrom(...TRANSLATED_LOCALES), names, { maxKeys: 3 }),
    },
    { requiredKeys: ['name'] },
  ),
  { selector: (f) => foldText(f.name), maxLength: 40 },
);

/** A query: random syllables, or a piece of a dish's key with a typo or two in it. */
const queryFor = (list: SearchableFood[]) =>
  fc.oneof(
    text(3),
    fc
      .record({
        dish: fc.nat(Math.max(0, list.length - 1)),
        from: fc.nat(6),
        length: fc.integer({ min: 1, max: 12 }),
        edits: fc.array(
          fc.tuple(fc.nat(12), fc.constantFrom('del', 'ins', 'sub'), fc.constantFrom('a', 'x', 'す', ' ')),
          {
            maxLength: 2,
          },
        ),
      })
      .map(({ dish, from, length, edits }) => {
        const f = list[dish];
        if (!f) return 'x';
        const keys = [f.name, ...(f.aliases ?? []), ...Object.values(f.names ?? {}).map((n) => n!.name)];
        const s = [...foldText(keys[from % keys.length]!)].slice(from % 3, (from % 3) + length);
        for (const [at, op, c] of edits) {
          const i = s.length === 0 ? 0 : at % s.length;
          if (op === 'del') s.splice(i, 1);
          else if (op === 'ins') s.splice(i, 0, c);
          else s[i] = c;
        }
        return s.join('');
      }),
  );

describe('warmSearchIndexStep', () => {
  it('makes the later parts one at a time, then says none remains', () => {
    const index = buildSearchIndex(foods);
    expect([warmSearchIndexStep(index), warmSearchIndexStep(index), warmSearchIndexStep(index)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('the index agrees with a scan of every name', () => {
  it('for random dishes in several scripts, queries with and without typos, locales, exclusions and limits', () => {
    fc.assert(
      fc.property(
        dishLists.chain((list) =>
          fc.tuple(fc.constant(list), queryFor(list), fc.constantFrom(...LOCALES), fc.nat(12), fc.nat(3), fc.nat(2)),
        ),
        ([list, query, locale, limit, excluded, warm]) => {
          // Made lazily, all at once, or in part (the island's first idle step: the text inside names).
          const index = buildSearchIndex(list);
          if (warm === 2) warmSearchIndex(index);
          if (warm === 1) expect(warmSearchIndexStep(index)).toBe(true);
          const exclude = list.slice(0, excluded).map((f) => f.name.toUpperCase());
          const opts = { locale, limit, exclude };
          expect(suggestFromIndex(index, query, opts)).toEqual(reference(list, query, opts));
        },
      ),
      {
        numRuns: 600,
        // A double space is one: the reference once counted it as two letters and allowed two typos.
        examples: [[[[{ name: 'su', aliases: ['su thaio'] }], 'x  thaio', 'en', 10, 0, 0]]],
      },
    );
  }, 60_000);

  it('for many dishes at once, where runs of matches are long and kept', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(text(4), fc.integer({ min: 1, max: 5 })), { minLength: 100, maxLength: 300 }),
        fc.array(text(2), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...LOCALES),
        (rows, queries, locale) => {
          const list = rows.map(([name, renown], i) => ({ name: `${name} ${i}`, renown, aliases: [name] }));
          const index = buildSearchIndex(list);
          for (const query of [...queries, ...queries]) {
            const opts = { locale, limit: 10, exclude: [list[0]!.name] };
            expect(suggestFromIndex(index, query, opts)).toEqual(reference(list, query, opts));
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);
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
    expect(matchedAlias(index, 'Kokoda', 'ceviche')).toBe('fijian ceviche');
    expect(matchedAlias(index, 'Ceviche', 'ceviche')).toBeUndefined();
    expect(matchedAlias(index, 'Ceviche', 'cebi')).toBe('cebiche');
  });
});

describe('ranking on the test fixtures (renown filled in)', () => {
  const fixture = loadContent(join(ROOT, 'tests/fixtures/e2e-content')).content.foods;
  const index = buildSearchIndex(fixture);
  const top = (query: string, n = 5) => suggestFromIndex(index, query, { limit: n });

  it('puts the best-known dish of an equal match first', () => {
    expect(top('pad')[0]).toBe('Pad Thai');
    expect(top('su', 2)).toContain('Sushi');
    // Chocolate Chip Cookies (5) before Char Kway Teow and Chili Crab (3).
    expect(top('ch', 3)).toEqual(['Chocolate Chip Cookies', 'Char Kway Teow', 'Chili Crab']);
    expect(top('bur')[0]).toBe('Burrito');
  });
});

const real = loadContent(join(ROOT, 'content')).content.foods;
describe.skipIf(!real.some((f) => f.renown !== undefined))('ranking on the real content (issue #29)', () => {
  const index = buildSearchIndex(real);
  const top = (query: string, n = 5) => suggestFromIndex(index, query, { limit: n });

  it('"pad" is Pad Thai, "su" Sushi first or second, "ch" at least two of four well-known dishes in the top 5', () => {
    expect(top('pad')[0]).toBe('Pad Thai');
    expect(top('su', 2)).toContain('Sushi');
    const known = ['Chicken Tikka Masala', 'Churros', 'Chili con Carne', 'Cheeseburger'];
    expect(top('ch').filter((name) => known.includes(name)).length).toBeGreaterThanOrEqual(2);
  });
});
