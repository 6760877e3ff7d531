/**
 * What a content change does to the game, in a maintainer's words: the dishes added,
 * removed, renamed and changed, the calendar days that changed (split into days already
 * played and days to come), and the risks a YAML diff hides, each with why it matters.
 * `platter review` compares two loaded contents with reviewContent() and prints the result
 * as text, Markdown (core/review-format.ts) or JSON.
 */

import { SCORED_CATEGORIES, CATEGORY_INFO, HINTS } from './categories.ts';
import { DESCRIPTION_TARGET_TEXT, descriptionQuality, meetsDescriptionTarget } from './description-quality.ts';
import { challengeNumber, isPlayedDay } from './days.ts';
import { foldText } from './normalise.ts';
import { scoreGuess, type ScoringContext } from './scoring.ts';
import { TRANSLATED_LOCALES } from './locales.ts';
import { FOOD_FIELD_ORDER, type FoodRecord } from './schemas/food.ts';
import type { Calendar } from './schemas/calendar.ts';

/** The part of the content a review reads. */
export interface ReviewedContent {
  foods: readonly FoodRecord[];
  calendar: Calendar;
  relations: ScoringContext['relations'];
}

/** A dish as the review names it. */
export interface DishRef {
  slug: string;
  name: string;
}

/** One field of a dish, before and after. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  /** Lists only: the values added and removed, in a reader's order. */
  added?: string[];
  removed?: string[];
}

/** A dish whose content changed (after a rename, under its new slug). */
export interface ChangedDish extends DishRef {
  fields: FieldChange[];
  /** True when a field scoring reads changed: boards with this dish re-colour. */
  scored: boolean;
}

/** A dish that changed its name (and so its slug and file). */
export interface RenamedDish {
  from: DishRef;
  to: DishRef;
  /** The old name is kept as an alias: what players typed still finds the dish. */
  aliasKept: boolean;
}

/** One calendar day whose dish changed. */
export interface DayChange {
  date: string;
  /** The day's number in the calendar after the change (before it, for a removed day). */
  number?: number;
  kind: 'added' | 'removed' | 'replaced' | 'renamed';
  before?: DishRef;
  after?: DishRef;
  /** Today or earlier in America/New_York: players have played it (core/days.ts isPlayedDay). */
  played: boolean;
  /** The day's new dish was scheduled on these other days before the change (a move). */
  movedFrom?: string[];
}

/** Kinds of risk, in the order the review lists them. */
export const RISK_KINDS = [
  'played-day-changed',
  'past-answer-rescored',
  'missing-icon',
  'name-lost',
  'near-twin',
  'missing-hints',
  'description-short',
  'description-worse',
] as const;
export type RiskKind = (typeof RISK_KINDS)[number];

/** Why each kind of risk matters, and what to ask the contributor (also in docs/cli.md). */
export const RISK_WHY: Record<RiskKind, string> = {
  'played-day-changed':
    'players have already played this day: the archive shows them a different answer than the one they ' +
    'played, and their result for the day no longer matches the board',
  'past-answer-rescored':
    'this dish was the answer of a day already played: every saved board of that day is scored again with ' +
    'the new values, so the colours players saw change',
  'missing-icon':
    'the suggestions, the board and the archive show a dish by its icon (a photo only where there is one): ' +
    'without one the dish has no picture',
  'name-lost':
    'players typed and saved this name: saved games and what players type next no longer find the dish by it ' +
    '(keep the old name as an alias)',
  'near-twin':
    'a guess of one when the answer is the other turns nearly every box green and nothing on the board tells ' +
    'them apart, so a player can only guess between them',
  'missing-hints': 'a player earns a hint after wrong guesses; a dish without that field shows them an empty hint',
  'description-short':
    `players read the description after the game; the target is ${DESCRIPTION_TARGET_TEXT} in the Food ` +
    `Manager's quality check`,
  'description-worse':
    'the description lost points in the quality score (length, bold, italic, bullets, paragraphs) that the ' +
    'admin screens show',
};

/** One thing a reviewer should look at, with the reason. */
export interface Risk {
  kind: RiskKind;
  /** The dish or day it is about. */
  subject: string;
  /** What happened, in one line. */
  message: string;
  /** Why it matters (RISK_WHY[kind]). */
  why: string;
}

/** The whole review. */
export interface ContentReview {
  /** The puzzle date the review counts as today (days up to it are played). */
  today: string;
  dishes: { added: DishRef[]; removed: DishRef[]; renamed: RenamedDish[]; changed: ChangedDish[] };
  calendar: { played: DayChange[]; future: DayChange[] };
  risks: Risk[];
  /** 'nothing risky' or 'N risks'. */
  verdict: string;
  /** True when nothing at all changed in the content. */
  unchanged: boolean;
}

