/**
 * Suggestions for the guess input, accents and case ignored: names starting with the
 * typed text first, then names with a word that does, then dishes found by an alias,
 * then names containing it, each group in name order; then near misses (a typo or two).
 * The island and the API's autocomplete both call it, so both suggest the same foods in
 * the same order. findFood, the one way to resolve a typed name, lives here too.
 *
 * The index makes a keystroke cheap with thousands of foods: starts-with matches are a
 * binary search in the sorted names and aliases, and contains matches are looked for only
 * among the foods that have the query's rarest two- or three-letter sequence, in name
 * order, stopping at the limit.
 */
import { foldText } from './normalise.ts';
import { startEditDistance } from './did-you-mean.ts';

/** What search needs of a food. */
export interface SearchableFood {
  name: string;
  aliases?: readonly string[];
  /** The file slug ('pad-thai'), where known: findFood takes it too. */
  slug?: string;
}

/** One food in the index: its name, folded name and every folded key (name and aliases). */
export interface SearchEntry {
  name: string;
  folded: string;
  keys: readonly string[];
}

/** Foods with their folded keys computed once, sorted by folded name. */
export interface SearchIndex {
  /** Sorted by folded name, so names starting with a text are one contiguous run. */
  entries: readonly SearchEntry[];
  /** Every alias key with the index of its entry, sorted by key: alias starts-with is a range of it. */
  aliasKeys: readonly { key: string; entry: number }[];
  /** Two- and three-letter sequences -> indexes of the entries whose keys contain them, ascending (made on first use). */
  readonly grams: ReadonlyMap<string, readonly number[]>;
  /**
   * Prefixes of one to three letters -> indexes of the entries with an alias starting with
   * them, ascending: a short query's alias range spans thousands of keys, this list only
   * the entries.
   */
  aliasPrefixes: ReadonlyMap<string, readonly number[]>;
  /** Name as written -> folded name, so excluded names need no folding. */
  foldedNames: ReadonlyMap<string, string>;
  /**
   * Folded name, slug or folded alias -> the dish's name, for findFood. A name wins over
   * a slug and a slug over another dish's alias, so a dish is always found by its own name.
   */
  exact: ReadonlyMap<string, string>;
}

