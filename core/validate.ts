/**
 * The cross-file content rules: what a reviewer would otherwise check by eye across the
 * whole database (duplicate names, dishes no guess could tell apart, calendar references,
 * out-of-date derived fields, spelling drift in the shared vocabulary). Pure and
 * browser-safe: the CLI and the API's content writer both call validateContent() on a
 * whole content set. Issues carry a file and a field path; core/node turns those into
 * file:line:column.
 */
import { HINTS, SCORED_CATEGORIES, type ScoredCategory } from './categories.ts';
import { closedVocabulary } from './closed-vocabularies.ts';
import { addDays, daysBetween } from './days.ts';
import { withDerivedFields } from './derive.ts';
import { foldText, normalizeList } from './normalise.ts';
import { MAX_DISHES_PER_ICON } from './icons.ts';
import { slugify } from './naming.ts';
import type { AffiliateProduct } from './schemas/affiliate.ts';
import { IsoDate, type Calendar } from './schemas/calendar.ts';
import type { FoodRecord } from './schemas/food.ts';
import type { Relations } from './schemas/relations.ts';
import type { TagsFile } from './schemas/tags.ts';
import type { VocabularyFile } from './schemas/vocabulary-file.ts';
import type { VocabularyTranslations } from './schemas/vocabulary-translations.ts';
import { TRANSLATED_LOCALES, type TranslatedLocale } from './locales.ts';
import { translationProblems } from './vocabulary-i18n.ts';
import { formatIssuePath, issueTexts } from './issues.ts';
import { foodFile, translationFile } from './content-paths.ts';
import { findNearDuplicates, nearDuplicateMessage } from './near-duplicates.ts';
import { didYouMean } from './did-you-mean.ts';

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
  /** The vocabularies' translations per language (content/i18n/<locale>.yaml); checked when given. */
  translations?: Partial<Record<TranslatedLocale, VocabularyTranslations>>;
  /**
   * Dishes whose files exist but did not load (their own errors are reported): the
   * calendar may name them without a second error for the same typo.
   */
  unloadedSlugs?: readonly string[];
}

/** How far apart two uses of one dish must be in the calendar (issue #3: no repeat within 365 days). */
export const REPEAT_WINDOW_DAYS = 365;

/** Runs every cross-file rule; returns errors and warnings in a stable order. */
export function validateContent(input: ValidationInput): ContentIssue[] {
  const foods = [...input.foods].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  return [
    ...checkSlugs(foods),
    ...checkNames(foods),
    ...checkIndistinguishable(foods),
    ...checkDerivedFields(foods),
    ...checkHintFields(foods),
    ...checkIconShare(foods),
    ...checkRenown(foods),
    ...checkCalendar(input.calendar, foods, input.unloadedSlugs ?? []),
    ...vocabularyIssues(foods, input.vocabulary),
    ...checkLocalNames(foods),
    ...(input.translations ? checkTranslations(input.translations, foods) : []),
    ...(input.relations ? checkRelations(input.relations) : []),
    ...(input.affiliate ? checkAffiliate(input.affiliate) : []),
    ...(input.tags ? checkTags(input.tags, foods) : []),
  ];
}

/**
 * A name or alias belongs to one dish per language (DESIGN.md): two dishes that a player
 * of one language would type the same way (after folding case and accents) cannot be told
 * apart by the search.
 */
function checkLocalNames(foods: readonly FoodRecord[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const locale of TRANSLATED_LOCALES) {
    const owner = new Map<string, string>();
    for (const food of foods) {
      const local = food.names?.[locale];
      if (!local) continue;
      const entries: [string, (string | number)[]][] = [
        [local.name, ['names', locale, 'name']],
        ...local.aliases.map((a, i): [string, (string | number)[]] => [a, ['names', locale, 'aliases', i]]),
      ];
      for (const [text, path] of entries) {
        const key = foldText(text);
        const other = owner.get(key);
        if (other !== undefined && other !== food.slug) {
          issues.push({
            file: foodFile(food.slug),
            path,
            message:
              `'${text}' (${locale}) is also a name of ${other}: in one language a name or alias ` +
              'belongs to one dish',
            severity: 'error',
          });
        } else owner.set(key, food.slug);
      }
    }
  }
  return issues;
}