/** The fields scoring reads: the nine categories and the full ingredient list (close matches). */
const SCORED_FIELDS: ReadonlySet<string> = new Set<string>([...SCORED_CATEGORIES, 'ingredients']);

/** A dish that differs from another on this many boxes or fewer is a near twin. */
export const NEAR_TWIN_MAX_DIFFERENT_BOXES = 2;

const ref = (f: FoodRecord): DishRef => ({ slug: f.slug, name: f.name });

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields that differ between two versions of a dish, in the content file's order. */
export function fieldChanges(before: FoodRecord, after: FoodRecord): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of FOOD_FIELD_ORDER) {
    if (field === 'name') continue;
    const b = (before as Record<string, unknown>)[field];
    const a = (after as Record<string, unknown>)[field];
    if (same(b, a)) continue;
    if (field === 'names') {
      changes.push(...namesChanges(before, after));
      continue;
    }
    const change: FieldChange = { field, before: b, after: a };
    if (Array.isArray(b) || Array.isArray(a)) {
      const bs = (b as string[] | undefined) ?? [];
      const as = (a as string[] | undefined) ?? [];
      change.added = as.filter((v) => !bs.includes(v));
      change.removed = bs.filter((v) => !as.includes(v));
    }
    changes.push(change);
  }
  return changes;
}

/** A dish's name in one language in a reader's words: 'ラーメン (also らーめん, 拉麺)'. */
function localNamesText(names: FoodRecord['names'], locale: (typeof TRANSLATED_LOCALES)[number]): string | undefined {
  const local = names?.[locale];
  if (!local) return undefined;
  return local.aliases.length > 0 ? `${local.name} (also ${local.aliases.join(', ')})` : local.name;
}

/** The dish's names per language that differ, one change per language ('names.ja'), in the locale list's order. */
function namesChanges(before: FoodRecord, after: FoodRecord): FieldChange[] {
  return TRANSLATED_LOCALES.flatMap((locale) => {
    const b = localNamesText(before.names, locale);
    const a = localNamesText(after.names, locale);
    return b === a ? [] : [{ field: `names.${locale}`, before: b, after: a }];
  });
}

/** Dates each slug is scheduled on. */
function datesBySlug(calendar: Calendar): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [date, slug] of Object.entries(calendar)) map.set(slug, [...(map.get(slug) ?? []), date]);
  return map;
}

/**
 * Pairs a removed dish with an added one when the added dish is the same dish under a new
 * name: it keeps the old name as an alias, its calendar days are the old dish's, or
 * everything but the name is unchanged.
 */
function findRenames(
  removed: FoodRecord[],
  added: FoodRecord[],
  before: ReviewedContent,
  after: ReviewedContent,
): Map<string, FoodRecord> {
  const pairs = new Map<string, FoodRecord>();
  const beforeDays = datesBySlug(before.calendar);
  const afterDays = datesBySlug(after.calendar);
  const taken = new Set<string>();
  for (const old of removed) {
    const match = added.find((candidate) => {
      if (taken.has(candidate.slug)) return false;
      if (candidate.aliases.some((alias) => foldText(alias) === foldText(old.name))) return true;
      const days = beforeDays.get(old.slug) ?? [];
      if (days.length > 0 && same(days, afterDays.get(candidate.slug) ?? [])) return true;
      return fieldChanges(old, candidate).every((c) => c.field === 'aliases');
    });
    if (match) {
      pairs.set(old.slug, match);
      taken.add(match.slug);
    }
  }
  return pairs;
}

/** The boxes on which two dishes differ (a box that is not green when one is guessed against the other). */
function differingBoxes(a: FoodRecord, b: FoodRecord, ctx: ScoringContext): string[] {
  const scores = scoreGuess(a, b, ctx);
  return SCORED_CATEGORIES.filter((field) => scores[field].color !== 'green');
}

export function dayLabel(date: string, number: number | undefined): string {
  return number === undefined ? date : `${date} (#${number})`;
}

/**
 * Reviews the change from `before` to `after`. `today` is the puzzle date in
 * America/New_York: calendar days up to and including it have been played.
 */
