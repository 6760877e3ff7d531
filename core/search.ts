/**
 * Search for the guess input, in every language of the game: the island and the API's
 * autocomplete both call it, so both suggest the same dishes in the same order.
 * findFood, the one way to resolve a typed name, lives here too.
 *
 * A dish is found by its name or an alias in any supported language (core/locales.ts),
 * accents, case, width and kana folded (core/normalise.ts foldText), a German name also
 * by its umlauts written out ('Käsespätzle' as "kaesespaetzle"). Suggestions rank by
 * how well the dish matches, then by renown (5 first; a dish without renown last), then
 * by its English name:
 *
 *   0. the whole name        ("sushi" for Sushi)
 *   1. the start of the name ("su" for Sushi)
 *   2. the start of a word of the name ("thai" for Pad Thai)
 *   3. the start of an alias, of a word of one, or of the dish's name in another language
 *   4. the text inside a name or alias ("ous" for Couscous)
 *   5. a typo or two away from the start of a word of any of them, nearest first, when the
 *      text has 4 letters or more (two typos from 8) and the matches above leave room.
 *
 * "The name" is the one the player sees: the dish's name in the player's locale (the
 * English name where the dish has none in it). So the player's own language comes first,
 * and every other name and alias still finds the dish.
 *
 * The index is built once per content (the API keeps one per content version, the island
 * one per names file) and answers a keystroke without looking at every name:
 * - every start of a word of every key (name or alias) in one sorted array, so the keys
 *   starting with a text are one contiguous run found by binary search; for a short text
 *   whose run is long, the run ranked once and kept (by the content, not by the queries);
 * - two- and three-letter sequences -> the keys containing them, for tier 4;
 * - for typos, a positional n-gram index: the two- and three-letter sequences at each of
 *   the first positions of every word start. A text within d edits of the start of a word
 *   keeps at least one of any d + 1 non-overlapping pieces of itself intact, at most d
 *   places from where it stands in the text, so the words holding the rarest such pieces
 *   near that place are the only ones worth an edit distance (the pigeonhole filter of
 *   Pass-Join). The filter is exact: tests/unit/search.test.ts checks every answer against
 *   a scan of every name.
 * The n-gram parts are made on first use, or ahead by warmSearchIndex, so the island's
 * first key is answered sooner.
 */
import { startEditDistance } from './did-you-mean.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale, TRANSLATED_LOCALES, type TranslatedLocale } from './locales.ts';
import { foldText } from './normalise.ts';

/** A dish's name and aliases in one language. */
export interface SearchableNames {
  name: string;
  aliases?: readonly string[];
}

/** What search needs of a food. */
export interface SearchableFood {
  /** The English name: the dish's identity everywhere (a guess names it). */
  name: string;
  /** English aliases, and native-script names without a language of the game ('Пельмени'). */
  aliases?: readonly string[];
  /** The file slug ('pad-thai'), where known: findFood takes it too. */
  slug?: string;
  /** How widely the dish is known, 1 to 5 (core/schemas/food.ts); ranks it among equal matches. */
  renown?: number;
  /** The dish's name and aliases in the game's other languages. */
  names?: Partial<Record<TranslatedLocale, SearchableNames>>;
}

/** Options of a suggestion lookup. */
export interface SuggestOptions {
  /** The player's language: its names count as the dish's name. Default 'en'. */
  locale?: Locale;
  /** Names to leave out (already guessed), compared case- and accent-insensitively. */
  exclude?: readonly string[];
  /** Default 10, the spec's autocomplete limit. */
  limit?: number;
  /** Also suggest dishes a typo or two away when the text matches few. Default true. */
  typos?: boolean;
}

/** The typo pass needs this many letters; two typos from TWO_TYPOS letters. */
export const TYPO_MIN_LENGTH = 4;
export const TWO_TYPOS_LENGTH = 8;
/** Tiers of a match (see the top of this file); a typo at distance d is TYPO_TIER + d - 1. */
export const TYPO_TIER = 5;
/** A prefix whose run of word starts is longer than this is ranked once and kept. */
const RANKED_RUN_MIN = 48;
/** The typo index holds the sequences starting at the first POSITIONS places of each word start. */
const POSITIONS = 12;

const localeBit = (locale: Locale) => 1 << LOCALES.indexOf(locale);

