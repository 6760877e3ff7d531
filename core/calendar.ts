/**
 * Scheduling dishes on the challenge calendar: the spec's bulk rule (earliest free dates
 * within 365 days from today), its refusals, and an automatic planner that fills a window
 * on its own. Pure and browser-safe: the CLI's `calendar bulk`, the API's admin bulk set
 * and the Daily Challenge admin screen all use them, so all refuse with the same words.
 * Reading and writing calendar.yaml is core/node's.
 */
import { addDays } from './days.ts';
import { VARIOUS } from './enums.ts';
import type { Calendar } from './schemas/calendar.ts';
import type { FoodRecord } from './schemas/food.ts';
import { REPEAT_WINDOW_DAYS } from './validate.ts';

/** The spec's bulk window: today and the 364 days after it. */
export const BULK_WINDOW_DAYS = 365;

/** The spec's refusal when a bulk selection is empty. */
export const NO_FOOD_SELECTED = 'Please select at least one food';

/** The spec's message when nothing is left to schedule. */
export const ALL_FOODS_USED = 'All foods have already been used in daily challenges!';

/** The spec's refusal when a bulk selection does not fit the free dates. */
export function notEnoughDatesMessage(selected: number, available: number): string {
  return `${NOT_ENOUGH_DATES} You selected ${selected} foods but only ${available} dates are available.`;
}

const NOT_ENOUGH_DATES = 'Not enough available dates.';

/** Whether a bulk set's error is one of the spec's refusals above, which a screen shows as they are. */
export function isBulkRefusal(message: string): boolean {
  return message === NO_FOOD_SELECTED || message.startsWith(NOT_ENOUGH_DATES);
}

/** The default window of a bulk set: from `today` through 364 days later. */
export function bulkWindow(today: string): { from: string; through: string } {
  return { from: today, through: addDays(today, BULK_WINDOW_DAYS - 1) };
}

/** Dates from `from` through `through` (inclusive) that have no dish yet, earliest first. */
export function freeDates(calendar: Calendar, from: string, through: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= through; d = addDays(d, 1)) if (calendar[d] === undefined) dates.push(d);
  return dates;
}

/** The dates a dish is (or was) the challenge, earliest first. */
export function datesOf(calendar: Calendar, slug: string): string[] {
  return Object.keys(calendar)
    .filter((d) => calendar[d] === slug)
    .sort();
}

/** The outcome of a bulk plan: the days to set, or the spec's refusal. */
export type BulkPlan = { ok: true; assignments: [date: string, slug: string][] } | { ok: false; message: string };

/** Puts `slugs`, in order, on the earliest free dates of the window, as the spec's bulk set does. */
export function planBulk(calendar: Calendar, slugs: readonly string[], from: string, through: string): BulkPlan {
  if (slugs.length === 0) return { ok: false, message: NO_FOOD_SELECTED };
  const free = freeDates(calendar, from, through);
  if (slugs.length > free.length) return { ok: false, message: notEnoughDatesMessage(slugs.length, free.length) };
  return { ok: true, assignments: slugs.map((slug, i) => [free[i]!, slug]) };
}

/**
 * Puts `slug` on `date` and moves the days from `date` on, up to the first free date,
 * one day later each ("insert and move the later days by one"): no dish loses its day.
 * Returns the new calendar and the dates that moved (their old dates, ascending).
 */
export function insertDay(calendar: Calendar, date: string, slug: string): { calendar: Calendar; moved: string[] } {
  const moved: string[] = [];
  for (let d = date; calendar[d] !== undefined; d = addDays(d, 1)) moved.push(d);
  const next: Calendar = { ...calendar };
  for (const d of [...moved].reverse()) next[addDays(d, 1)] = calendar[d]!;
  next[date] = slug;
  return { calendar: next, moved };
}

/**
 * The region a dish counts for when spacing the calendar: its first region, or its other
 * region when the first is Various (a dish popular everywhere still has a home).
 */
export function scheduleRegion(food: Pick<FoodRecord, 'regions'>): string {
  const first = food.regions[0] ?? VARIOUS;
  return first === VARIOUS ? (food.regions.find((r) => r !== VARIOUS) ?? VARIOUS) : first;
}

/** A small seeded generator (mulberry32): the same seed gives the same calendar. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the automatic planner did. */
export interface AutoPlan {
  /** The days it filled, earliest first. */
  assignments: [date: string, slug: string][];
  /** Free days it could not fill: every dish was used within 365 days of them. */
  unfilled: string[];
  /** Days where no eligible dish came from a region other than its neighbours'. */
  sameRegionAsNeighbour: string[];
  /** Days that got a hard dish next to a hard day: no easier dish was eligible. */
  hardNextToHard: string[];
}

/** `count` of `dates`, evenly spaced through them (all of them when there are fewer). */
export function spreadDates(dates: readonly string[], count: number): Set<string> {
  if (count >= dates.length) return new Set(dates);
  const picked = new Set<string>();
  for (let i = 0; i < count; i++) picked.add(dates[Math.floor(((i + 0.5) * dates.length) / count)]!);
  return picked;
}

/** A gap longer than any window: "never seen" ranks as most overdue. */
const NEVER = 10_000;

/** A date as a whole day number, so that gaps are subtractions rather than date parsing. */
function epochDay(date: string): number {
  return Math.round(Date.parse(`${date}T12:00:00Z`) / 86_400_000);
}