/** Options of a suggestion lookup. */
export interface SuggestOptions {
  /** Names to leave out (already guessed), compared case- and accent-insensitively. */
  exclude?: readonly string[];
  /** Default 10, the spec's autocomplete limit. */
  limit?: number;
  /** Also suggest dishes a typo or two away when the text matches few. Default true. */
  typos?: boolean;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Folds every name and alias once and builds the lookups suggestFromIndex uses. */
export function buildSearchIndex(foods: readonly SearchableFood[]): SearchIndex {
  const entries = foods
    .map((f) => {
      const folded = foldText(f.name);
      return {
        name: f.name,
        folded,
        keys: [...new Set([folded, ...(f.aliases ?? []).map(foldText)])].filter((k) => k !== ''),
      };
    })
    .sort((a, b) => byText(a.folded, b.folded));
  const aliasKeys = entries
    .flatMap((e, entry) => e.keys.filter((k) => k !== e.folded).map((key) => ({ key, entry })))
    .sort((a, b) => byText(a.key, b.key));
  const prefixSets = new Map<string, Set<number>>();
  for (const { key, entry } of aliasKeys) {
    for (let n = 1; n <= Math.min(3, key.length); n++) {
      const prefix = key.slice(0, n);
      let set = prefixSets.get(prefix);
      if (!set) prefixSets.set(prefix, (set = new Set()));
      set.add(entry);
    }
  }
  const aliasPrefixes = new Map([...prefixSets].map(([prefix, set]) => [prefix, [...set].sort((a, b) => a - b)]));
  const foldedNames = new Map(entries.map((e) => [e.name, e.folded]));
  const exact = new Map<string, string>();
  const claim = (key: string | undefined, name: string) => {
    if (key && !exact.has(key)) exact.set(key, name);
  };
  for (const e of entries) claim(e.folded, e.name);
  for (const f of foods) claim(f.slug, f.name);
  for (const e of entries) for (const key of e.keys) claim(key, e.name);
  // The sequences are most of the work and only longer texts need them: made on first use
  // (or ahead, by warmSearchIndex), so the first key is answered sooner.
  let grams: Map<string, number[]> | undefined;
  return {
    entries,
    aliasKeys,
    get grams() {
      return (grams ??= gramsOf(entries));
    },
    aliasPrefixes,
    foldedNames,
    exact,
  };
}

/** Two- and three-letter sequences -> the entries whose keys contain them, ascending. */
function gramsOf(entries: readonly SearchEntry[]): Map<string, number[]> {
  // Entries are visited in order, so an entry already in a sequence's list is its last one.
  const grams = new Map<string, number[]>();
  const addGram = (gram: string, entry: number) => {
    const list = grams.get(gram);
    if (!list) grams.set(gram, [entry]);
    else if (list[list.length - 1] !== entry) list.push(entry);
  };
  entries.forEach((e, entry) => {
    for (const key of e.keys) {
      for (let i = 0; i + 1 < key.length; i++) {
        addGram(key.slice(i, i + 2), entry);
        if (i + 2 < key.length) addGram(key.slice(i, i + 3), entry);
      }
    }
  });
  return grams;
}

/** Makes what buildSearchIndex leaves for later, at a moment that suits the caller (idle time). */
export function warmSearchIndex(index: SearchIndex): void {
  void index.grams;
}

/**
 * The one way to find the dish someone typed, everywhere (the game, the API, the CLI,
 * the admin screens): its name, its slug or one of its aliases, accents, case and outer
 * spaces ignored. Answers the dish's name, or undefined when the text names none.
 */
export function findFood(index: SearchIndex, typed: string): string | undefined {
  const key = foldText(typed);
  return key === '' ? undefined : (index.exact.get(key) ?? index.exact.get(typed.trim()));
}

/**
 * The alias a suggestion was found by, to show beside its name ('Kokoda · fijian
 * ceviche'): undefined when the name itself holds the typed text.
 */
export function matchedAlias(
  index: SearchIndex,
  aliases: readonly string[] | undefined,
  name: string,
  query: string,
): string | undefined {
  const q = foldText(query);
  if (q === '' || (index.foldedNames.get(name) ?? foldText(name)).includes(q)) return undefined;
  const folded = (aliases ?? []).map((a) => [a, foldText(a)] as const);
  return (folded.find(([, k]) => k.startsWith(q)) ?? folded.find(([, k]) => k.includes(q)))?.[0];
}

/** findFood over a list of dishes, answering the dish itself (builds the index: keep one for repeated use). */
export function findFoodIn<T extends SearchableFood>(
  foods: readonly T[],
  typed: string,
  index: SearchIndex = buildSearchIndex(foods),
): T | undefined {
  const name = findFood(index, typed);
  return name === undefined ? undefined : foods.find((f) => f.name === name);
}

/** The first index in [0, length) whose value is not before `q`. */
function lowerBound(length: number, at: (i: number) => string, q: string): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at(mid) < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Inserts `entry` into the ascending, duplicate-free `top`, keeping at most `limit`. */
function insertTop(top: number[], entry: number, limit: number): void {
  let i = top.length;
  while (i > 0 && top[i - 1]! > entry) i--;
  if (top[i - 1] === entry) return;
  top.splice(i, 0, entry);
  if (top.length > limit) top.pop();
}

/** The entries worth testing for "contains": those with the query's rarest 2- or 3-letter sequence, or all. */
function containsCandidates(index: SearchIndex, q: string): Iterable<number> {
  if (q.length < 2) return index.entries.keys();
  const n = q.length >= 3 ? 3 : 2;
  let best: readonly number[] | undefined;
  for (let i = 0; i + n <= q.length; i++) {
    const list = index.grams.get(q.slice(i, i + n));
    if (!list) return [];
    if (!best || list.length < best.length) best = list;
  }
  return best ?? [];
}

/**
 * The entries matching q (a folded, non-empty query): those with a name or alias starting
 * with it, then those containing it, each group in name order, at most `limit`.
 */
function gather(index: SearchIndex, q: string, usable: (entry: number) => boolean, limit: number): number[] {
  const { entries, aliasKeys } = index;

  // Starts-with: the first `limit` usable entries, in name order, from the run of names
  // starting with q and from the range of aliases starting with q.
  const result: number[] = [];
  for (
    let e = lowerBound(entries.length, (i) => entries[i]!.folded, q);
    e < entries.length && result.length < limit;
    e++
  ) {
    if (!entries[e]!.folded.startsWith(q)) break;
    if (usable(e)) result.push(e);
  }
  const byPrefix = q.length <= 3 ? index.aliasPrefixes.get(q) : undefined;
  if (byPrefix) {
    // Already in name order: the first usable ones are the ones wanted.
    let added = 0;
    for (const entry of byPrefix) {
      if (added === limit || (result.length === limit && entry >= result[limit - 1]!)) break;
      if (usable(entry)) {
        insertTop(result, entry, limit);
        added++;
      }
    }
  } else if (q.length > 3) {
    for (let i = lowerBound(aliasKeys.length, (j) => aliasKeys[j]!.key, q); i < aliasKeys.length; i++) {
      const { key, entry } = aliasKeys[i]!;
      if (!key.startsWith(q)) break;
      if (result.length === limit && entry >= result[limit - 1]!) continue;
      if (usable(entry)) insertTop(result, entry, limit);
    }
  }

  // Contains: only when the starts-with matches did not fill the list, in which case every
  // starts-with match is in `result` already.
  if (result.length < limit) {
    const starting = new Set(result);
    for (const entry of containsCandidates(index, q)) {
      if (starting.has(entry) || !usable(entry)) continue;
      if (entries[entry]!.keys.some((k) => k.includes(q))) {
        result.push(entry);
        if (result.length >= limit) break;
      }
    }
  }
  return result;
}

/** How well an entry matches q: its name starts with it (0), a word of its name does (1), an alias or a word of one does (2), it only contains it (3). */
function tierOf(entry: SearchEntry, q: string): number {
  if (entry.folded.startsWith(q)) return 0;
  if (entry.folded.includes(` ${q}`)) return 1;
  if (entry.keys.some((k) => k !== entry.folded && (k.startsWith(q) || k.includes(` ${q}`)))) return 2;
  return 3;
}

/** The fewest edits between q and the start of a word of one of the entry's keys (max + 1 when more than max). */
function typoDistance(entry: SearchEntry, q: string, max: number): number {
  let best = max + 1;
  for (const key of entry.keys) {
    for (let w = 0; w < key.length; w = key.indexOf(' ', w) + 1 || key.length) {
      if (w > 0 && key[w - 1] !== ' ') continue;
      best = Math.min(best, startEditDistance(q, key, w, max));
      if (best === 0) return 0;
    }
  }
  return best;
}

/**
 * The entries that can be a typo or two away from q: a text of 4 letters or more keeps at
 * least one of its two-letter sequences through one edit (three through two, from 8
 * letters), so only entries sharing one need the edit distance.
 */
function typoCandidates(index: SearchIndex, q: string): Set<number> {
  const found = new Set<number>();
  for (let i = 0; i + 2 <= q.length; i++)
    for (const entry of index.grams.get(q.slice(i, i + 2)) ?? []) found.add(entry);
  return found;
}

/**
 * Suggestions from a prebuilt index. A name that starts with the text comes first, then
 * a name with a word that does ('Pad Thai' for "thai"), then a dish found by an alias,
 * then names that merely contain the text; each group in name order. When that leaves
 * room and the text has 4 letters or more, dishes one typo away (two from 8 letters;
 * "shushi" finds Sushi) follow, nearest first.
 */
export function suggestFromIndex(index: SearchIndex, query: string, opts: SuggestOptions = {}): string[] {
  const q = foldText(query);
  const limit = opts.limit ?? 10;
  if (q === '' || limit <= 0) return [];
  const exclude = new Set((opts.exclude ?? []).map((name) => index.foldedNames.get(name) ?? foldText(name)));
  const { entries } = index;
  const usable = (entry: number) => exclude.size === 0 || !exclude.has(entries[entry]!.folded);
  const found = gather(index, q, usable, Math.max(limit * 5, 50));
  const ranked = found
    .map((entry) => ({ entry, tier: tierOf(entries[entry]!, q) }))
    .sort((a, b) => a.tier - b.tier || a.entry - b.entry)
    .slice(0, limit)
    .map((r) => r.entry);
  if (ranked.length < limit && q.length >= 4 && opts.typos !== false) {
    const maxEdits = q.length < 8 ? 1 : 2;
    const taken = new Set(ranked);
    const near: { entry: number; d: number }[] = [];
    for (const entry of typoCandidates(index, q)) {
      if (taken.has(entry) || !usable(entry)) continue;
      const d = typoDistance(entries[entry]!, q, maxEdits);
      if (d <= maxEdits) near.push({ entry, d });
    }
    near.sort((a, b) => a.d - b.d || a.entry - b.entry);
    for (const { entry } of near.slice(0, limit - ranked.length)) ranked.push(entry);
  }
  return ranked.map((entry) => entries[entry]!.name);
}

/** Suggestions straight from a food list (builds the index each call; keep an index for repeated use). */
export function suggestFoods(foods: readonly SearchableFood[], query: string, opts?: SuggestOptions): string[] {
  return suggestFromIndex(buildSearchIndex(foods), query, opts);
}