/** German spells ä, ö and ü as ae, oe and ue where the keyboard lacks them. */
function germanSpelling(text: string): string | undefined {
  const out = text.replace(/[äöüÄÖÜ]/g, (c) => ({ ä: 'ae', ö: 'oe', ü: 'ue' })[c.toLowerCase() as 'ä']);
  return out === text ? undefined : out;
}

/** The folded forms a player may type for a name of a language: its fold, and that language's own spellings. */
function foldedForms(text: string, locale: Locale): string[] {
  const folded = foldText(text);
  const german = locale === 'de' ? germanSpelling(text) : undefined;
  return german ? [folded, foldText(german)] : [folded];
}

/** One dish in the index, in rank order (renown, then English name). */
interface Dish {
  name: string;
  folded: string;
  slug: string | undefined;
  renown: number;
  /** The name shown in each locale, LOCALES order. */
  labels: string[];
}

/** Foods with their folded keys computed once: see the top of this file. */
export interface SearchIndex {
  /** Dishes by rank among equal matches: renown (highest first), then folded English name, then name. */
  readonly dishes: readonly Dish[];
  /** Every distinct folded key of every dish, grouped by dish in rank order (so key order is dish order). */
  readonly keyText: readonly string[];
  readonly keyDish: Int32Array;
  /** Bit LOCALES.indexOf(l) set: the key is the dish's name as shown in locale l. */
  readonly keyNames: Uint8Array;
  /** The key as written (the first spelling that folds to it), to show what a suggestion was found by. */
  readonly keyWritten: readonly string[];
  /** Every start of a word of every key, sorted by the text from there on. */
  readonly wordText: readonly string[];
  readonly wordKey: Int32Array;
  readonly wordStart: Int32Array;
  /** Folded key, slug -> the dishes and how each holds it, for findFood. */
  readonly exact: ReadonlyMap<string, readonly ExactHit[]>;
  /** Folded English name -> dishes, for exclusions. */
  readonly byFoldedName: ReadonlyMap<string, readonly number[]>;
  /** English name -> dish. */
  readonly byName: ReadonlyMap<string, number>;
  /** Made on first use: see gramsOf and typoIndexOf. */
  readonly lazy: { grams?: Map<string, Int32Array>; typo?: TypoIndex; ranked: Map<string, Int32Array> };
}

