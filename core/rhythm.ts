/**
 * The calendar's weekly rhythm: easier days early in the week, harder ones at the
 * weekend (as the New York Times schedules its crosswords), never three hard days in a
 * row and never three easy ones. Levels come from core/feedback.ts; this module only
 * says which level each weekday wants, where a calendar breaks the rhythm, and how to
 * rearrange the days to come (the past is played and never moves). Pure and browser-safe.
 */
import { addDays, daysBetween } from './days.ts';
import type { DifficultyLevel } from './feedback.ts';
import { scheduleRegion } from './calendar.ts';
import type { Calendar } from './schemas/calendar.ts';
import type { FoodRecord } from './schemas/food.ts';
import { REPEAT_WINDOW_DAYS } from './validate.ts';

/** The level each weekday asks for, Monday first. */
export const WEEKLY_PATTERN: readonly DifficultyLevel[] = ['easy', 'easy', 'medium', 'easy', 'medium', 'hard', 'hard'];

/** Weekday names, Monday first, as the audit prints them. */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** The longest run of one level the rhythm allows. */
export const MAX_RUN: Readonly<Record<DifficultyLevel, number>> = { easy: 2, medium: Infinity, hard: 2 };

/** 0 for Monday through 6 for Sunday; a puzzle date is a plain calendar date. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/** A day of the calendar with its dish's level. */
export interface LevelledDay {
  date: string;
  slug: string;
  level: DifficultyLevel;
}

/** A run of one level longer than MAX_RUN allows. */
export interface RhythmBreak {
  level: DifficultyLevel;
  from: string;
  through: string;
  days: number;
}

/**
 * Runs of hard or easy days longer than the rhythm allows that reach `from` or later
 * (a run made only of played days is history and not reported). `days` sorted by date;
 * a date with no dish ends a run.
 */
export function rhythmBreaks(days: readonly LevelledDay[], from: string): RhythmBreak[] {
  const breaks: RhythmBreak[] = [];
  let start = 0;
  for (let i = 1; i <= days.length; i++) {
    const prev = days[i - 1]!;
    const cur = days[i];
    const continues = cur && cur.level === prev.level && daysBetween(prev.date, cur.date) === 1;
    if (continues) continue;
    const run = i - start;
    const first = days[start]!;
    if (run > MAX_RUN[first.level] && prev.date >= from) {
      breaks.push({ level: first.level, from: first.date, through: prev.date, days: run });
    }
    start = i;
  }
  return breaks;
}

/** Per weekday, how many days of each level: the audit's picture of the rhythm. */
export function weeklyShares(days: readonly LevelledDay[]): Record<DifficultyLevel, number>[] {
  const table = WEEKDAYS.map(() => ({ easy: 0, medium: 0, hard: 0 }));
  for (const d of days) table[weekdayOf(d.date)]![d.level]++;
  return table;
}

/** What a rearrangement did. */
export interface RhythmPlan {
  /** The whole calendar after it. */
  calendar: Calendar;
  /** Dates whose dish changed. */
  changed: string[];
  /** Days that got another level than their weekday asks for (the dishes ran short). */
  offPattern: string[];
}

const LEVEL_RANK: Readonly<Record<DifficultyLevel, number>> = { easy: 0, medium: 1, hard: 2 };

/**
 * Rearranges the dishes of the `movable` days among those days (the same dishes, each on
 * one of them) so that each weekday gets the level WEEKLY_PATTERN asks for where the
 * dishes allow, no run breaks MAX_RUN, no dish comes back within 365 days of another day
 * it is on, and two days in a row rarely share a region. Among dishes that fit, the one
 * that was scheduled earliest goes first, so the calendar keeps its order of cuisines as
 * far as the rhythm allows. Days that are not movable (the played past, days already
 * planned) never change.
 */
