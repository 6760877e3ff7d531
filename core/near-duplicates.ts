/**
 * Spelling drift in the shared vocabulary: two values of one pool that look like one word
 * spelled two ways (a plural, or one letter apart), so a reviewer can make them one, or
 * list the pair as distinct in content/vocabulary.yaml. Used by the content rules
 * (warnings) and `platter audit`.
 */
import type { FoodRecord } from './schemas/food.ts';
import type { VocabularyFile } from './schemas/vocabulary-file.ts';
import { normalizeValue, singularWord } from './normalise.ts';

/** Two spellings closer than this (edit distance 1) are only flagged when both are at least this long. */
const NEAR_DUPLICATE_MIN_LENGTH = 5;

/**
 * The free-text fields whose values form one shared vocabulary, in pools: an ingredient
 * is spelled the same way whether it is a key ingredient, an accompaniment or a fat; the
 * descriptive hint fields each have their own words ('creamy' texture is not 'cream').
 */
export const VOCABULARY_POOLS = [
  {
    name: 'ingredients',
    fields: [
      'core_components',
      'key_ingredients',
      'ingredients',
      'primary_protein',
      'base_carbohydrate',
      'fat_source',
      'fermentation_preservation',
      'common_accompaniments',
    ],
  },
  { name: 'texture', fields: ['texture_emphasis'] },
  { name: 'serving context', fields: ['serving_context'] },
  { name: 'form factor', fields: ['form_factor'] },
] as const satisfies readonly { name: string; fields: readonly (keyof FoodRecord)[] }[];

type VocabularyField = (typeof VOCABULARY_POOLS)[number]['fields'][number];

/** Every word of a value made singular: 'tomatoes paste' and 'tomato pastes' fold alike. */
function pluralKey(normalized: string): string {
  return normalized.split(' ').map(singularWord).join(' ');
}

/** The places a dish uses a value, for locating a warning and naming the files. */
interface ValueUse {
  slug: string;
  field: VocabularyField;
  index: number;
  spelling: string;
}

/** One normalised value of a pool and every use of it. */
interface VocabularyEntry {
  value: string;
  uses: ValueUse[];
  slugs: Set<string>;
}

/** A pair of values that look like two spellings of one word, with the reason. */
export interface NearDuplicate {
  /** The vocabulary pool: 'ingredients', 'texture', 'serving context' or 'form factor'. */
  pool: string;
  /** The spelling more dishes use (the one to keep, usually). */
  common: { spelling: string; slugs: string[] };
  /** The spelling fewer dishes use. */
  rare: { spelling: string; slugs: string[]; first: { slug: string; field: string; index: number } };
  /** 'a plural' or 'one letter apart'. */
  reason: string;
}