/** The translation files' keys must be values of their field; the closed vocabularies should be complete. */
function checkTranslations(
  translations: Partial<Record<TranslatedLocale, VocabularyTranslations>>,
  foods: readonly FoodRecord[],
): ContentIssue[] {
  return TRANSLATED_LOCALES.flatMap((locale) => {
    const file = translations[locale];
    if (!file) return [];
    return translationProblems(file, foods).map((p) => ({
      file: translationFile(locale),
      path: p.severity === 'error' ? [p.field, p.value] : [p.field],
      message: p.message,
      severity: p.severity,
    }));
  });
}

/**
 * An icon stands for at most MAX_DISHES_PER_ICON dishes, or the picture stops telling
 * them apart: each dish past that many (in slug order) is warned to take another one.
 */
function checkIconShare(foods: readonly FoodRecord[]): ContentIssue[] {
  const byIcon = new Map<string, FoodRecord[]>();
  for (const food of foods) if (food.icon) byIcon.set(food.icon, [...(byIcon.get(food.icon) ?? []), food]);
  return [...byIcon].flatMap(([icon, sharing]) =>
    sharing.slice(MAX_DISHES_PER_ICON).map((food) => ({
      file: foodFile(food.slug),
      path: ['icon'],
      message:
        `${icon} stands for ${sharing.length} dishes (at most ${MAX_DISHES_PER_ICON}): choose another icon, or ` +
        `compose one from the dish's form and its defining ingredient ('🍲 + 🐟'); see docs/content.md`,
      severity: 'warning' as const,
    })),
  );
}

/** Search ranks by renown after match quality: a dish without one sorts as if unknown. */
function checkRenown(foods: readonly FoodRecord[]): ContentIssue[] {
  return foods
    .filter((food) => food.renown === undefined)
    .map((food) => ({
      file: foodFile(food.slug),
      path: ['renown'],
      message:
        'has no renown: add how widely the dish is known, 1 (regional) to 5 (worldwide), as ' +
        'docs/content.md#renown says',
      severity: 'warning' as const,
    }));
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
        message:
          `the name "${food.name}" belongs in ${foodFile(expected)}, not ${foodFile(food.slug)}: rename the ` +
          `file, or run \`platter foods rename ${food.slug} "${food.name}"\``,
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
          message:
            `"${term.value}" is also ${owner.label} of ${foodFile(owner.slug)}: a guess must name one dish, so ` +
            'change or remove one of them',
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
        message:
          `identical to "${twin.name}" (${foodFile(twin.slug)}) on all nine scored categories, so no guess can ` +
          'tell them apart: make at least one category differ',
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
        issues.push({
          file: foodFile(food.slug),
          path: [field],
          message: 'out of date, run `platter fmt`',
          severity: 'error',
        });
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
          message:
            `missing hint field: players see "${hint.label}" after ${hint.unlockAfter} wrong guesses, add at ` +
            'least one value',
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
      issues.push({
        file: 'calendar.yaml',
        path: [date],
        message: `"${date}" ${issueTexts(dateCheck.error.issues, { sentences: true })[0]?.message ?? 'is not a date'}`,
        severity: 'error',
      });
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
        message:
          `"${slug}" is also the dish of ${previous}, ${daysBetween(previous, date)} days earlier: a dish ` +
          `should not repeat within ${REPEAT_WINDOW_DAYS} days (free from ${addDays(previous, REPEAT_WINDOW_DAYS)})`,
        severity: 'warning',
      });
    }
    dates.push(date);
    datesBySlug.set(slug, dates);
  }
  return issues;
}

/** Spelling drift as warnings, at the rarer spelling's first use. */
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
    if (seen.has(p.id))
      issues.push({
        file: 'affiliate.yaml',
        path: ['products', i, 'id'],
        message: `id ${p.id} is used by another product: give this one a new id`,
        severity: 'error',
      });
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
    if (ids.has(m.id))
      issues.push({
        file: 'tags.yaml',
        path: ['keyword_mappings', i, 'id'],
        message: `id ${m.id} is used by another mapping: give this one a new id`,
        severity: 'error',
      });
    ids.add(m.id);
  });
  return issues;
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
export function addedIssues(
  before: readonly ContentIssue[],
  after: readonly ContentIssue[],
): { errors: ContentIssue[]; warnings: ContentIssue[] } {
  const old = new Set(before.map((i) => `${i.severity}\u0000${issueKey(i)}`));
  const isNew = (i: ContentIssue) => !old.has(`${i.severity}\u0000${issueKey(i)}`);
  return {
    errors: after.filter((i) => i.severity === 'error' && isNew(i)),
    warnings: after.filter((i) => i.severity === 'warning' && isNew(i)),
  };
}
