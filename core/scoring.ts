/**
 * Scoring: how one guess compares with the answer, cell by cell. Written once here and
 * used by the game island, the API's /game/* routes and the tests (docs/scoring.md states
 * the rules per category in the words How to Play uses).
 *
 * Every value is compared after normalizeValue (case, accents, plurals). A guess value is
 * exact when the answer has the same value, close when it is related to one (see
 * closeReason), none otherwise. A cell is green when both sets are equal, yellow when at
 * least one guess value is exact or close (two for Flavor: MATCHES_FOR_YELLOW), red
 * otherwise.
 */
import { SCORED_CATEGORIES, type ScoredCategory } from './categories.ts';
import { findCountry } from './countries.ts';
import { VARIOUS } from './enums.ts';
import { foldText, normalizeValue, valueWords } from './normalise.ts';
import type { Food } from './schemas/food.ts';
import type { Relations } from './schemas/relations.ts';

/** How one guess value matched: the same value, a related one, or neither. */
export type MatchKind = 'exact' | 'close' | 'none';

/** How one value of the guess fared against the answer. */
export interface ValueMatch {
  /** The guess's value as written in its content file. */
  value: string;
  kind: MatchKind;
  /** Why a close value is close: 'related: Pan Fried', 'same sub-region: Southern Europe', 'in the ingredients',
   * 'shares: garlic, tomato'.
   */
  reason?: string;
}

/** A box's colour: equal sets, at least one exact or close value, or nothing. */
export type CellColor = 'green' | 'yellow' | 'red';

/** One box of the board. */
export interface CellScore {
  field: ScoredCategory;
  color: CellColor;
  /** One entry per guess value, in the guess's order. */
  matches: ValueMatch[];
}

/** What scoring needs besides the two foods: the related-value groups of relations.yaml. */
export interface ScoringContext {
  relations: Relations;
}

/** The part of a food scoring reads. */
export type ScorableFood = Pick<Food, ScoredCategory | 'name' | 'ingredients'>;

/**
 * Grammatical words that say nothing about a dish: 'salt and pepper' and 'bread and
 * butter' must not count as sharing a word.
 */
const STOP_WORDS = new Set(['and', 'with', 'the', 'for', 'from', 'into', 'over', 'of', 'in', 'on', 'or']);

/** The categories where a guess value can be close through the answer's ingredients and shared words. */
const INGREDIENT_FIELDS: ReadonlySet<ScoredCategory> = new Set(['core_components', 'key_ingredients']);

/**
 * A category's values prepared once per food. Plain arrays, not Sets: the lists hold a
 * handful of values, where includes() is as fast as a hash lookup and far lighter to
 * build and to keep for thousands of foods.
 */
interface PreparedField {
  raw: readonly string[];
  /** normalizeValue of each raw value, same order. */
  norm: string[];
  /** The distinct normalised values: the set the colour compares. */
  distinct: string[];
  /** Content words of each value (ingredient fields only). */
  words: string[][];
  /** Every distinct content word of the field (ingredient fields only). */
  allWords: string[];
}

interface PreparedFood {
  fields: Record<ScoredCategory, PreparedField>;
  /** The full ingredient list, normalised. */
  ingredients: string[];
  /** UN sub-region of each origin value, '' when unknown, 'Various' for Various. */
  subregions: string[];
}

// Foods and relations are immutable once loaded, so their prepared forms are computed on
// first use and kept as long as the objects live. This is what keeps one guess under a few
// microseconds on the server and in the browser.
const preparedFoods = new WeakMap<object, PreparedFood>();
const relationIndexes = new WeakMap<object, RelationIndex>();

const EMPTY: string[] = [];

function contentWords(value: string): string[] {
  return [...new Set(valueWords(value).filter((w) => !STOP_WORDS.has(w)))];
}

function prepareField(values: readonly string[] | undefined, withWords: boolean): PreparedField {
  const raw = values ?? EMPTY;
  const norm = raw.map(normalizeValue);
  const words = withWords ? raw.map(contentWords) : EMPTY.map(() => EMPTY);
  return { raw, norm, distinct: [...new Set(norm)], words, allWords: withWords ? [...new Set(words.flat())] : EMPTY };
}

function prepareFood(food: ScorableFood): PreparedFood {
  let prepared = preparedFoods.get(food);
  if (prepared) return prepared;
  const fields = {} as Record<ScoredCategory, PreparedField>;
  for (const field of SCORED_CATEGORIES) fields[field] = prepareField(food[field], INGREDIENT_FIELDS.has(field));
  const various = foldText(VARIOUS);
  prepared = {
    fields,
    ingredients: (food.ingredients ?? EMPTY).map(normalizeValue),
    subregions: fields.origin.raw.map((name) =>
      foldText(name) === various ? VARIOUS : (findCountry(name)?.subregion ?? ''),
    ),
  };
  preparedFoods.set(food, prepared);
  return prepared;
}

/** Per category: normalised value -> the normalised values related to it. */
type RelationIndex = Map<ScoredCategory, Map<string, Set<string>>>;

