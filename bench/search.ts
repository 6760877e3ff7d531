/**
 * Search in core/ (part of `node bench/run.ts`): the game's own index (core/search.ts)
 * beside a well-kept library, MiniSearch, on the same dishes and the same queries:
 * build time, time per query (median over rounds, and the slowest query), and the bytes
 * the browser would load at 1,000 dishes (the own index is built in the browser from the
 * names files; MiniSearch's index would be shipped as JSON beside them, or built in the
 * browser from the same names, as slowly as its build time says).
 *
 * MiniSearch is set up to find what the game's search finds: every name and alias in
 * every language as one field, the same folding (core/normalise.ts foldText, so kana,
 * width and accents), prefix search, and the same typo budget (1 edit from 4 letters, 2
 * from 8). Its ranking is BM25 over words, not the game's tiers and renown, so its top 10
 * would still need re-ranking: the comparison is of the work of finding the candidates.
 */
import { brotliCompressSync, gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { buildFoodNames, buildLocaleNames } from '../core/food-files.ts';
import { type Locale, TRANSLATED_LOCALES } from '../core/locales.ts';
import { foldText } from '../core/normalise.ts';
import type { FoodRecord } from '../core/schemas/food.ts';
import { buildSearchIndex, suggestFromIndex, typoBudget, warmSearchIndex } from '../core/search.ts';

/** The queries of the bench, each with the player's locale: the first letters of common names, names in other
 * scripts and languages, and typos.
 */
export const SEARCH_QUERIES: readonly [string, Locale][] = [
  ['p', 'en'],
  ['pa', 'en'],
  ['pad', 'en'],
  ['chi', 'en'],
  ['chick', 'en'],
  ['sou', 'en'],
  ['soup', 'en'],
  ['carbonara', 'en'],
  ['tikka', 'en'],
  ['ramen', 'en'],
  ['noodle', 'en'],
  ['cake', 'en'],
  ['xyz', 'en'],
  ['bao', 'en'],
  ['curry', 'en'],
  // Native scripts and the other languages' names.
  ['すし', 'ja'],
  ['スシ', 'ja'],
  ['寿司', 'ja'],
  ['らめん', 'ja'],
  ['カレー', 'ja'],
  ['鶏', 'ja'],
  ['ｓｕｓｈｉ', 'ja'],
  ['пельмени', 'de'],
  ['бор', 'en'],
  ['hähnchen', 'de'],
  ['haehnchen', 'de'],
  ['poulet', 'fr'],
  ['gâteau', 'fr'],
  ['arroz', 'es'],
  ['frango', 'pt-BR'],
  // Typos.
  ['carbonnara', 'en'],
  ['sushy', 'en'],
  ['ramne', 'en'],
  ['tika masala', 'en'],
  ['noodel', 'en'],
  ['paela', 'es'],
  ['gazpaco', 'es'],
  ['bibimbab', 'en'],
  ['croisant', 'fr'],
  ['khachapury', 'en'],
  ['suschi', 'de'],
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Every name and alias of a dish, in every language. */
function allNames(food: FoodRecord): string[] {
  return [
    food.name,
    ...food.aliases,
    ...Object.values(food.names ?? {}).flatMap((n) => (n ? [n.name, ...n.aliases] : [])),
  ];
}

/** One engine's figures. */
export interface EngineFigures {
  engine: string;
  buildMs: number;
  /** Median over the queries of each query's median µs. */
  medianUs: number;
  /** Mean over the queries (each query's median): what a mix of them costs. */
  meanUs: number;
  slowest: string;
  /** Brotli bytes the browser loads for it at 1,000 dishes, all six languages. */
  bytes: number;
}

/** Times `run` for each query: median µs over rounds, after a warm-up. */
function timeQueries(run: (query: string, locale: Locale) => void): {
  medianUs: number;
  meanUs: number;
  slowest: string;
} {
  const perQuery: [string, number][] = [];
  for (const [query, locale] of SEARCH_QUERIES) {
    for (let i = 0; i < 50; i++) run(query, locale);
    const rounds: number[] = [];
    for (let round = 0; round < 15; round++) {
      const start = process.hrtime.bigint();
      for (let i = 0; i < 20; i++) run(query, locale);
      rounds.push(Number(process.hrtime.bigint() - start) / 1000 / 20);
    }
    perQuery.push([query, median(rounds)]);
  }
  const times = perQuery.map(([, t]) => t);
  const [slowQuery, slowTime] = perQuery.reduce((a, b) => (b[1] > a[1] ? b : a));
  return {
    medianUs: median(times),
    meanUs: times.reduce((a, b) => a + b, 0) / times.length,
    slowest: `"${slowQuery}" ${slowTime.toFixed(0)} µs`,
  };
}

function buildMini(foods: readonly FoodRecord[]): MiniSearch {
  const mini = new MiniSearch({
    fields: ['names'],
    storeFields: [],
    processTerm: (term) => foldText(term) || null,
    searchOptions: {
      prefix: true,
      fuzzy: (term) => typoBudget(term.length),
      maxFuzzy: 2,
      combineWith: 'AND',
    },
  });
  mini.addAll(foods.map((f, id) => ({ id, names: allNames(f).join(' | ') })));
  return mini;
}

/** Each query typed key by key: every prefix of it (by character) is one keystroke's search. */
export const KEYSTROKES: readonly [string, Locale][] = SEARCH_QUERIES.flatMap(([query, locale]) =>
  Array.from(
    { length: [...query].length },
    (_, n) => [[...query].slice(0, n + 1).join(''), locale] as [string, Locale],
  ),
);

/** Per keystroke: mean and slowest µs (each keystroke's median over rounds), for the search `run`. */
export function timeKeystrokes(run: (typed: string, locale: Locale) => void): { meanUs: number; maxUs: number } {
  const times: number[] = [];
  for (const [typed, locale] of KEYSTROKES) {
    for (let i = 0; i < 10; i++) run(typed, locale);
    const rounds: number[] = [];
    for (let round = 0; round < 9; round++) {
      const start = process.hrtime.bigint();
      for (let i = 0; i < 5; i++) run(typed, locale);
      rounds.push(Number(process.hrtime.bigint() - start) / 1000 / 5);
    }
    times.push(median(rounds));
  }
  return { meanUs: times.reduce((a, b) => a + b, 0) / times.length, maxUs: Math.max(...times) };
}

/** The own index's figures at one size: names searched, build, µs per keystroke (mean, slowest). */
export interface KeystrokeFigures {
  dishes: number;
  names: number;
  buildMs: number;
  meanUs: number;
  maxUs: number;
}

/** The own index on `foods`: the game's search for every keystroke of the bench's queries (limit 10, the player's
 * locale).
 */
export function ownKeystrokes(foods: readonly FoodRecord[]): KeystrokeFigures {
  const start = performance.now();
  const index = buildSearchIndex(foods);
  warmSearchIndex(index);
  const buildMs = performance.now() - start;
  const exclude = [foods[0]!.name];
  const times = timeKeystrokes((typed, locale) => suggestFromIndex(index, typed, { locale, exclude, limit: 10 }));
  const names = foods.reduce((n, f) => n + allNames(f).length, 0);
  return { dishes: foods.length, names, buildMs, ...times };
}

/** The names files the browser loads for search at 1,000 dishes, compressed: [gzip, brotli] bytes of the English
 * one and of all six.
 */
export function namesFileBytes(thousand: readonly FoodRecord[]): {
  englishGzip: number;
  englishBrotli: number;
  allGzip: number;
  allBrotli: number;
  largestLocaleBrotli: number;
} {
  const files = [
    JSON.stringify(buildFoodNames(thousand)),
    ...TRANSLATED_LOCALES.map((l) => JSON.stringify(buildLocaleNames(thousand, l))),
  ];
  const gz = files.map((f) => gzipSync(Buffer.from(f)).length);
  const br = files.map((f) => brotliCompressSync(Buffer.from(f)).length);
  const sum = (a: number[]) => a.reduce((n, b) => n + b, 0);
  return {
    englishGzip: gz[0]!,
    englishBrotli: br[0]!,
    allGzip: sum(gz),
    allBrotli: sum(br),
    largestLocaleBrotli: Math.max(...br.slice(1)),
  };
}

/** The own index and MiniSearch on `foods` (the bench's 5,000), bytes from `thousand` (1,000 synthetic dishes). */
export function compareSearchEngines(foods: readonly FoodRecord[], thousand: readonly FoodRecord[]): EngineFigures[] {
  const brotli = (body: string) => brotliCompressSync(Buffer.from(body)).length;

  let start = performance.now();
  const index = buildSearchIndex(foods);
  warmSearchIndex(index);
  const ownBuild = performance.now() - start;
  const exclude = [foods[0]!.name];
  const own = timeQueries((query, locale) => suggestFromIndex(index, query, { locale, exclude, limit: 10 }));

  start = performance.now();
  const mini = buildMini(foods);
  const miniBuild = performance.now() - start;
  const miniTimes = timeQueries((query) => mini.search(query).slice(0, 10));

  // The own index is built from the names files (core/food-index.ts); MiniSearch's would be its JSON.
  const names =
    brotli(JSON.stringify(buildFoodNames(thousand))) +
    TRANSLATED_LOCALES.reduce((n, l) => n + brotli(JSON.stringify(buildLocaleNames(thousand, l))), 0);
  const miniBytes = brotli(JSON.stringify(buildMini(thousand)));
  return [
    { engine: 'own index (core/search.ts)', buildMs: ownBuild, ...own, bytes: names },
    // Shipped, MiniSearch's index comes on top of the names files, which the list still needs (names, icons).
    { engine: 'MiniSearch 7', buildMs: miniBuild, ...miniTimes, bytes: names + miniBytes },
  ];
}