/** How a dish holds an exact key: 0 its name in the locale looked for (by mask), 1 its English name, 2 its slug, 3 a name in another language, 4 an alias. */
interface ExactHit {
  dish: number;
  kind: number;
  names: number;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The index of a list of foods (each a dish with its names and aliases in every language). */
export function buildSearchIndex(foods: readonly SearchableFood[]): SearchIndex {
  const sorted = foods
    .map((f) => ({ f, folded: foldText(f.name), renown: f.renown ?? 0 }))
    .sort((a, b) => b.renown - a.renown || byText(a.folded, b.folded) || byText(a.f.name, b.f.name));
  const dishes: Dish[] = [];
  const keyText: string[] = [];
  const keyDishList: number[] = [];
  const keyNamesList: number[] = [];
  const keyWritten: string[] = [];
  const exact = new Map<string, ExactHit[]>();
  const byFoldedName = new Map<string, number[]>();
  const byName = new Map<string, number>();
  const hit = (key: string, dish: number, kind: number, names = 0) => {
    if (key === '') return;
    const list = exact.get(key);
    if (list) list.push({ dish, kind, names });
    else exact.set(key, [{ dish, kind, names }]);
  };

  sorted.forEach(({ f, folded, renown }, dish) => {
    const labels = LOCALES.map((l) =>
      l === DEFAULT_LOCALE ? f.name : (f.names?.[l as TranslatedLocale]?.name ?? f.name),
    );
    dishes.push({ name: f.name, folded, slug: f.slug, renown, labels });
    const list = byFoldedName.get(folded);
    if (list) list.push(dish);
    else byFoldedName.set(folded, [dish]);
    if (!byName.has(f.name)) byName.set(f.name, dish);

    // This dish's keys: folded text -> [locales it is the shown name of, as written].
    const keys = new Map<string, [number, string]>();
    const add = (written: string, locale: Locale, shownIn: number) => {
      for (const key of foldedForms(written, locale)) {
        if (key === '') continue;
        const seen = keys.get(key);
        if (seen) seen[0] |= shownIn;
        else keys.set(key, [shownIn, written]);
      }
    };
    // The name shown in each locale (the English one where the dish has none there).
    LOCALES.forEach((l, i) => add(labels[i]!, f.names?.[l as TranslatedLocale] ? l : DEFAULT_LOCALE, 1 << i));
    add(f.name, DEFAULT_LOCALE, 0);
    for (const alias of f.aliases ?? []) add(alias, DEFAULT_LOCALE, 0);
    for (const l of TRANSLATED_LOCALES) {
      const local = f.names?.[l];
      if (!local) continue;
      add(local.name, l, 0);
      for (const alias of local.aliases ?? []) add(alias, l, 0);
    }
    for (const [key, [names, written]] of keys) {
      keyText.push(key);
      keyDishList.push(dish);
      keyNamesList.push(names);
      keyWritten.push(written);
    }

    // findFood: the English name, the slug, the names in other languages, the aliases.
    for (const key of foldedForms(f.name, DEFAULT_LOCALE)) hit(key, dish, 1, localeBit(DEFAULT_LOCALE));
    if (f.slug) hit(f.slug, dish, 2);
    for (const l of TRANSLATED_LOCALES) {
      const local = f.names?.[l];
      if (!local) continue;
      for (const key of foldedForms(local.name, l)) hit(key, dish, 3, localeBit(l));
      for (const alias of local.aliases ?? []) for (const key of foldedForms(alias, l)) hit(key, dish, 4);
    }
    for (const alias of f.aliases ?? []) hit(foldText(alias), dish, 4);
  });

  const keyDish = Int32Array.from(keyDishList);
  const keyNames = Uint8Array.from(keyNamesList);
  const words: [string, number, number][] = [];
  keyText.forEach((text, key) => {
    for (let w = 0; w < text.length; w = text.indexOf(' ', w) + 1 || text.length) {
      if (w > 0 && text[w - 1] !== ' ') continue;
      words.push([w === 0 ? text : text.slice(w), key, w]);
    }
  });
  words.sort((a, b) => byText(a[0], b[0]) || a[1] - b[1] || a[2] - b[2]);
  return {
    dishes,
    keyText,
    keyDish,
    keyNames,
    keyWritten,
    wordText: words.map((w) => w[0]),
    wordKey: Int32Array.from(words, (w) => w[1]),
    wordStart: Int32Array.from(words, (w) => w[2]),
    exact,
    byFoldedName,
    byName,
    lazy: { ranked: new Map() },
  };
}

/** Makes what buildSearchIndex leaves for later, at a moment that suits the caller (idle time, or a server's load). */
export function warmSearchIndex(index: SearchIndex): void {
  gramsOf(index);
  typoIndexOf(index);
}

/**
 * The one way to find the dish someone typed, everywhere (the game, the API, the CLI,
 * the admin screens): its name in any language, its slug or one of its aliases, accents,
 * case, width, kana and outer spaces ignored. Answers the dish's English name, or
 * undefined when the text names none. When the text names several dishes, the name in
 * the player's locale wins, then an English name, a slug, a name in another language,
 * and an alias last.
 */
export function findFood(index: SearchIndex, typed: string, locale: Locale = DEFAULT_LOCALE): string | undefined {
  const key = foldText(typed);
  if (key === '') return undefined;
  const hits = index.exact.get(key) ?? index.exact.get(typed.trim());
  if (!hits) return undefined;
  const bit = localeBit(locale);
  let best: ExactHit | undefined;
  let bestRank = Infinity;
  for (const h of hits) {
    const rank = (h.names & bit ? 0 : h.kind) * index.dishes.length + h.dish;
    if (rank < bestRank) [best, bestRank] = [h, rank];
  }
  return best && index.dishes[best.dish]!.name;
}

/** findFood over a list of dishes, answering the dish itself (builds the index: keep one for repeated use). */
export function findFoodIn<T extends SearchableFood>(
  foods: readonly T[],
  typed: string,
  index: SearchIndex = buildSearchIndex(foods),
  locale?: Locale,
): T | undefined {
  const name = findFood(index, typed, locale);
  return name === undefined ? undefined : foods.find((f) => f.name === name);
}

/** The name a dish is shown by in a locale: its own there, else the English one. */
export function labelOf(index: SearchIndex, name: string, locale: Locale = DEFAULT_LOCALE): string {
  const dish = index.byName.get(name);
  return dish === undefined ? name : index.dishes[dish]!.labels[LOCALES.indexOf(locale)]!;
}

/** The names of the dishes one of whose keys (any language) contains the text, folded; in rank order. */
export function namesContaining(index: SearchIndex, text: string): string[] {
  const q = foldText(text);
  const found: string[] = [];
  let last = -1;
  for (let key = 0; key < index.keyText.length; key++) {
    const dish = index.keyDish[key]!;
    if (dish !== last && index.keyText[key]!.includes(q)) {
      found.push(index.dishes[dish]!.name);
      last = dish;
    }
  }
  return found;
}

/** The first index in [0, length) whose value is not before `q`. */
function lowerBound(values: readonly string[], q: string): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]! < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How well a key matches q when q starts it at word start `w`, for a player of locale bit `bit` (tiers 0 to 3). */
function startTier(index: SearchIndex, key: number, w: number, q: string, bit: number): number {
  if (!(index.keyNames[key]! & bit)) return 3;
  if (w > 0) return 2;
  return index.keyText[key]!.length === q.length ? 0 : 1;
}