export function planRhythm(
  calendar: Calendar,
  levelOf: (slug: string) => DifficultyLevel | undefined,
  regionOf: (slug: string) => string,
  movable: (date: string) => boolean,
): RhythmPlan {
  const dates = Object.keys(calendar).sort();
  const moving = dates.filter(movable);
  const pool = moving.map((date) => ({ date, slug: calendar[date]! }));
  const level = (slug: string) => levelOf(slug) ?? 'medium';
  const uses = new Map<string, string[]>();
  for (const d of dates) if (!movable(d)) uses.set(calendar[d]!, [...(uses.get(calendar[d]!) ?? []), d]);

  const remaining: Record<DifficultyLevel, number> = { easy: 0, medium: 0, hard: 0 };
  for (const p of pool) remaining[level(p.slug)]++;
  const slotsLeft: Record<DifficultyLevel, number> = { easy: 0, medium: 0, hard: 0 };
  for (const d of moving) slotsLeft[WEEKLY_PATTERN[weekdayOf(d)]!]++;

  const next: Calendar = { ...calendar };
  const credit: Record<DifficultyLevel, number> = { easy: 0, medium: 0, hard: 0 };
  const levelOn = (date: string) => (next[date] === undefined ? undefined : level(next[date]!));
  // Whether putting `l` on `date` makes a run longer than MAX_RUN, counting the days on both sides.
  const breaksRun = (date: string, l: DifficultyLevel) => {
    let run = 1;
    for (let d = addDays(date, -1); levelOn(d) === l; d = addDays(d, -1)) run++;
    for (let d = addDays(date, 1); !movable(d) && levelOn(d) === l; d = addDays(d, 1)) run++;
    return run > MAX_RUN[l];
  };

  for (const date of moving) {
    const want = WEEKLY_PATTERN[weekdayOf(date)]!;
    slotsLeft[want]--;
    // When the weekday's level has fewer dishes left than days asking for it, it gets its
    // share of those days, spread evenly (Bresenham); the others go to the level whose
    // dishes most outnumber their days, so no level piles up at the end.
    const share = remaining[want] / (slotsLeft[want] + 1);
    credit[want] += Math.min(1, share);
    const wanted = credit[want] >= 1;
    if (wanted) credit[want] -= 1;
    const surplus = (l: DifficultyLevel) => remaining[l] - slotsLeft[l];
    const levels = (['easy', 'medium', 'hard'] as const)
      .filter((l) => remaining[l] > 0 && !breaksRun(date, l))
      .sort(
        (a, b) =>
          (wanted ? Number(b === want) - Number(a === want) : 0) ||
          surplus(b) - surplus(a) ||
          Math.abs(LEVEL_RANK[a] - LEVEL_RANK[want]) - Math.abs(LEVEL_RANK[b] - LEVEL_RANK[want]),
      );
    const fresh = (slug: string) =>
      (uses.get(slug) ?? []).every((u) => Math.abs(daysBetween(u, date)) >= REPEAT_WINDOW_DAYS);
    const before = regionOf(next[addDays(date, -1)] ?? '');
    let pick = -1;
    for (const l of levels) {
      const fits = (i: number) => level(pool[i]!.slug) === l && fresh(pool[i]!.slug);
      pick = pool.findIndex((p, i) => fits(i) && regionOf(p.slug) !== before);
      if (pick < 0) pick = pool.findIndex((_, i) => fits(i));
      if (pick >= 0) break;
    }
    if (pick < 0) pick = pool.findIndex((p) => fresh(p.slug));
    if (pick < 0) pick = 0;
    const chosen = pool.splice(pick, 1)[0]!;
    remaining[level(chosen.slug)]--;
    next[date] = chosen.slug;
    uses.set(chosen.slug, [...(uses.get(chosen.slug) ?? []), date]);
  }
  repairRuns(next, moving, level, (slug, date, except) =>
    (uses.get(slug) ?? []).every((u) => u === except || Math.abs(daysBetween(u, date)) >= REPEAT_WINDOW_DAYS),
  );
  const changed = moving.filter((d) => next[d] !== calendar[d]);
  const offPattern = moving.filter((d) => level(next[d]!) !== WEEKLY_PATTERN[weekdayOf(d)]);
  return { calendar: next, changed, offPattern };
}

/**
 * The greedy pass can be left, at the very end, with only dishes of one level. Each run
 * that still breaks MAX_RUN swaps its middle day with the nearest movable day of another
 * level where the swap breaks no run and brings no dish back within 365 days.
 */
function repairRuns(
  cal: Calendar,
  moving: readonly string[],
  level: (slug: string) => DifficultyLevel,
  fresh: (slug: string, date: string, except: string) => boolean,
): void {
  const levelOn = (date: string) => (cal[date] === undefined ? undefined : level(cal[date]!));
  const runAt = (date: string) => {
    const l = levelOn(date)!;
    let run = 1;
    for (let d = addDays(date, -1); levelOn(d) === l; d = addDays(d, -1)) run++;
    for (let d = addDays(date, 1); levelOn(d) === l; d = addDays(d, 1)) run++;
    return run;
  };
  const broken = (date: string) => cal[date] !== undefined && runAt(date) > MAX_RUN[levelOn(date)!];
  const isMoving = new Set(moving);
  for (const date of moving) {
    if (!broken(date)) continue;
    const here = cal[date]!;
    const others = moving
      .filter((d) => level(cal[d]!) !== level(here))
      .sort((a, b) => Math.abs(daysBetween(a, date)) - Math.abs(daysBetween(b, date)));
    for (const other of others) {
      const there = cal[other]!;
      if (!fresh(here, other, date) || !fresh(there, date, other)) continue;
      cal[date] = there;
      cal[other] = here;
      const around = [date, other].flatMap((d) => [addDays(d, -1), d, addDays(d, 1)]);
      if (around.every((d) => !isMoving.has(d) || !broken(d)) && !broken(date) && !broken(other)) break;
      cal[date] = here;
      cal[other] = there;
    }
  }
}

/** The rhythm's view of a content set: each day's level, and a planner over it. */
export function rhythmOf(
  foods: readonly Pick<FoodRecord, 'slug' | 'regions'>[],
  calendar: Calendar,
  difficulty: Readonly<Record<string, { level: DifficultyLevel }>>,
) {
  const regions = new Map(foods.map((f) => [f.slug, scheduleRegion(f)]));
  const levelOf = (slug: string) => difficulty[slug]?.level;
  const days: LevelledDay[] = Object.keys(calendar)
    .sort()
    .flatMap((date) => {
      const level = levelOf(calendar[date]!);
      return level ? [{ date, slug: calendar[date]!, level }] : [];
    });
  return {
    days,
    plan: (movable: (date: string) => boolean) => planRhythm(calendar, levelOf, (s) => regions.get(s) ?? '', movable),
  };
}
