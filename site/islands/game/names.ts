/**
 * The names indexed for search (core/search.ts), in the player's language first: loaded
 * with the search code when the player reaches for the input (site/islands/game/loaders.ts
 * loadNames), so none of it is in the first load of a page.
 *
 * The index is built from the names file and the player's own language's file; what the
 * first key does not need is made in idle time after it. The other languages' names
 * follow OTHER_LANGUAGES_DELAY_MS later, in idle time, and the index is built again with
 * them, so a dish is found by its name in any language without those files ever
 * competing with a first guess. That build is one long task (half a second on a slow
 * phone), so it also waits until the search has been left alone for QUIET_MS: it never
 * lands between a player's keys or before their Enter.
 */
import type { FoodDataUrls, FoodNamesFile } from '../../../core/food-index.ts';
import { iconsByName, searchableNames } from '../../../core/food-names.ts';
import { type Locale, TRANSLATED_LOCALES } from '../../../core/locales.ts';
import {
  buildSearchIndex,
  findFood,
  labelOf,
  matchedAlias,
  suggestFromIndex,
  warmSearchIndex,
  warmSearchIndexStep,
} from '../../../core/search.ts';
import { fetchLocaleNames } from './locale-names.ts';
import { type NameList, whenIdle } from './loaders.ts';

/** The other languages' names come this long after the player's own are indexed. */
export const OTHER_LANGUAGES_DELAY_MS = 5000;
/** The other languages' index is built only after the search has gone unused this long. */
export const QUIET_MS = 2000;
/**
 * ...but no later than this after its names are ready: a player who keeps typing (say すし on
 * the English page, looking for a name only another language has) gets it all the same.
 */
export const QUIET_MAX_WAIT_MS = 4000;

/**
 * The search over the names in `locale` (its names file fetched first, for a player of
 * another language than English), answering from the newest index: the other languages
 * join it later.
 */
export async function nameList(urls: FoodDataUrls, file: FoodNamesFile, locale: Locale): Promise<NameList> {
  const own = locale === 'en' ? undefined : await fetchLocaleNames(urls, locale).catch(() => undefined);
  let index = buildSearchIndex(searchableNames(file, own ? [own] : []));
  // One part of the index per idle period: the first key may come between them.
  const warm = (target: typeof index) => whenIdle(() => warmSearchIndexStep(target) && warm(target));
  warm(index);
  let lastUse = Number.NEGATIVE_INFINITY;
  const use = () => (lastUse = Date.now());
  // Runs `task` in idle time once the search has not been used for QUIET_MS, or at the
  // deadline (QUIET_MAX_WAIT_MS after the first call) if it never goes quiet.
  const whenQuiet = (task: () => void, deadline = Date.now() + QUIET_MAX_WAIT_MS): void => {
    whenIdle(() => {
      const wait = Math.min(lastUse + QUIET_MS, deadline) - Date.now();
      if (wait > 0) setTimeout(() => whenQuiet(task, deadline), wait);
      else task();
    });
  };
  setTimeout(
    () =>
      whenIdle(() => {
        const others = TRANSLATED_LOCALES.filter((l) => l !== locale);
        void Promise.all(others.map((l) => fetchLocaleNames(urls, l).catch(() => undefined))).then((files) => {
          const loaded = [own, ...files].filter((f) => f !== undefined);
          if (!files.some((f) => f?.names.some((n) => n.length > 0))) return;
          whenQuiet(() => {
            const next = buildSearchIndex(searchableNames(file, loaded));
            warmSearchIndex(next);
            index = next;
          });
        });
      }),
    OTHER_LANGUAGES_DELAY_MS,
  );
  const icons = iconsByName(file);
  return {
    iconFor: (name) => icons.get(name),
    labelFor: (name) => labelOf(index, name, locale),
    find: (typed) => (use(), findFood(index, typed, locale)),
    aliasFor: (name, query) => matchedAlias(index, name, query, locale),
    suggest: (query, opts) => (use(), suggestFromIndex(index, query, { locale, ...opts })),
  };
}
