/**
 * What the game island loads, and when: the names file (a few KB, at once), the scoring
 * index (in idle time), the scoring code and relations (when the player reaches for the
 * input), the board's chunk, and a practice dish. Each is fetched once; a failure lets
 * the next call try again.
 */
import type { SCORED_CATEGORIES } from '../../../core/categories.ts';
import { joinFoodIndex, type FoodDataUrls, type IndexedFood } from '../../../core/food-index.ts';
import type { Relations } from '../../../core/schemas/relations.ts';
import type { ScorableFood, ScoringContext, CellScore } from '../../../core/scoring.ts';
import type { SuggestOptions } from '../../../core/search.ts';
import { chunkFailedMessage } from '../../components/ChunkBoundary.tsx';
import type { BoardWords } from '../../lib/board.ts';
import { loadMessages, pageLocale } from '../../i18n/messages.ts';
import type { Locale } from '../../../core/locales.ts';
import { fetchFoodIndex, fetchFoodNames, fetchRelations } from '../../lib/game-data.ts';
import { whenIdle } from '../../lib/idle.ts';

export type ScoreFn = (
  guess: ScorableFood,
  answer: ScorableFood,
  ctx: ScoringContext,
) => Record<(typeof SCORED_CATEGORIES)[number], CellScore>;

export interface Engine {
  score: ScoreFn;
  relations: Relations;
}

/** Drops a failed load's promise, so the next call tries again (the network may be back). */
export function retryable<T>(promise: Promise<T>, clear: () => void): Promise<T> {
  promise.catch(clear);
  return promise;
}

/**
 * A load run once: later calls share its promise (the first call's arguments count), a
 * failure lets the next call try again, and `loaded()` is its value once it has arrived.
 * Kept, a load that is done costs a guess no wait: a dynamic import() of a module already
 * here still resolves in a task of its own, behind whatever is queued (on a slow phone, the
 * list's pictures arriving), and put the row 50 to 70 ms after Enter (issue #36).
 */
export function once<A extends unknown[], T>(load: (...args: A) => Promise<T>) {
  let promise: Promise<T> | undefined;
  let value: T | undefined;
  const run = (...args: A): Promise<T> =>
    (promise ??= retryable(
      load(...args).then((v) => (value = v)),
      () => (promise = undefined),
    ));
  return Object.assign(run, { loaded: () => value });
}

/**
 * Scoring and its data, fetched once: when the player first reaches for the input, or at
 * once when saved guesses must be scored. A first visit's load stays small.
 */
export const loadEngine = once(
  (): Promise<Engine> =>
    Promise.all([import('../../../core/scoring.ts'), fetchRelations().catch(() => ({}) as Relations)]).then(
      ([m, relations]) => ({ score: m.scoreGuess, relations }),
    ),
);

/** The names of every dish, indexed for search: enough to suggest and to find the dish a text names. */
export interface NameList {
  /** The name of the dish a typed text names: its name in any language, slug or an alias (core/search.ts findFood). */
  find: (typed: string) => string | undefined;
  /** The alias or other-language name a suggestion was found by, to show beside it. */
  aliasFor: (name: string, query: string) => string | undefined;
  /** A dish's icon, to show before it. */
  iconFor: (name: string) => string | undefined;
  /** A dish's name in the player's language (its English name where it has none there). */
  labelFor: (name: string) => string;
  suggest: (query: string, opts?: SuggestOptions) => string[];
}

/** The scoring index: every dish without its description, by name. */
export interface FoodIndex {
  foods: IndexedFood[];
  byName: ReadonlyMap<string, IndexedFood>;
}

/** The message when the food list cannot be had (the network and the local copy both failed). */
export const FOODS_FAILED = 'Failed to load all foods.';

const wordsPromises = new Map<string, Promise<BoardWords>>();
/** The board's words in the page's language (/data/vocabulary-<locale>.<hash>.json), fetched once, with the first
 * row.
 */
export function loadBoardWords(url: string): Promise<BoardWords> {
  let load = wordsPromises.get(url);
  if (!load) {
    load = retryable(
      fetch(url).then((r) =>
        r.ok ? (r.json() as Promise<BoardWords>) : Promise.reject(new Error(`${url}: ${r.status}`)),
      ),
      () => wordsPromises.delete(url),
    );
    wordsPromises.set(url, load);
  }
  return load;
}

/** The names file (a few KB of JSON), fetched once, at once after the page shows. */
export const loadNamesFile = once((urls: FoodDataUrls) => fetchFoodNames(urls));

let suggestions: typeof import('./Suggestions.tsx') | undefined;
/** The guess list's items and empty note (./Suggestions.tsx), there once the names are (loadNames waits for them). */
export function suggestionsView(): typeof import('./Suggestions.tsx') | undefined {
  return suggestions;
}

/**
 * The names indexed for search in the player's language (the page's, unless told; ./names.ts, which also fetches
 * that language's names file): the names file, fetched at once, and the search code
 * with the guess list's items (./Suggestions.tsx),
 * which waits for the player to reach for the input, so a visit that never types does
 * not fetch it. Rejects with the message to show.
 */
export const loadNames = once(
  (urls: FoodDataUrls, locale: Locale = pageLocale()): Promise<NameList> =>
    Promise.all([loadNamesFile(urls).catch(() => undefined), import('./names.ts'), import('./Suggestions.tsx')]).then(
      ([file, names, view]) => {
        suggestions = view;
        if (!file?.names.length) throw new Error(FOODS_FAILED);
        return names.nameList(urls, file, locale);
      },
      () => {
        // The names file is caught above: this is the search module's chunk.
        throw new Error(chunkFailedMessage('search'));
      },
    ),
);

/**
 * The scoring index (tens of KB), fetched once: in idle time after the page shows, or when
 * a guess needs it; joined with the names file, which holds each dish's slug, aliases and icon.
 */
export const loadIndex = once(
  (urls: FoodDataUrls): Promise<FoodIndex> =>
    Promise.all([fetchFoodIndex(urls), loadNamesFile(urls)]).then(
      ([file, names]) => {
        if (file.foods.length === 0) throw new Error(FOODS_FAILED);
        const foods = joinFoodIndex(file, names);
        return { foods, byName: new Map(foods.map((f) => [f.name, f])) };
      },
      () => {
        throw new Error(FOODS_FAILED);
      },
    ),
);

/** Runs a task when the browser is idle (site/lib/idle.ts). */
export { whenIdle };

/** The board's chunk, with the board's words in the page's language, so that it renders at once. */
export const loadBoard = once(() =>
  Promise.all([import('./GuessTable.tsx'), loadMessages('board', pageLocale())]).then(([m]) => m),
);
/** The board component once its chunk is here: rendered directly, it never suspends (React holds a revealed fallback
 * about 300 ms).
 */
export const loadedBoard = () => loadBoard.loaded()?.default;