function nearestGap(days: readonly number[] | undefined, day: number): number {
  if (!days || days.length === 0) return NEVER;
  let best = NEVER;
  for (const d of days) best = Math.min(best, Math.abs(d - day));
  return best;
}

/**
 * Fills every free date from `from` through `through` with a dish, choosing: only dishes
 * not used within 365 days of the date; a region different from the days before and
 * after (relaxed, and reported, only when no dish qualifies); dishes never scheduled on
 * dates spread evenly through the window (`spreadDates`), dishes seen before on the others;
 * then the most "overdue" cuisine and region, where overdue is the gap
 * since its last appearance weighted by its share of the database, so that a country
 * with 30 dishes comes back about 30 times as often as one with a single dish. Ties are
 * broken by an order shuffled from `seed`. With `hard` (the slugs core/feedback.ts rates
 * hard), a hard dish never goes next to a hard day unless nothing else is eligible.
 */
export function planAutoSchedule(
  foods: readonly FoodRecord[],
  calendar: Calendar,
  from: string,
  through: string,
  seed: number,
  hard: ReadonlySet<string> = new Set(),
): AutoPlan {
  const plan: AutoPlan = { assignments: [], unfilled: [], sameRegionAsNeighbour: [], hardNextToHard: [] };
  if (foods.length === 0) {
    plan.unfilled = freeDates(calendar, from, through);
    return plan;
  }
  const bySlug = new Map(foods.map((f) => [f.slug, f]));
  const schedule = new Map(Object.entries(calendar));
  const originOf = (f: FoodRecord) => f.origin[0] ?? VARIOUS;
  const uses = new Map<string, number[]>();
  const originDays = new Map<string, number[]>();
  const regionDays = new Map<string, number[]>();
  const record = (day: number, food: FoodRecord) => {
    for (const [map, key] of [
      [uses, food.slug],
      [originDays, originOf(food)],
      [regionDays, scheduleRegion(food)],
    ] as const) {
      const list = map.get(key);
      if (list) list.push(day);
      else map.set(key, [day]);
    }
  };
  for (const [date, slug] of schedule) {
    const food = bySlug.get(slug);
    if (food) record(epochDay(date), food);
  }
  const originShare = new Map<string, number>();
  const regionShare = new Map<string, number>();
  for (const f of foods) {
    originShare.set(originOf(f), (originShare.get(originOf(f)) ?? 0) + 1 / foods.length);
    regionShare.set(scheduleRegion(f), (regionShare.get(scheduleRegion(f)) ?? 0) + 1 / foods.length);
  }
  const random = seededRandom(seed);
  const order = [...foods].sort((a, b) => (a.slug < b.slug ? -1 : 1));
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const regionOn = (date: string) => {
    const food = bySlug.get(schedule.get(date) ?? '');
    return food ? scheduleRegion(food) : undefined;
  };

  // Dishes never scheduled go on dates spread evenly through the window, not all at its
  // start: a batch of new dishes then reaches players through the whole window.
  const free = freeDates(calendar, from, through);
  const freshDates = spreadDates(free, order.filter((f) => !uses.has(f.slug)).length);

  for (const date of free) {
    const day = epochDay(date);
    const usable = order.filter((f) => (uses.get(f.slug) ?? []).every((u) => Math.abs(u - day) >= REPEAT_WINDOW_DAYS));
    if (usable.length === 0) {
      plan.unfilled.push(date);
      continue;
    }
    // A date kept for a new dish takes one while any is left; any other date takes a dish
    // seen before while any is eligible.
    const wantFresh = freshDates.has(date);
    const preferred = usable.filter((f) => uses.has(f.slug) !== wantFresh);
    const eligible = preferred.length > 0 ? preferred : usable;
    const around = [addDays(date, -1), addDays(date, 1)];
    const neighbours = new Set(around.map(regionOn));
    const nextToHard = around.some((d) => hard.has(schedule.get(d) ?? ''));
    let pool = eligible.filter((f) => !neighbours.has(scheduleRegion(f)));
    if (pool.length === 0) {
      plan.sameRegionAsNeighbour.push(date);
      pool = eligible;
    }
    if (nextToHard) {
      // Two hard days in a row lose players: an easier dish, from any region if need be.
      const easier = pool.filter((f) => !hard.has(f.slug));
      const easierAnywhere = easier.length > 0 ? easier : eligible.filter((f) => !hard.has(f.slug));
      if (easierAnywhere.length > 0) pool = easierAnywhere;
    }
    // How overdue each cuisine and region is today, computed once per key.
    const overdue = new Map<string, number>();
    const overdueOf = (kind: 'o' | 'r', key: string) => {
      const id = `${kind}:${key}`;
      let value = overdue.get(id);
      if (value === undefined) {
        value =
          kind === 'o'
            ? nearestGap(originDays.get(key), day) * originShare.get(key)!
            : nearestGap(regionDays.get(key), day) * regionShare.get(key)!;
        overdue.set(id, value);
      }
      return value;
    };
    let best: FoodRecord | undefined;
    let bestScore = -Infinity;
    for (const food of pool) {
      const score = overdueOf('o', originOf(food)) + overdueOf('r', scheduleRegion(food));
      if (score > bestScore) {
        best = food;
        bestScore = score;
      }
    }
    if (nextToHard && hard.has(best!.slug)) plan.hardNextToHard.push(date);
    schedule.set(date, best!.slug);
    record(day, best!);
    plan.assignments.push([date, best!.slug]);
  }
  return plan;
}
