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
 *      text has 4 letters or more (two typos from 8) and the matches above are fewer than
 *      three (TYPOS_BELOW): typos are a fallback, not filler.
 *
 * "The name" is the one the player sees: the dish's name in the player's locale (the
 * English name where the dish has none in it). So the player's own language comes first,
 * and every other name and alias still finds the dish.
 *
 * The index is built once per content (the API keeps one per content version, the island
 * one per set of names files) and answers a keystroke without looking at every name:
 * - every start of a word of every key (name or alias) sorted by its text, so the keys
 *   starting with a text are one contiguous run found by binary search. The array is
 *   grouped by first letter and each group sorted the first time a text starting with
 *   that letter is searched (the island's first key sorts one group, not all); for a
 *   short text whose run is long, the run is ranked once and kept (bounded by the
 *   content, not by the queries);
 * - one- to three-letter sequences -> the keys containing them, for tier 4;
 * - for typos, a positional n-gram index: the one- to three-letter sequences at each of
 *   the first POSITIONS places of every word start. An edit breaks at most one of a
 *   text's non-overlapping pieces, and an unbroken piece stands in the word at most d
 *   places from where it stands in the text; so a word within d edits holds at least two
 *   of d + 2 pieces (one of d + 1, for texts too short for d + 2) near their places, and
 *   only the words that do are measured with an edit distance (the pigeonhole filter of
 *   Pass-Join, with a count filter). The pieces are chosen for the fewest postings. The
 *   filter is exact: tests/unit/search.test.ts checks every answer against a scan of
 *   every name.
 * The n-gram parts (core/_postings.ts: flat arrays, no object per sequence) are made on
 * first use, or ahead by warmSearchIndex (warmSearchIndexStep: one part at a time, for
 * the island's idle periods), so the island's first key is answered sooner.
 *
 * Why not a library: bench/search.ts measures MiniSearch on the same dishes and queries;
 * it finds words by prefix and typo, not the tiers above, and its lookups are two orders
 * of magnitude slower for short texts (it ranks every match), see `node bench/run.ts`.
 */
import { buildPostings, gramHash, type Postings, postingIndex, postingLength } from './_postings.ts';
import { startEditDistance } from './did-you-mean.ts';
import { shownName } from './food-names.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale, TRANSLATED_LOCALES, type TranslatedLocale } from './locales.ts';
import { slugify } from './naming.ts';
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
  /** The file slug ('pad-thai'); slugify(name) when not given. findFood takes it too. */
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
/**
 * Typos are looked for only when the text finds fewer dishes than this: a player who typed
 * the start of real names sees those, not near misses ("spag" lists the spaghetti dishes,
 * not Barbecue Ribs for "spare ribs").
 */
export const TYPOS_BELOW = 3;
/** Tiers of a match (see the top of this file); a typo at distance d is TYPO_TIER + d - 1. */
export const TYPO_TIER = 5;
/** A prefix whose run of word starts is longer than this is ranked once and kept. */
const RANKED_RUN_MIN = 48;
/** The typo index holds the sequences starting at the first POSITIONS places of each word start. */
const POSITIONS = 12;

const localeBit = (locale: Locale) => 1 << LOCALES.indexOf(locale);

/** German spells ä, ö and ü as ae, oe and ue where the keyboard lacks them. */
function germanSpelling(text: string): string {
  return text.replace(/[äöüÄÖÜ]/g, (c) => ({ ä: 'ae', ö: 'oe', ü: 'ue' })[c.toLowerCase() as 'ä']);
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
  /** Bit set: the key is the dish's own name in that locale (not the English one shown for want of it), for
   * findFood.
   */
  readonly keyOwn: Uint8Array;
  /** What else the key is, for findFood: 1 the English name, 3 a name in another language, 4 an alias (the lowest). */
  readonly keyKind: Uint8Array;
  /** The key as written (the first spelling that folds to it), to show what a suggestion was found by. */
  readonly keyWritten: readonly string[];
  /**
   * Every start of a word of every key, grouped by its first letter (the groups in letter
   * order); a group is sorted by its text the first time it is searched (sortedGroup), so
   * the island's first key sorts one group, not all.
   */
  readonly wordText: string[];
  readonly wordKey: Int32Array;
  readonly wordStart: Int32Array;
  /** First letter (code unit) -> [first, end) of its group, and whether it is sorted yet. */
  readonly groups: ReadonlyMap<number, { lo: number; hi: number; sorted: boolean }>;
  /** Slug -> dish, for findFood. */
  readonly slugs: ReadonlyMap<string, number>;
  /** English name -> dish. */
  readonly byName: ReadonlyMap<string, number>;
  /** Made on first use: see gramsOf, typoIndexOf and rankedStarts. */
  readonly lazy: {
    grams?: Postings;
    typo?: TypoIndex;
    ranked: Map<string, Int32Array>;
    byFoldedName?: Map<string, number[]>;
  };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const UMLAUT = /[äöüÄÖÜ]/;

/** The index of a list of foods (each a dish with its names and aliases in every language). */
export function buildSearchIndex(foods: readonly SearchableFood[]): SearchIndex {
  const sorted = foods
    .map((f) => ({ f, folded: foldText(f.name), renown: f.renown ?? 0 }))
    .sort((a, b) => b.renown - a.renown || byText(a.folded, b.folded) || byText(a.f.name, b.f.name));
  const dishes: Dish[] = [];
  const keyText: string[] = [];
  const keyDishList: number[] = [];
  const keyNamesList: number[] = [];
  const keyKindList: number[] = [];
  const keyOwnList: number[] = [];
  const keyWritten: string[] = [];
  const slugs = new Map<string, number>();
  const byName = new Map<string, number>();
  const folds = new Map<string, string>();
  const fold = (text: string) => {
    let folded = folds.get(text);
    if (folded === undefined) folds.set(text, (folded = foldText(text)));
    return folded;
  };

  sorted.forEach(({ f, folded, renown }, dish) => {
    const labels = LOCALES.map((l) => shownName(f, l));
    dishes.push({ name: f.name, folded, slug: f.slug, renown, labels });
    if (!byName.has(f.name)) byName.set(f.name, dish);
    const slug = f.slug || slugify(f.name);
    if (!slugs.has(slug)) slugs.set(slug, dish);

    // This dish's keys (a handful: a list beats a map), each with the locales it is the
    // shown name of and what else it is.
    const first = keyText.length;
    const add = (written: string, key: string, shownIn: number, kind: number, own: number) => {
      if (key === '') return;
      for (let k = first; k < keyText.length; k++) {
        if (keyText[k] !== key) continue;
        keyNamesList[k]! |= shownIn;
        keyOwnList[k]! |= own;
        if (kind < keyKindList[k]!) keyKindList[k] = kind;
        return;
      }
      keyText.push(key);
      keyDishList.push(dish);
      keyNamesList.push(shownIn);
      keyKindList.push(kind);
      keyOwnList.push(own);
      keyWritten.push(written);
    };
    const addText = (written: string, locale: Locale, shownIn: number, kind: number, own = 0) => {
      add(written, fold(written), shownIn, kind, own);
      // A language's own spellings: German writes ä, ö and ü as ae, oe and ue.
      if (locale === 'de' && UMLAUT.test(written)) add(written, foldText(germanSpelling(written)), shownIn, kind, own);
    };
    // The name shown in each locale (the English one where the dish has none there).
    LOCALES.forEach((l, i) => {
      const own = l === DEFAULT_LOCALE || f.names?.[l as TranslatedLocale] !== undefined;
      addText(labels[i]!, own ? l : DEFAULT_LOCALE, 1 << i, 4, own ? 1 << i : 0);
    });
    addText(f.name, DEFAULT_LOCALE, 0, 1);
    for (const alias of f.aliases ?? []) addText(alias, DEFAULT_LOCALE, 0, 4);
    for (const l of TRANSLATED_LOCALES) {
      const local = f.names?.[l];
      if (!local) continue;
      addText(local.name, l, 0, 3);
      for (const alias of local.aliases ?? []) addText(alias, l, 0, 4);
    }
  });

  // Every word start, grouped by its first letter (a counting sort): each group is sorted
  // when first searched.
  const texts: string[] = [];
  const owners: number[] = [];
  const starts: number[] = [];
  keyText.forEach((text, key) => {
    for (let w = 0; w < text.length; w = text.indexOf(' ', w) + 1 || text.length) {
      if (w > 0 && text[w - 1] !== ' ') continue;
      texts.push(w === 0 ? text : text.slice(w));
      owners.push(key);
      starts.push(w);
    }
  });
  const counts = new Map<number, number>();
  for (const text of texts) counts.set(text.charCodeAt(0), (counts.get(text.charCodeAt(0)) ?? 0) + 1);
  const groups = new Map<number, { lo: number; hi: number; sorted: boolean }>();
  let at = 0;
  for (const letter of [...counts.keys()].sort((a, b) => a - b)) {
    groups.set(letter, { lo: at, hi: at, sorted: false });
    at += counts.get(letter)!;
  }
  const wordText: string[] = new Array(texts.length);
  const wordKey = new Int32Array(texts.length);
  const wordStart = new Int32Array(texts.length);
  texts.forEach((text, i) => {
    const group = groups.get(text.charCodeAt(0))!;
    wordText[group.hi] = text;
    wordKey[group.hi] = owners[i]!;
    wordStart[group.hi++] = starts[i]!;
  });
  return {
    dishes,
    keyText,
    keyDish: Int32Array.from(keyDishList),
    keyNames: Uint8Array.from(keyNamesList),
    keyOwn: Uint8Array.from(keyOwnList),
    keyKind: Uint8Array.from(keyKindList),
    keyWritten,
    wordText,
    wordKey,
    wordStart,
    groups,
    slugs,
    byName,
    lazy: { ranked: new Map() },
  };
}

/** The range of word starts beginning with `letter`, sorted by text (then key, then place) on first use. */
function sortedGroup(index: SearchIndex, letter: number): { lo: number; hi: number } | undefined {
  const group = index.groups.get(letter);
  if (!group || group.sorted) return group;
  const { lo, hi } = group;
  const { wordText, wordKey, wordStart } = index;
  const order = Array.from({ length: hi - lo }, (_, i) => lo + i).sort(
    (a, b) => byText(wordText[a]!, wordText[b]!) || wordKey[a]! - wordKey[b]! || wordStart[a]! - wordStart[b]!,
  );
  const texts = order.map((i) => wordText[i]!);
  const keys = order.map((i) => wordKey[i]!);
  const starts = order.map((i) => wordStart[i]!);
  for (let i = 0; i < order.length; i++) {
    wordText[lo + i] = texts[i]!;
    wordKey[lo + i] = keys[i]!;
    wordStart[lo + i] = starts[i]!;
  }
  group.sorted = true;
  return group;
}

/** The range [lo, hi) of word starts beginning with q (folded, not empty). */
function startsWith(index: SearchIndex, q: string): [number, number] {
  const group = sortedGroup(index, q.charCodeAt(0));
  if (!group) return [0, 0];
  // The texts starting with q sort from q up to q with its last letter's successor.
  const after = q.slice(0, -1) + String.fromCharCode(q.charCodeAt(q.length - 1) + 1);
  return [lowerBound(index.wordText, q, group.lo, group.hi), lowerBound(index.wordText, after, group.lo, group.hi)];
}

/** Folded English name -> dishes, for exclusions (made on first use). */
function byFoldedName(index: SearchIndex): Map<string, number[]> {
  if (index.lazy.byFoldedName) return index.lazy.byFoldedName;
  const map = new Map<string, number[]>();
  index.dishes.forEach((d, dish) => {
    const list = map.get(d.folded);
    if (list) list.push(dish);
    else map.set(d.folded, [dish]);
  });
  index.lazy.byFoldedName = map;
  return map;
}

/** Makes what buildSearchIndex leaves for later, at a moment that suits the caller (idle time, or a server's load). */
export function warmSearchIndex(index: SearchIndex): void {
  while (warmSearchIndexStep(index));
}

/**
 * Makes one of the parts buildSearchIndex leaves for later (the text inside names, then
 * typos), and tells whether one remains: the island makes each in an idle period of its
 * own, so neither is added to the other's long task.
 */
export function warmSearchIndexStep(index: SearchIndex): boolean {
  if (!index.lazy.grams) {
    gramsOf(index);
    return true;
  }
  typoIndexOf(index);
  return false;
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
  const bit = localeBit(locale);
  let best = -1;
  let bestRank = Infinity;
  const consider = (dish: number, kind: number) => {
    const rank = kind * index.dishes.length + dish;
    if (rank < bestRank) [best, bestRank] = [dish, rank];
  };
  const [lo, hi] = startsWith(index, key);
  for (let i = lo; i < hi && index.wordText[i] === key; i++) {
    if (index.wordStart[i] !== 0) continue;
    const k = index.wordKey[i]!;
    consider(index.keyDish[k]!, index.keyOwn[k]! & bit ? 0 : index.keyKind[k]!);
  }
  const slug = index.slugs.get(key) ?? index.slugs.get(typed.trim());
  if (slug !== undefined) consider(slug, 2);
  return best === -1 ? undefined : index.dishes[best]!.name;
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

/** The first index in [from, to) whose value is not before `q`. */
function lowerBound(values: readonly string[], q: string, from: number, to: number): number {
  let lo = from;
  let hi = to;
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
  const { wordKey, wordStart, keyDish } = index;
  const kept = index.lazy.ranked.get(`${bit}|${q}`);
  if (kept) return kept;
  const [lo, hi] = startsWith(index, q);
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
function gramsOf(index: SearchIndex): Postings {
  if (index.lazy.grams) return index.lazy.grams;
  const { keyText } = index;
  index.lazy.grams = buildPostings((emit) => {
    for (let key = 0; key < keyText.length; key++) {
      const text = keyText[key]!;
      for (let i = 0; i < text.length; i++)
        for (let n = 1; n <= 3 && i + n <= text.length; n++) emit(gramHash(text, i, n, -1), key);
    }
  });
  return index.lazy.grams;
}

/**
 * The keys that may contain q: those with its rarest sequence of up to three letters (a
 * superset), as the number of that list in `grams` (postingIndex), -1 for none.
 */
function containsCandidates(grams: Postings, q: string): number {
  const n = Math.min(3, q.length);
  let best = -1;
  let bestLength = Infinity;
  for (let i = 0; i + n <= q.length; i++) {
    const list = postingIndex(grams, gramHash(q, i, n, -1));
    const length = postingLength(grams, list);
    if (length === 0) return -1;
    if (length < bestLength) [best, bestLength] = [list, length];
  }
  return best;
}

/** The distinct word starts (texts) and the one- to three-letter sequences at each of their first POSITIONS places. */
interface TypoIndex {
  /** Distinct texts of index.wordText, in its order; word entries first[u] to first[u + 1] - 1 have text u. */
  texts: string[];
  first: Int32Array;
  /** Hash of (sequence, place) -> the texts (ids into `texts`) holding the sequence there. */
  grams: Postings;
}

function typoIndexOf(index: SearchIndex): TypoIndex {
  if (index.lazy.typo) return index.lazy.typo;
  for (const letter of index.groups.keys()) sortedGroup(index, letter);
  const texts: string[] = [];
  const first: number[] = [];
  index.wordText.forEach((text, i) => {
    if (texts[texts.length - 1] !== text) {
      texts.push(text);
      first.push(i);
    }
  });
  first.push(index.wordText.length);
  const grams = buildPostings((emit) => {
    for (let u = 0; u < texts.length; u++) {
      const text = texts[u]!;
      for (let p = 0; p < POSITIONS && p < text.length; p++)
        for (let n = 1; n <= 3 && p + n <= text.length; n++) emit(gramHash(text, p, n, p), u);
    }
  });
  index.lazy.typo = { texts, first: Int32Array.from(first), grams };
  return index.lazy.typo;
}

/** The edits allowed for a text of `length` letters: 1 from 4 letters, 2 from 8. */
export function typoBudget(length: number): number {
  return length < TYPO_MIN_LENGTH ? 0 : length < TWO_TYPOS_LENGTH ? 1 : 2;
}

/**
 * The pieces of q whose places to look up: d + 2 non-overlapping pieces (two or three
 * letters each) where q is long enough, else d + 1; each piece is a list of posting lists
 * (postingIndex into typo.grams: its sequence at each place at most d from where it stands
 * in q). Chosen for the fewest
 * postings, by a small dynamic programme over q's first places.
 */
function typoPieces(typo: TypoIndex, q: string, d: number): number[][] {
  // A piece may start at place o when its shifted places are all indexed.
  const places = Math.min(q.length, POSITIONS - d);
  const { grams } = typo;
  const most = d + 2;
  const width = places + 4;
  // Scratch for one call, reused (the lookup runs on every keystroke that needs typos).
  if (pieceScratch.length < 3 * places + (most + 1) * width)
    pieceScratch = new Float64Array(3 * places + (most + 1) * width);
  // size[(g - 1) * places + o]: the postings of the piece of g letters at o (only weighed:
  // no list is taken out until the pieces are chosen).
  const scratch = pieceScratch;
  const size = scratch;
  for (let g = 1; g <= 3; g++) {
    for (let o = 0; o < places; o++) {
      let n = 0;
      if (o + g > q.length) n = Infinity;
      else
        for (let p = Math.max(0, o - d); p <= o + d; p++)
          n += postingLength(grams, postingIndex(grams, gramHash(q, o, g, p)));
      size[(g - 1) * places + o] = n;
    }
  }
  const sizeOf = (g: number, o: number) => size[(g - 1) * places + o]!;
  // best(k, o): the fewest postings of k pieces all starting at o or later.
  const table = 3 * places;
  const best = (k: number, o: number) => scratch[table + k * width + o]!;
  for (let k = 0; k <= most; k++) scratch.fill(k === 0 ? 0 : Infinity, table + k * width, table + (k + 1) * width);
  for (let k = 1; k <= most; k++) {
    for (let o = places - 1; o >= 0; o--) {
      let b = best(k, o + 1);
      for (let g = 1; g <= 3; g++) b = Math.min(b, sizeOf(g, o) + best(k - 1, o + g));
      scratch[table + k * width + o] = b;
    }
  }
  const chosen: number[][] = [];
  let k = best(most, 0) === Infinity ? d + 1 : most;
  for (let o = 0; k > 0 && o < places; ) {
    if (best(k, o) === best(k, o + 1)) o++;
    else {
      let g = 1;
      while (sizeOf(g, o) + best(k - 1, o + g) !== best(k, o)) g++;
      const lists: number[] = [];
      for (let p = Math.max(0, o - d); p <= o + d; p++) {
        const list = postingIndex(grams, gramHash(q, o, g, p));
        if (postingLength(grams, list) > 0) lists.push(list);
      }
      chosen.push(lists);
      o += g;
      k--;
    }
  }
  return chosen;
}

/** typoPieces' sizes and table, reused between calls. */
let pieceScratch = new Float64Array(0);

/**
 * Per word start u, side by side (one memory line when a posting names it): at 2u the last
 * piece that counted it, at 2u + 1 its count of pieces for the query of that piece. Stamps
 * only grow, so a piece stamp below this query's is an earlier query's (no clearing between
 * queries).
 */
const marksOf = new WeakMap<TypoIndex, { counts: Uint32Array; stamp: number }>();

/**
 * The word starts (ids into typo.texts) that can be within d edits of q at their start.
 * An edit breaks at most one of q's non-overlapping pieces, and an unbroken piece stands
 * in the word start at most d places from where it stands in q: with d + 2 pieces, the
 * word start holds at least two of them so; with d + 1, at least one.
 */
function typoCandidates(typo: TypoIndex, q: string, d: number): number[] {
  const pieces = typoPieces(typo, q, d);
  const needed = pieces.length - d;
  let marks = marksOf.get(typo);
  if (!marks) {
    marks = { counts: new Uint32Array(2 * typo.texts.length), stamp: 0 };
    marksOf.set(typo, marks);
  }
  const query = ++marks.stamp;
  const counts = marks.counts;
  const found: number[] = [];
  const { starts, items } = typo.grams;
  for (const lists of pieces) {
    const piece = ++marks.stamp;
    for (const list of lists) {
      for (let i = starts[list]!, end = starts[list + 1]!; i < end; i++) {
        const at = 2 * items[i]!;
        const last = counts[at]!;
        if (last === piece) continue;
        counts[at] = piece;
        const count = last > query ? counts[at + 1]! + 1 : 1;
        counts[at + 1] = count;
        if (count === needed) found.push(at / 2);
      }
    }
  }
  return found;
}

/** The dishes a typo or two from q (not `usable` ones left out), by distance then rank, at most `room`. */
function typoMatches(index: SearchIndex, q: string, usable: (dish: number) => boolean, room: number): number[] {
  const d = typoBudget(q.length);
  const typo = typoIndexOf(index);
  const best = scratchFor(index);
  const touched: number[] = [];
  for (const u of typoCandidates(typo, q, d)) {
    const distance = startEditDistance(q, typo.texts[u]!, 0, d);
    if (distance > d) continue;
    for (let i = typo.first[u]!; i < typo.first[u + 1]!; i++) {
      const dish = index.keyDish[index.wordKey[i]!]!;
      if (!usable(dish)) continue;
      if (best[dish] === 255) touched.push(dish);
      if (distance < best[dish]!) best[dish] = distance;
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
  // A dish marked `excluded` is left out, one marked `taken` is already suggested: marks in
  // one array per index, told apart from the last query's by a stamp (no set per request).
  const marks = dishMarksOf(index);
  const excluded = marks.stamp + 1;
  const taken = marks.stamp + 2;
  marks.stamp = taken;
  const mark = marks.mark;
  for (const name of opts.exclude ?? []) {
    // Guesses come back as the English names served: those need no folding.
    const named = index.byName.get(name);
    const folded = named === undefined ? foldText(name) : index.dishes[named]!.folded;
    for (const dish of byFoldedName(index).get(folded) ?? []) mark[dish] = excluded;
  }

  const result: number[] = [];
  for (const dish of rankedStarts(index, q, bit)) {
    if (result.length === limit) return result;
    if (mark[dish] !== excluded) {
      result.push(dish);
      mark[dish] = taken;
    }
  }
  // Every dish matching at a word start is in `result` or excluded: what contains q elsewhere comes next.
  const usable = (dish: number) => mark[dish] !== excluded && mark[dish] !== taken;
  const grams = gramsOf(index);
  const list = containsCandidates(grams, q);
  let last = -1;
  const end = list < 0 ? 0 : grams.starts[list + 1]!;
  for (let i = list < 0 ? 0 : grams.starts[list]!; i < end; i++) {
    if (result.length === limit) return result;
    const key = grams.items[i]!;
    const dish = index.keyDish[key]!;
    if (dish === last || !usable(dish) || !index.keyText[key]!.includes(q)) continue;
    result.push(dish);
    last = dish;
  }
  if (result.length < Math.min(limit, TYPOS_BELOW) && opts.typos !== false && typoBudget(q.length) > 0) {
    for (const dish of result) mark[dish] = taken;
    result.push(...typoMatches(index, q, usable, limit - result.length));
  }
  return result;
}

/** Per index: a mark per dish for one query (see suggestDishes) and the last stamp used. */
const dishMarks = new WeakMap<SearchIndex, { mark: Uint32Array; stamp: number }>();
function dishMarksOf(index: SearchIndex): { mark: Uint32Array; stamp: number } {
  let marks = dishMarks.get(index);
  if (!marks || marks.stamp > 0xfffffff0) {
    marks = { mark: new Uint32Array(index.dishes.length), stamp: 0 };
    dishMarks.set(index, marks);
  }
  return marks;
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