function relationIndex(relations: Relations): RelationIndex {
  let index = relationIndexes.get(relations);
  if (index) return index;
  index = new Map();
  for (const field of SCORED_CATEGORIES) {
    const groups = relations[field];
    if (!groups) continue;
    const related = new Map<string, Set<string>>();
    for (const group of groups) {
      const members = group.map(normalizeValue);
      for (const member of members) {
        let set = related.get(member);
        if (!set) related.set(member, (set = new Set()));
        for (const other of members) if (other !== member) set.add(other);
      }
    }
    index.set(field, related);
  }
  relationIndexes.set(relations, index);
  return index;
}

/**
 * Why a guess value that the answer does not have is still close, or undefined. The
 * checks run in a fixed order and the first that holds gives the reason: relations.yaml,
 * then (origin) the same UN sub-region, then (core components, key ingredients) the
 * answer's full ingredient list, then a shared word.
 */
function closeReason(
  field: ScoredCategory,
  index: number,
  guess: PreparedFood,
  answer: PreparedFood,
  relations: RelationIndex,
): string | undefined {
  const g = guess.fields[field];
  const a = answer.fields[field];
  const value = g.norm[index]!;

  const related = relations.get(field)?.get(value);
  if (related) {
    for (let i = 0; i < a.norm.length; i++) if (related.has(a.norm[i]!)) return `related: ${a.raw[i]}`;
  }

  if (field === 'origin') {
    const subregion = guess.subregions[index]!;
    // 'Various' names no place, so it is close to nothing.
    if (subregion !== '' && subregion !== VARIOUS && answer.subregions.includes(subregion)) {
      return `same sub-region: ${subregion}`;
    }
    return undefined;
  }

  if (INGREDIENT_FIELDS.has(field)) {
    if (answer.ingredients.includes(value)) return 'in the ingredients';
    const shared = g.words[index]!.filter((w) => a.allWords.includes(w));
    if (shared.length > 0) return `shares: ${shared.join(', ')}`;
  }
  return undefined;
}

/** Equal as sets; both lists are already free of repeats. */
function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v) => b.includes(v));
}

/**
 * How many guess values must be exact or close for a yellow box, where one is not
 * enough. Every dish has three or four of sixteen flavours, so nearly any two dishes
 * share one: with one enough, Flavor was yellow for 89% of pairs and told the player
 * nothing (issue #15, measured with `platter audit --feedback`). A dish with fewer
 * values than this needs all of them.
 */
export const MATCHES_FOR_YELLOW: Partial<Record<ScoredCategory, number>> = { flavor_profile: 2 };

function matchesForYellow(field: ScoredCategory, guess: PreparedField, answer: PreparedField): number {
  return Math.max(1, Math.min(MATCHES_FOR_YELLOW[field] ?? 1, guess.distinct.length, answer.distinct.length));
}

/** Scores one category of a guess against the answer: the box's colour and each guess value's match. */
export function scoreCell(
  guess: ScorableFood,
  answer: ScorableFood,
  field: ScoredCategory,
  ctx: ScoringContext,
): CellScore {
  return scorePrepared(prepareFood(guess), prepareFood(answer), field, relationIndex(ctx.relations));
}

function scorePrepared(
  guess: PreparedFood,
  answer: PreparedFood,
  field: ScoredCategory,
  relations: RelationIndex,
): CellScore {
  const g = guess.fields[field];
  const a = answer.fields[field];
  let hits = 0;
  const matches: ValueMatch[] = g.raw.map((value, i) => {
    if (a.distinct.includes(g.norm[i]!)) {
      hits++;
      return { value, kind: 'exact' };
    }
    const reason = closeReason(field, i, guess, answer, relations);
    if (reason === undefined) return { value, kind: 'none' };
    hits++;
    return { value, kind: 'close', reason };
  });
  const need = matchesForYellow(field, g, a);
  const color: CellColor = sameSet(g.distinct, a.distinct) ? 'green' : hits > 0 && hits >= need ? 'yellow' : 'red';
  return { field, color, matches };
}

/** Scores a whole guess: one cell per category (all nine, in board order, unless `fields` narrows them). */
export function scoreGuess(
  guess: ScorableFood,
  answer: ScorableFood,
  ctx: ScoringContext,
  fields: readonly ScoredCategory[] = SCORED_CATEGORIES,
): Record<ScoredCategory, CellScore> {
  const g = prepareFood(guess);
  const a = prepareFood(answer);
  const relations = relationIndex(ctx.relations);
  const scores = {} as Record<ScoredCategory, CellScore>;
  for (const field of fields) scores[field] = scorePrepared(g, a, field, relations);
  return scores;
}

/** The colours of a guess row in board order, as the share grid needs them. */
export function rowColors(guess: ScorableFood, answer: ScorableFood, ctx: ScoringContext): CellColor[] {
  const scores = scoreGuess(guess, answer, ctx);
  return SCORED_CATEGORIES.map((field) => scores[field].color);
}
