/**
 * The content as the API serves it: loaded once by core/node, with the lookups every
 * request needs computed up front (foods by name and slug, sorted dates, the search
 * index). Replaced as a whole when the content changes, never patched.
 */
import { feedbackReport, type Difficulty } from '../core/feedback.ts';
import { buildSearchIndex, findFood as findFoodName, type SearchIndex, warmSearchIndex } from '../core/search.ts';
import type { ScoringContext } from '../core/scoring.ts';
import { foldText } from '../core/normalise.ts';
import type { Content, ContentProblem } from '../core/node/content.ts';
import type { FoodRecord } from '../core/schemas/food.ts';

/** The served content and its lookups, one immutable snapshot per load. */
export interface ContentState {
  /** Increases on every reload; part of every server-cache key. */
  version: number;
  /** The content repository's commit (40 hex digits) this was loaded at; null outside git. */
  commit: string | null;
  /** When it was loaded (ISO time). */
  loadedAt: string;
  content: Content;
  problems: ContentProblem[];
  /** Every food, sorted by name (accents and case ignored). */
  foods: FoodRecord[];
  /** Exact name, folded name and slug -> food. */
  foodsByKey: Map<string, FoodRecord>;
  /** Every calendar date, ascending; a date's challengeNumber is its index + 1. */
  dates: string[];
  scoring: ScoringContext;
  search: SearchIndex;
}

/** Where loaded content came from: the commit and the time. */
export interface ContentSource {
  commit: string | null;
  loadedAt: string;
}

/** Builds the served state from freshly loaded content. */
export function prepareContent(
  content: Content,
  problems: ContentProblem[],
  version: number,
  source: ContentSource = { commit: null, loadedAt: new Date().toISOString() },
): ContentState {
  const foods = [...content.foods].sort((a, b) => compareText(foldText(a.name), foldText(b.name)));
  const foodsByKey = new Map<string, FoodRecord>();
  for (const food of foods) {
    foodsByKey.set(food.slug, food);
    foodsByKey.set(food.name, food);
  }
  // A server makes all of the index at once: no request should pay for its later part.
  const search = buildSearchIndex(foods);
  warmSearchIndex(search);
  return {
    version,
    ...source,
    content,
    problems,
    foods,
    foodsByKey,
    dates: Object.keys(content.calendar).sort(),
    scoring: { relations: content.relations },
    search,
  };
}

/** The food someone typed: its name in any language, slug or an alias (core/search.ts findFood). */
export function findFood(state: ContentState, typed: string): FoodRecord | undefined {
  // Clients mostly send the name exactly as served: found without folding.
  const exact = state.foodsByKey.get(typed);
  if (exact) return exact;
  const name = findFoodName(state.search, typed);
  return name === undefined ? undefined : state.foodsByKey.get(name);
}

/** The food the calendar names for `date`, if any. */
export function foodOfDate(state: ContentState, date: string): FoodRecord | undefined {
  const slug = state.content.calendar[date];
  return slug === undefined ? undefined : state.foodsByKey.get(slug);
}

/** Plain code-point order: stable across machines, unlike localeCompare. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const difficulties = new WeakMap<readonly FoodRecord[], WeakMap<object, Record<string, Difficulty>>>();

/**
 * Each dish's difficulty by slug (core/feedback.ts), computed on first use and kept while
 * the dishes and the relations stay the same objects: a calendar change keeps them, so
 * only a dish or relations change costs the computation again (about a second for 512
 * dishes).
 */
export function difficultyOf(state: ContentState): Record<string, Difficulty> {
  const { foods, relations } = state.content;
  let byRelations = difficulties.get(foods);
  if (!byRelations) difficulties.set(foods, (byRelations = new WeakMap()));
  let result = byRelations.get(relations);
  if (!result) byRelations.set(relations, (result = feedbackReport(foods, { relations }).difficulty));
  return result;
}