/** The most frequent raw spelling of an entry, for messages an author recognises. */
function displaySpelling(entry: VocabularyEntry): string {
  const counts = new Map<string, number>();
  for (const use of entry.uses) counts.set(use.spelling, (counts.get(use.spelling) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
}

/** True when b is a with one character deleted. */
function isOneDeletion(a: string, b: string): boolean {
  if (a.length !== b.length + 1) return false;
  let i = 0;
  while (i < b.length && a[i] === b[i]) i++;
  return a.slice(i + 1) === b.slice(i);
}

/** Pairs of entries at edit distance exactly 1, found through a deletion index (n·L², not n²). */
function oneEditPairs(values: readonly string[]): [string, string][] {
  const byDeletion = new Map<string, string[]>();
  const present = new Set(values);
  const pairs = new Map<string, [string, string]>();
  const add = (a: string, b: string) => {
    const [x, y] = a < b ? [a, b] : [b, a];
    pairs.set(`${x}\u0000${y}`, [x, y]);
  };
  for (const v of values) {
    for (let i = 0; i < v.length; i++) {
      const deleted = v.slice(0, i) + v.slice(i + 1);
      // Insertion/deletion: the shorter value is present as is.
      if (present.has(deleted)) add(v, deleted);
      // Substitution: both lose the same position and then agree.
      const key = `${i}\u0000${deleted}`;
      const list = byDeletion.get(key);
      if (list) {
        for (const other of list) if (other !== v) add(v, other);
        list.push(v);
      } else {
        byDeletion.set(key, [v]);
      }
    }
  }
  return [...pairs.values()].filter(
    ([a, b]) => a.length === b.length || isOneDeletion(a.length > b.length ? a : b, a.length > b.length ? b : a),
  );
}

/**
 * Values that look like two spellings of one word ('chili pepper' / 'chile pepper', 'tomato
 * paste' / 'tomatoes paste'): after normalisation they differ, so a guess using one gets no
 * credit for the other. Pairs listed in vocabulary.yaml as distinct are left out.
 */
export function findNearDuplicates(foods: readonly FoodRecord[], vocabulary?: VocabularyFile): NearDuplicate[] {
  const distinct = new Set(
    (vocabulary?.distinct ?? []).map(([a, b]) => {
      const [x, y] = [normalizeValue(a!), normalizeValue(b!)].sort();
      return `${x}\u0000${y}`;
    }),
  );
  const result: NearDuplicate[] = [];
  for (const pool of VOCABULARY_POOLS) {
    const entries = new Map<string, VocabularyEntry>();
    for (const food of foods) {
      for (const field of pool.fields) {
        food[field].forEach((spelling, index) => {
          const value = normalizeValue(spelling);
          let entry = entries.get(value);
          if (!entry) {
            entry = { value, uses: [], slugs: new Set() };
            entries.set(value, entry);
          }
          entry.uses.push({ slug: food.slug, field, index, spelling });
          entry.slugs.add(food.slug);
        });
      }
    }
    const candidates = new Map<string, { a: string; b: string; reason: string }>();
    const byPlural = new Map<string, string[]>();
    for (const value of entries.keys()) {
      const key = pluralKey(value);
      byPlural.set(key, [...(byPlural.get(key) ?? []), value]);
    }
    for (const group of byPlural.values()) {
      for (let i = 1; i < group.length; i++)
        candidates.set([group[0], group[i]].sort().join('\u0000'), { a: group[0]!, b: group[i]!, reason: 'a plural' });
    }
    const long = [...entries.keys()].filter((v) => v.length >= NEAR_DUPLICATE_MIN_LENGTH);
    for (const [a, b] of oneEditPairs(long)) {
      const key = `${a}\u0000${b}`;
      if (!candidates.has(key)) candidates.set(key, { a, b, reason: 'one letter apart' });
    }
    for (const [key, { a, b, reason }] of [...candidates].sort(([x], [y]) => (x < y ? -1 : 1))) {
      if (distinct.has(key)) continue;
      const ea = entries.get(a)!;
      const eb = entries.get(b)!;
      // The spelling more dishes use is the one to keep; ties go to the alphabetically first.
      const [common, rare] =
        eb.slugs.size > ea.slugs.size || (eb.slugs.size === ea.slugs.size && b < a) ? [eb, ea] : [ea, eb];
      const first = rare.uses[0]!;
      result.push({
        pool: pool.name,
        common: { spelling: displaySpelling(common), slugs: [...common.slugs] },
        rare: {
          spelling: displaySpelling(rare),
          slugs: [...rare.slugs],
          first: { slug: first.slug, field: first.field, index: first.index },
        },
        reason,
      });
    }
  }
  return result;
}

/** 'a, b, c and 4 more': file lists in messages stay one line long. */
function listSome(items: readonly string[], max = 4): string {
  const shown = items.slice(0, max).join(', ');
  return items.length > max ? `${shown} and ${items.length - max} more` : shown;
}

function dishCount(n: number): string {
  return `${n} ${n === 1 ? 'dish' : 'dishes'}`;
}

/** The warning text for a near-duplicate pair (also shown by `platter audit`). */
export function nearDuplicateMessage(d: NearDuplicate): string {
  return (
    `"${d.rare.spelling}" and "${d.common.spelling}" look like one ` +
    `${d.pool === 'ingredients' ? 'value' : d.pool} spelled two ways (${d.reason}): ` +
    `"${d.common.spelling}" is used by ${dishCount(d.common.slugs.length)} (${listSome(d.common.slugs)}), ` +
    `"${d.rare.spelling}" by ${dishCount(d.rare.slugs.length)} (${listSome(d.rare.slugs)}); ` +
    `use one spelling, or list the pair under distinct: in content/vocabulary.yaml`
  );
}