/** Scratch per dish for one query (best tier or distance), reset after each use. */
let scratch = new Uint8Array(0);
function scratchFor(index: SearchIndex): Uint8Array {
  if (scratch.length < index.dishes.length) scratch = new Uint8Array(index.dishes.length).fill(255);
  return scratch;
}

/**
 * The dishes with a key starting, at a word start, with q, ordered by tier (0 to 3) and
 * rank; a long run is ranked once and kept (the keys it can hold are fixed by the content).
 */
function rankedStarts(index: SearchIndex, q: string, bit: number): Int32Array {
  const { wordText, wordKey, wordStart, keyDish } = index;
  const kept = index.lazy.ranked.get(`${bit}|${q}`);
  if (kept) return kept;
  // The texts starting with q sort from q up to q with its last letter's successor.
  const lo = lowerBound(wordText, q);
  const hi = lowerBound(wordText, q.slice(0, -1) + String.fromCharCode(q.charCodeAt(q.length - 1) + 1));
  const memoKey = hi - lo > RANKED_RUN_MIN ? `${bit}|${q}` : undefined;
  const best = scratchFor(index);
  const touched: number[] = [];
  for (let i = lo; i < hi; i++) {
    const key = wordKey[i]!;
    const dish = keyDish[key]!;
    const tier = startTier(index, key, wordStart[i]!, q, bit);
    if (best[dish] === 255) touched.push(dish);
    if (tier < best[dish]!) best[dish] = tier;
  }
  touched.sort((a, b) => best[a]! - best[b]! || a - b);
  for (const dish of touched) best[dish] = 255;
  const ranked = Int32Array.from(touched);
  if (memoKey) index.lazy.ranked.set(memoKey, ranked);
  return ranked;
}

/** Sequences of one to three letters -> the keys containing them, ascending (so in dish order). */
function gramsOf(index: SearchIndex): Map<string, Int32Array> {
  if (index.lazy.grams) return index.lazy.grams;
  const lists = new Map<string, number[]>();
  index.keyText.forEach((text, key) => {
    for (let i = 0; i < text.length; i++) {
      for (let n = 1; n <= 3 && i + n <= text.length; n++) {
        const gram = text.slice(i, i + n);
        const list = lists.get(gram);
        if (!list) lists.set(gram, [key]);
        else if (list[list.length - 1] !== key) list.push(key);
      }
    }
  });
  index.lazy.grams = new Map([...lists].map(([gram, list]) => [gram, Int32Array.from(list)]));
  return index.lazy.grams;
}

/** The keys that may contain q: those with its rarest sequence of up to three letters. */
function containsCandidates(index: SearchIndex, q: string): Int32Array {
  const grams = gramsOf(index);
  const n = Math.min(3, q.length);
  let best: Int32Array | undefined;
  for (let i = 0; i + n <= q.length; i++) {
    const list = grams.get(q.slice(i, i + n));
    if (!list) return new Int32Array(0);
    if (!best || list.length < best.length) best = list;
  }
  return best ?? new Int32Array(0);
}

