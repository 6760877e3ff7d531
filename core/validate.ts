/**
 * The cross-file content rules: what a reviewer would otherwise check by eye across the
 * whole database (duplicate names, dishes no guess could tell apart, calendar references,
 * out-of-date derived fields, spelling drift in the shared vocabulary). Pure and
 * browser-safe: the CLI and the API's content writer both call validateContent() on a
 * whole content set. Issues carry a file and a field path; core/node turns those into
 * file:line:column.
 */
import type { z } from 'zod';
import { HINTS, SCORED_CATEGORIES, type ScoredCategory } from './categories.ts';
import { closedVocabulary } from './closed-vocabularies.ts';
import { addDays, daysBetween } from './days.ts';
import { withDerivedFields } from './derive.ts';
import { foldText, normalizeList, normalizeValue, singularWord, slugify } from './normalise.ts';
import type { AffiliateProduct } from './schemas/affiliate.ts';
import { IsoDate, type Calendar } from './schemas/calendar.ts';
import type { FoodRecord } from './schemas/food.ts';
import type { Relations } from './schemas/relations.ts';
import type { TagsFile } from './schemas/tags.ts';
import type { VocabularyFile } from './schemas/vocabulary-file.ts';
import { didYouMean } from './suggest.ts';

/** A problem found in the content, located by file and field path (not yet by line). */
export interface ContentIssue {
  /** The file relative to the content root: 'foods/pad-thai.yaml', 'calendar.yaml'. */
  file: string;
  /** Where in the file: ['preparation_method', 1], ['2026-09-01']; [] for the whole file. */
  path: (string | number)[];
  /** What is wrong and how to fix it, in words a content author acts on. */
  message: string;
  /** Errors block a build and a commit; warnings are for a reviewer to weigh. */
  severity: 'error' | 'warning';
}

/** What the rules look at: the loaded content, or an edited copy of it (the API's writer). */
export interface ValidationInput {
  /** Every dish, each with the slug of its file. */
  foods: readonly FoodRecord[];
  /** date -> food slug. */
  calendar: Calendar;
  /** Related values per category; checked against the closed vocabularies when given. */
  relations?: Relations;
  /** Affiliate products; ids must be unique when given. */
  affiliate?: readonly AffiliateProduct[];
  /** Food tags and keyword mappings; food names and ids are checked when given. */
  tags?: TagsFile;
  /** Known-distinct spelling pairs from content/vocabulary.yaml. */
  vocabulary?: VocabularyFile;
  /**
   * Dishes whose files exist but did not load (their own errors are reported): the
   * calendar may name them without a second error for the same typo.
   */
  unloadedSlugs?: readonly string[];
}

/** How far apart two uses of one dish must be in the calendar (issue #3: no repeat within 365 days). */
export const REPEAT_WINDOW_DAYS = 365;

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

/** The content file of a dish, relative to the content root. */
export function foodFile(slug: string): string {
  return `foods/${slug}.yaml`;
}

/** Runs every cross-file rule; returns errors and warnings in a stable order. */
export function validateContent(input: ValidationInput): ContentIssue[] {
  const foods = [...input.foods].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  return [
    ...checkSlugs(foods),
    ...checkNames(foods),
    ...checkIndistinguishable(foods),
    ...checkDerivedFields(foods),
    ...checkHintFields(foods),
    ...checkCalendar(input.calendar, foods, input.unloadedSlugs ?? []),
    ...vocabularyIssues(foods, input.vocabulary),
    ...(input.relations ? checkRelations(input.relations) : []),
    ...(input.affiliate ? checkAffiliate(input.affiliate) : []),
    ...(input.tags ? checkTags(input.tags, foods) : []),
  ];
}

/** The file name is the slug of the name, so that URLs and files can be found from the name. */
function checkSlugs(foods: readonly FoodRecord[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const food of foods) {
    const expected = slugify(food.name);
    if (expected !== food.slug) {
      issues.push({
        file: foodFile(food.slug),
        path: ['name'],
        message: `the name "${food.name}" belongs in ${foodFile(expected)}, not ${foodFile(food.slug)}: rename the file, or run \`platter foods rename ${food.slug} "${food.name}"\``,
        severity: 'error',
      });
    }
  }
  return issues;
}