export function reviewContent(before: ReviewedContent, after: ReviewedContent, today: string): ContentReview {
  const beforeBySlug = new Map(before.foods.map((f) => [f.slug, f]));
  const afterBySlug = new Map(after.foods.map((f) => [f.slug, f]));
  const removedAll = before.foods.filter((f) => !afterBySlug.has(f.slug));
  const addedAll = after.foods.filter((f) => !beforeBySlug.has(f.slug));
  const renames = findRenames(removedAll, addedAll, before, after);
  const renamedTo = new Set([...renames.values()].map((f) => f.slug));

  const renamed: RenamedDish[] = [...renames].map(([oldSlug, now]) => {
    const old = beforeBySlug.get(oldSlug)!;
    return { from: ref(old), to: ref(now), aliasKept: now.aliases.some((a) => foldText(a) === foldText(old.name)) };
  });
  const removed = removedAll.filter((f) => !renames.has(f.slug));
  const added = addedAll.filter((f) => !renamedTo.has(f.slug));

  // Changed dishes: same slug, or a renamed dish compared with what it was.
  const changed: ChangedDish[] = [];
  const versions: [FoodRecord, FoodRecord][] = [
    ...before.foods
      .filter((f) => afterBySlug.has(f.slug))
      .map((f): [FoodRecord, FoodRecord] => [f, afterBySlug.get(f.slug)!]),
    ...[...renames].map(([oldSlug, now]): [FoodRecord, FoodRecord] => [beforeBySlug.get(oldSlug)!, now]),
  ];
  for (const [old, now] of versions) {
    // A change rebuilds only what it touches: a dish that is the same object did not change.
    if (old === now) continue;
    const fields = fieldChanges(old, now).filter(
      (c) => !(renames.has(old.slug) && c.field === 'aliases' && same(c.removed, []) && same(c.added, [old.name])),
    );
    if (fields.length === 0) continue;
    changed.push({ ...ref(now), fields, scored: fields.some((c) => SCORED_FIELDS.has(c.field)) });
  }

  // Calendar: every date whose dish changed.
  const beforeDates = Object.keys(before.calendar).sort();
  const afterDates = Object.keys(after.calendar).sort();
  const beforeDays = datesBySlug(before.calendar);
  const days: DayChange[] = [];
  for (const date of [...new Set([...beforeDates, ...afterDates])].sort()) {
    const b = before.calendar[date];
    const a = after.calendar[date];
    if (b === a) continue;
    const bRef = b ? (beforeBySlug.has(b) ? ref(beforeBySlug.get(b)!) : { slug: b, name: b }) : undefined;
    const aRef = a ? (afterBySlug.has(a) ? ref(afterBySlug.get(a)!) : { slug: a, name: a }) : undefined;
    const kind: DayChange['kind'] = !b ? 'added' : !a ? 'removed' : renames.get(b)?.slug === a ? 'renamed' : 'replaced';
    const number = a ? challengeNumber(afterDates, date) : challengeNumber(beforeDates, date);
    const change: DayChange = {
      date,
      kind,
      played: isPlayedDay(date, today),
      ...(number !== undefined ? { number } : {}),
    };
    if (bRef) change.before = bRef;
    if (aRef) change.after = aRef;
    if (a && kind !== 'renamed') {
      const elsewhere = (beforeDays.get(a) ?? []).filter((d) => after.calendar[d] !== a);
      if (elsewhere.length > 0) change.movedFrom = elsewhere;
    }
    days.push(change);
  }

  const risks: Risk[] = [];
  const risk = (kind: RiskKind, subject: string, message: string) =>
    risks.push({ kind, subject, message, why: RISK_WHY[kind] });

  for (const day of days.filter((d) => d.played)) {
    if (day.kind === 'added') {
      // Nobody played a date that had no dish; but a dish added before played days renumbers them.
      const renumbered = beforeDates.filter((d) => d > day.date && isPlayedDay(d, today));
      if (renumbered.length === 0) continue;
      risk(
        'played-day-changed',
        day.date,
        `${dayLabel(day.date, day.number)}, before played days, now has ${day.after!.name}: the ` +
          `${renumbered.length === 1 ? 'played day after it is' : `${renumbered.length} played days after it are`} ` +
          'renumbered',
      );
      continue;
    }
    const what =
      day.kind === 'removed'
        ? `lost its dish ${day.before!.name}`
        : day.kind === 'renamed'
          ? `now names its dish ${day.after!.name} (renamed from ${day.before!.name})`
          : `changed from ${day.before!.name} to ${day.after!.name}`;
    risk('played-day-changed', day.date, `${dayLabel(day.date, day.number)}, already played, ${what}`);
  }

  const playedAnswers = new Map<string, string[]>();
  for (const [date, slug] of Object.entries(before.calendar))
    if (isPlayedDay(date, today)) playedAnswers.set(slug, [...(playedAnswers.get(slug) ?? []), date]);
  const oldSlugOf = new Map([...renames].map(([oldSlug, now]) => [now.slug, oldSlug]));
  for (const dish of changed.filter((c) => c.scored)) {
    const dates = playedAnswers.get(oldSlugOf.get(dish.slug) ?? dish.slug);
    if (!dates) continue;
    const fields = dish.fields.filter((c) => SCORED_FIELDS.has(c.field)).map((c) => c.field);
    const shown = dates.sort().slice(-3).join(', ') + (dates.length > 3 ? ` and ${dates.length - 3} earlier` : '');
    risk('past-answer-rescored', dish.name, `${dish.name}, the answer of ${shown}, changed ${fields.join(', ')}`);
  }

  for (const r of renamed.filter((r) => !r.aliasKept)) {
    risk(
      'name-lost',
      r.from.name,
      `${r.from.name} was renamed ${r.to.name} without keeping "${r.from.name}" as an alias`,
    );
  }
  for (const dish of removed) {
    const played = playedAnswers.get(dish.slug);
    risk(
      'name-lost',
      dish.name,
      `${dish.name} was removed${played ? `; it was the answer of ${played.sort().join(', ')}` : ''}`,
    );
  }

  const ctx: ScoringContext = { relations: after.relations };
  const beforeCtx: ScoringContext = { relations: before.relations };
  const candidates = [...added, ...changed.filter((c) => c.scored).map((c) => afterBySlug.get(c.slug)!)];
  const reported = new Set<string>();
  for (const dish of candidates) {
    for (const other of after.foods) {
      if (other.slug === dish.slug) continue;
      const pair = [dish.slug, other.slug].sort().join(' ');
      if (reported.has(pair)) continue;
      const differ = differingBoxes(dish, other, ctx);
      if (differ.length > NEAR_TWIN_MAX_DIFFERENT_BOXES) continue;
      // A pair that was already this close before the change is not news.
      const oldDish = beforeBySlug.get(oldSlugOf.get(dish.slug) ?? dish.slug);
      const oldOther = beforeBySlug.get(oldSlugOf.get(other.slug) ?? other.slug);
      if (oldDish && oldOther && differingBoxes(oldDish, oldOther, beforeCtx).length <= NEAR_TWIN_MAX_DIFFERENT_BOXES)
        continue;
      reported.add(pair);
      const boxes = differ.map((f) => CATEGORY_INFO[f as keyof typeof CATEGORY_INFO].label);
      risk(
        'near-twin',
        dish.name,
        `${dish.name} and ${other.name} differ on ` +
          `${differ.length === 0 ? 'no box' : `only ${differ.length} of 9 boxes (${boxes.join(', ')})`}`,
      );
    }
  }

  // What a dish needs before it goes live: an icon, the four hint fields, a description on target.
  const hintGaps = (food: FoodRecord) => HINTS.filter((h) => food[h.field].length === 0).map((h) => h.field);
  for (const dish of added) {
    const food = afterBySlug.get(dish.slug)!;
    if (!food.icon) risk('missing-icon', food.name, `${food.name} has no icon: choose one (icon)`);
    const gaps = hintGaps(food);
    if (gaps.length > 0) risk('missing-hints', food.name, `${food.name} has no hint in ${gaps.join(', ')}`);
    const quality = descriptionQuality(food.description);
    if (!meetsDescriptionTarget(quality))
      risk(
        'description-short',
        food.name,
        `${food.name}'s description is below target: ${quality.words} words, quality ${quality.score} (aim ` +
          `for ${DESCRIPTION_TARGET_TEXT})`,
      );
  }
  for (const dish of changed) {
    const now = afterBySlug.get(dish.slug)!;
    if (!now.icon && dish.fields.some((c) => c.field === 'icon'))
      risk('missing-icon', now.name, `${now.name} lost its icon: choose one (icon)`);
    const lost = dish.fields
      .filter((c) => HINTS.some((h) => h.field === c.field) && ((c.after as string[] | undefined) ?? []).length === 0)
      .map((c) => c.field);
    if (lost.length > 0) risk('missing-hints', now.name, `${now.name} no longer has a hint in ${lost.join(', ')}`);
  }

  for (const dish of changed) {
    const change = dish.fields.find((c) => c.field === 'description');
    if (!change) continue;
    const was = descriptionQuality(String(change.before ?? '')).score;
    const now = descriptionQuality(String(change.after ?? '')).score;
    if (now < was)
      risk('description-worse', dish.name, `${dish.name}'s description quality fell from ${was} to ${now}`);
  }

  risks.sort((x, y) => RISK_KINDS.indexOf(x.kind) - RISK_KINDS.indexOf(y.kind));
  const unchanged = added.length + removed.length + renamed.length + changed.length + days.length === 0;
  return {
    today,
    dishes: { added: added.map(ref), removed: removed.map(ref), renamed, changed },
    calendar: { played: days.filter((d) => d.played), future: days.filter((d) => !d.played) },
    risks,
    verdict: risks.length === 0 ? 'nothing risky' : `${risks.length} ${risks.length === 1 ? 'risk' : 'risks'}`,
    unchanged,
  };
}