/** The distinct word starts (texts) and, per two- and three-letter sequence, the ones holding it at each of the first POSITIONS places. */
interface TypoIndex {
  /** Distinct texts of index.wordText, in its order; word entries first[u] to first[u + 1] - 1 have text u. */
  texts: string[];
  first: Int32Array;
  /** `${sequence}` -> per place, the texts (ids into `texts`) holding it there. */
  grams: Map<string, (Int32Array | undefined)[]>;
}

function typoIndexOf(index: SearchIndex): TypoIndex {
  if (index.lazy.typo) return index.lazy.typo;
  const texts: string[] = [];
  const first: number[] = [];
  index.wordText.forEach((text, i) => {
    if (texts[texts.length - 1] !== text) {
      texts.push(text);
      first.push(i);
    }
  });
  first.push(index.wordText.length);
  const lists = new Map<string, number[][]>();
  texts.forEach((text, u) => {
    for (let p = 0; p < POSITIONS && p + 2 <= text.length; p++) {
      for (let n = 2; n <= 3 && p + n <= text.length; n++) {
        const gram = text.slice(p, p + n);
        let at = lists.get(gram);
        if (!at) lists.set(gram, (at = []));
        (at[p] ??= []).push(u);
      }
    }
  });
  const grams = new Map<string, (Int32Array | undefined)[]>();
  for (const [gram, at] of lists)
    grams.set(
      gram,
      Array.from(at, (list) => list && Int32Array.from(list)),
    );
  index.lazy.typo = { texts, first: Int32Array.from(first), grams };
  return index.lazy.typo;
}

/** The edits allowed for a text of `length` letters: 1 from 4 letters, 2 from 8. */
export function typoBudget(length: number): number {
  return length < TYPO_MIN_LENGTH ? 0 : length < TWO_TYPOS_LENGTH ? 1 : 2;
}

/**
 * The word starts (ids into typo.texts) that can be within d edits of q at their start:
 * those holding one of d + 1 non-overlapping pieces of q at most d places from where it
 * stands in q. The pieces are chosen for the fewest candidates.
 */
function typoCandidates(typo: TypoIndex, q: string, d: number): Int32Array[] {
  const g = q.length >= 3 * (d + 1) ? 3 : 2;
  // The last place a piece may start: inside q, and within the places indexed after a shift of d.
  const last = Math.min(q.length - g, POSITIONS - 1 - d);
  const lists: Int32Array[][] = [];
  const cost: number[] = [];
  for (let o = 0; o <= last; o++) {
    const at = typo.grams.get(q.slice(o, o + g));
    const found: Int32Array[] = [];
    let size = 0;
    for (let p = Math.max(0, o - d); p <= o + d; p++) {
      const list = at?.[p];
      if (list) {
        found.push(list);
        size += list.length;
      }
    }
    lists.push(found);
    cost.push(size);
  }
  // d + 1 pieces, each starting at least g after the one before: the cheapest choice, by
  // a small search (q's first POSITIONS letters give a dozen places at most).
  let bestCost = Infinity;
  let bestPick: number[] = [];
  const pick: number[] = [];
  const choose = (from: number, total: number) => {
    if (total >= bestCost) return;
    if (pick.length === d + 1) {
      bestCost = total;
      bestPick = [...pick];
      return;
    }
    for (let o = from; o <= last - (d - pick.length) * g; o++) {
      pick.push(o);
      choose(o + g, total + cost[o]!);
      pick.pop();
    }
  };
  choose(0, 0);
  return bestPick.flatMap((o) => lists[o]!);
}

/** The dishes a typo or two from q (not `usable` ones left out), by distance then rank, at most `room`. */
function typoMatches(index: SearchIndex, q: string, usable: (dish: number) => boolean, room: number): number[] {
  const d = typoBudget(q.length);
  const typo = typoIndexOf(index);
  const best = scratchFor(index);
  const touched: number[] = [];
  const seen = new Set<number>();
  for (const list of typoCandidates(typo, q, d)) {
    for (const u of list) {
      if (seen.has(u)) continue;
      seen.add(u);
      const distance = startEditDistance(q, typo.texts[u]!, 0, d);
      if (distance > d) continue;
      for (let i = typo.first[u]!; i < typo.first[u + 1]!; i++) {
        const dish = index.keyDish[index.wordKey[i]!]!;
        if (!usable(dish)) continue;
        if (best[dish] === 255) touched.push(dish);
        if (distance < best[dish]!) best[dish] = distance;
      }
    }
  }
  touched.sort((a, b) => best[a]! - best[b]! || a - b);
  for (const dish of touched) best[dish] = 255;
  return touched.slice(0, room);
}