/** A typed guess must name exactly one dish, so names and aliases are unique once folded. */
function checkNames(foods: readonly FoodRecord[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const owners = new Map<string, { slug: string; label: string }>();
  for (const food of foods) {
    const file = foodFile(food.slug);
    const terms: { path: (string | number)[]; value: string; label: string }[] = [
      { path: ['name'], value: food.name, label: 'the name' },
      ...food.aliases.map((alias, i) => ({ path: ['aliases', i], value: alias, label: 'an alias' })),
    ];
    const own = new Set<string>();
    for (const term of terms) {
      const key = foldText(term.value);
      if (own.has(key)) {
        issues.push({
          file,
          path: term.path,
          message: `"${term.value}" repeats this dish's name or another of its aliases: remove it`,
          severity: 'warning',
        });
        continue;
      }
      own.add(key);
      const owner = owners.get(key);
      if (owner) {
        issues.push({
          file,
          path: term.path,
          message: `"${term.value}" is also ${owner.label} of ${foodFile(owner.slug)}: a guess must name one dish, so change or remove one of them`,
          severity: 'error',
        });
      } else {
        owners.set(key, { slug: food.slug, label: term.label });
      }
    }
  }
  return issues;
}

/** A dish's nine scored categories as one comparable key (values normalised, order ignored). */
function scoredKey(food: Pick<FoodRecord, ScoredCategory>): string {
  return SCORED_CATEGORIES.map((c) => normalizeList(food[c]).sort().join('\u0001')).join('\u0002');
}

/** Two dishes equal on all nine categories would give an all-green row for the wrong dish. */
function checkIndistinguishable(foods: readonly FoodRecord[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const first = new Map<string, FoodRecord>();
  for (const food of foods) {
    const key = scoredKey(food);
    const twin = first.get(key);
    if (twin) {
      issues.push({
        file: foodFile(food.slug),
        path: [],
        message: `identical to "${twin.name}" (${foodFile(twin.slug)}) on all nine scored categories, so no guess can tell them apart: make at least one category differ`,
        severity: 'error',
      });
    } else {
      first.set(key, food);
    }
  }
  return issues;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** normalized_* are derived, never typed: a stale copy would score differently from the shown list. */
function checkDerivedFields(foods: readonly FoodRecord[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const food of foods) {
    const derived = withDerivedFields(food);
    for (const field of ['normalized_key_ingredients', 'normalized_ingredients'] as const) {
      if (!sameList(food[field], derived[field])) {
        issues.push({ file: foodFile(food.slug), path: [field], message: 'out of date, run `platter fmt`', severity: 'error' });
      }
    }
  }
  return issues;
}

/** A dish without a hint field shows an empty hint to a player who earned it. */
function checkHintFields(foods: readonly FoodRecord[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const food of foods) {
    for (const hint of HINTS) {
      if (food[hint.field].length === 0) {
        issues.push({
          file: foodFile(food.slug),
          path: [hint.field],
          message: `missing hint field: players see "${hint.label}" after ${hint.unlockAfter} wrong guesses, add at least one value`,
          severity: 'warning',
        });
      }
    }
  }
  return issues;
}

/** Calendar dates are real, name existing dishes, and a dish does not come back within a year. */
function checkCalendar(calendar: Calendar, foods: readonly FoodRecord[], unloaded: readonly string[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const slugs = [...foods.map((f) => f.slug), ...unloaded];
  const known = new Set(slugs);
  const datesBySlug = new Map<string, string[]>();
  for (const [date, slug] of Object.entries(calendar).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const dateCheck = IsoDate.safeParse(date);
    if (!dateCheck.success) {
      issues.push({ file: 'calendar.yaml', path: [date], message: `"${date}" ${dateCheck.error.issues[0]?.message ?? 'is not a date'}`, severity: 'error' });
      continue;
    }
    if (!known.has(slug)) {
      const guess = didYouMean(slug, slugs);
      issues.push({
        file: 'calendar.yaml',
        path: [date],
        message: `"${slug}" is not a food (there is no ${foodFile(slug)})${guess ? ` (did you mean "${guess}"?)` : ''}`,
        severity: 'error',
      });
      continue;
    }
    const dates = datesBySlug.get(slug) ?? [];
    const previous = dates.at(-1);
    if (previous !== undefined && daysBetween(previous, date) < REPEAT_WINDOW_DAYS) {
      issues.push({
        file: 'calendar.yaml',
        path: [date],
        message: `"${slug}" is also the dish of ${previous}, ${daysBetween(previous, date)} days earlier: a dish should not repeat within ${REPEAT_WINDOW_DAYS} days (free from ${addDays(previous, REPEAT_WINDOW_DAYS)})`,
        severity: 'warning',
      });
    }
    dates.push(date);
    datesBySlug.set(slug, dates);
  }
  return issues;
}

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
  return [...pairs.values()].filter(([a, b]) => a.length === b.length || isOneDeletion(a.length > b.length ? a : b, a.length > b.length ? b : a));
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
      for (let i = 1; i < group.length; i++) candidates.set([group[0], group[i]].sort().join('\u0000'), { a: group[0]!, b: group[i]!, reason: 'a plural' });
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
      const [common, rare] = eb.slugs.size > ea.slugs.size || (eb.slugs.size === ea.slugs.size && b < a) ? [eb, ea] : [ea, eb];
      const first = rare.uses[0]!;
      result.push({
        pool: pool.name,
        common: { spelling: displaySpelling(common), slugs: [...common.slugs] },
        rare: { spelling: displaySpelling(rare), slugs: [...rare.slugs], first: { slug: first.slug, field: first.field, index: first.index } },
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
    `"${d.rare.spelling}" and "${d.common.spelling}" look like one ${d.pool === 'ingredients' ? 'value' : d.pool} spelled two ways (${d.reason}): ` +
    `"${d.common.spelling}" is used by ${dishCount(d.common.slugs.length)} (${listSome(d.common.slugs)}), ` +
    `"${d.rare.spelling}" by ${dishCount(d.rare.slugs.length)} (${listSome(d.rare.slugs)}); ` +
    `use one spelling, or list the pair under distinct: in content/vocabulary.yaml`
  );
}

function vocabularyIssues(foods: readonly FoodRecord[], vocabulary?: VocabularyFile): ContentIssue[] {
  return findNearDuplicates(foods, vocabulary).map((d) => ({
    file: foodFile(d.rare.first.slug),
    path: [d.rare.first.field, d.rare.first.index],
    message: nearDuplicateMessage(d),
    severity: 'warning' as const,
  }));
}

/** A related value that no dish can have never produces a yellow cell: almost surely a typo. */
function checkRelations(relations: Relations): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const [category, groups] of Object.entries(relations) as [ScoredCategory, string[][]][]) {
    const allowed = closedVocabulary(category);
    if (!allowed) continue;
    const folded = new Set(allowed.map(foldText));
    groups.forEach((group, g) =>
      group.forEach((value, i) => {
        if (folded.has(foldText(value))) return;
        const guess = didYouMean(value, allowed);
        issues.push({
          file: 'relations.yaml',
          path: [category, g, i],
          message: `"${value}" is not an allowed ${category} value${guess ? ` (did you mean "${guess}"?)` : ''}`,
          severity: 'error',
        });
      }),
    );
  }
  return issues;
}

/** Product ids are the admin's handles on products: two products must not share one. */
function checkAffiliate(products: readonly AffiliateProduct[]): ContentIssue[] {
  const seen = new Set<number>();
  const issues: ContentIssue[] = [];
  products.forEach((p, i) => {
    if (seen.has(p.id)) issues.push({ file: 'affiliate.yaml', path: ['products', i, 'id'], message: `id ${p.id} is used by another product: give this one a new id`, severity: 'error' });
    seen.add(p.id);
  });
  return issues;
}

/** Food tags name dishes by name; a tag on a dish that does not exist is never shown. */
function checkTags(tags: TagsFile, foods: readonly FoodRecord[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const names = foods.map((f) => f.name);
  const known = new Set(names.map(foldText));
  tags.food_tags.forEach((t, i) => {
    if (known.has(foldText(t.food_name))) return;
    const guess = didYouMean(t.food_name, names);
    issues.push({
      file: 'tags.yaml',
      path: ['food_tags', i, 'food_name'],
      message: `"${t.food_name}" is not the name of a food${guess ? ` (did you mean "${guess}"?)` : ''}`,
      severity: 'warning',
    });
  });
  const ids = new Set<number>();
  tags.keyword_mappings.forEach((m, i) => {
    if (ids.has(m.id)) issues.push({ file: 'tags.yaml', path: ['keyword_mappings', i, 'id'], message: `id ${m.id} is used by another mapping: give this one a new id`, severity: 'error' });
    ids.add(m.id);
  });
  return issues;
}

/** 'preparation_method[1]', 'aliases[0]', '2026-09-01': a field path as messages print it. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc ? `${acc}.${String(k)}` : String(k)), '');
}

/** An issue as a person reads it: 'foods/pad-thai.yaml origin[0]: "Thailnd" is not a country ...'. */
export function describeContentIssue(issue: ContentIssue): string {
  return `${issue.file}${issue.path.length ? ` ${formatIssuePath(issue.path)}` : ''}: ${issue.message}`;
}

/** Two issues are the same when they name the same place with the same words. */
function issueKey(issue: ContentIssue): string {
  return `${issue.file}\u0000${formatIssuePath(issue.path)}\u0000${issue.message}`;
}

/**
 * The issues a change adds: those of `after` not already in `before` (the issues of the
 * content it started from). The rule of every write, the CLI's and the admin API's:
 * errors already there (another author's half-done file) do not block an unrelated
 * change, new errors refuse it, and new warnings are shown to whoever made it.
 */
export function addedIssues(before: readonly ContentIssue[], after: readonly ContentIssue[]): { errors: ContentIssue[]; warnings: ContentIssue[] } {
  const old = new Set(before.map((i) => `${i.severity}\u0000${issueKey(i)}`));
  const isNew = (i: ContentIssue) => !old.has(`${i.severity}\u0000${issueKey(i)}`);
  return {
    errors: after.filter((i) => i.severity === 'error' && isNew(i)),
    warnings: after.filter((i) => i.severity === 'warning' && isNew(i)),
  };
}

/**
 * One zod issue in words an author acts on. Zod's defaults ('Unrecognized keys', 'Invalid
 * input') are replaced; our schemas' own messages ('"Fryed" is not a preparation method
 * (did you mean "Fried"?)') pass through. `input` is the parsed file, used to tell a
 * missing field from a wrong one.
 */
export function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code === 'invalid_key') {
    const key = issue.path.at(-1);
    const inner = issue.issues[0]?.message ?? 'is not allowed';
    return `"${String(key)}" ${inner}`;
  }
  const value = valueAt(input, issue.path);
  if (value === MISSING) return 'is required but missing';
  if (issue.code === 'invalid_type' && value === null) return `is empty: ${issue.message}`;
  return issue.message;
}

const MISSING = Symbol('missing');

/** The value at a path in parsed YAML, or MISSING when a key on the way is absent. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node: unknown = input;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !(key in node)) return MISSING;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** Close matches for an unknown key, e.g. 'ingredient' for 'ingredients'. */
export function unknownKeyMessage(key: string, allowed: readonly string[]): string {
  const guess = didYouMean(key, allowed);
  return `"${key}" is not a field${guess ? ` (did you mean "${guess}"?)` : `; the fields are ${allowed.join(', ')}`}`;
}