/** The dish numbers (index.dishes) a text suggests, best first: see the top of this file. */
function suggestDishes(index: SearchIndex, query: string, opts: SuggestOptions): number[] {
  const q = foldText(query);
  const limit = opts.limit ?? 10;
  if (q === '' || limit <= 0) return [];
  const bit = localeBit(opts.locale ?? DEFAULT_LOCALE);
  const excluded = new Set<number>();
  for (const name of opts.exclude ?? [])
    for (const dish of index.byFoldedName.get(foldText(name)) ?? []) excluded.add(dish);

  const result: number[] = [];
  for (const dish of rankedStarts(index, q, bit)) {
    if (result.length === limit) return result;
    if (!excluded.has(dish)) result.push(dish);
  }
  // Every dish matching at a word start is in `result` or excluded: what contains q elsewhere comes next.
  const taken = new Set(result);
  const usable = (dish: number) => !excluded.has(dish) && !taken.has(dish);
  let last = -1;
  for (const key of containsCandidates(index, q)) {
    if (result.length === limit) return result;
    const dish = index.keyDish[key]!;
    if (dish === last || !usable(dish) || !index.keyText[key]!.includes(q)) continue;
    result.push(dish);
    last = dish;
  }
  if (result.length < limit && opts.typos !== false && typoBudget(q.length) > 0) {
    for (const dish of result) taken.add(dish);
    result.push(...typoMatches(index, q, usable, limit - result.length));
  }
  return result;
}

/** Suggestions from a prebuilt index: the English names of the dishes, best first (see the top of this file). */
export function suggestFromIndex(index: SearchIndex, query: string, opts: SuggestOptions = {}): string[] {
  return suggestDishes(index, query, opts).map((dish) => index.dishes[dish]!.name);
}

/** Suggestions straight from a food list (builds the index each call; keep an index for repeated use). */
export function suggestFoods(foods: readonly SearchableFood[], query: string, opts?: SuggestOptions): string[] {
  return suggestFromIndex(buildSearchIndex(foods), query, opts);
}

/**
 * What a suggestion was found by, to show beside its name ('Kokoda · fijian ceviche',
 * '寿司 · sushi'): the alias or the name in another language as written, or undefined
 * when the name the player sees holds the typed text (or is a typo of it).
 */
export function matchedAlias(
  index: SearchIndex,
  name: string,
  query: string,
  locale: Locale = DEFAULT_LOCALE,
): string | undefined {
  const q = foldText(query);
  const dish = index.byName.get(name);
  if (q === '' || dish === undefined) return undefined;
  const bit = localeBit(locale);
  const keys: number[] = [];
  // Keys are grouped by dish: find this dish's run.
  let lo = 0;
  let hi = index.keyDish.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (index.keyDish[mid]! < dish) lo = mid + 1;
    else hi = mid;
  }
  for (let k = lo; k < index.keyDish.length && index.keyDish[k] === dish; k++) keys.push(k);
  const wordStarts = (text: string) => text.startsWith(q) || text.includes(` ${q}`);
  const d = typoBudget(q.length);
  const typoOf = (text: string) => {
    let nearest = d + 1;
    for (let w = 0; w < text.length; w = text.indexOf(' ', w) + 1 || text.length)
      if (w === 0 || text[w - 1] === ' ') nearest = Math.min(nearest, startEditDistance(q, text, w, d));
    return nearest;
  };
  const rules = [wordStarts, (text: string) => text.includes(q), (text: string) => d > 0 && typoOf(text) <= d];
  for (const rule of rules) {
    if (keys.some((k) => index.keyNames[k]! & bit && rule(index.keyText[k]!))) return undefined;
    const alias = keys.find((k) => rule(index.keyText[k]!));
    if (alias !== undefined) return index.keyWritten[alias];
  }
  return undefined;
}
