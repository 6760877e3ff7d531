import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../core/days.ts';
import { REGIONS } from '../../core/enums.ts';
import {
  bulkWindow,
  freeDates,
  NO_FOOD_SELECTED,
  notEnoughDatesMessage,
  planAutoSchedule,
  planBulk,
  scheduleRegion,
} from '../../core/calendar.ts';
import { loadContent } from '../../core/node/content.ts';
import type { Calendar } from '../../core/schemas/calendar.ts';
import type { FoodRecord } from '../../core/schemas/food.ts';

const { content } = loadContent(resolve('tests/fixtures/content-small'));

describe('the spec bulk rule', () => {
  it('looks at today and the 364 days after it', () => {
    const { from, through } = bulkWindow('2026-09-01');
    expect([from, through]).toEqual(['2026-09-01', '2027-08-31']);
    expect(freeDates({}, from, through)).toHaveLength(365);
  });

  it('puts the foods in order on the earliest free dates', () => {
    const calendar: Calendar = { '2026-09-01': 'pad-thai', '2026-09-03': 'ramen' };
    expect(planBulk(calendar, ['hummus', 'croissant', 'tacos-al-pastor'], '2026-09-01', '2026-09-30')).toEqual({
      ok: true,
      assignments: [
        ['2026-09-02', 'hummus'],
        ['2026-09-04', 'croissant'],
        ['2026-09-05', 'tacos-al-pastor'],
      ],
    });
  });

  it('refuses with the spec messages', () => {
    expect(planBulk({}, [], '2026-09-01', '2026-09-30')).toEqual({ ok: false, message: NO_FOOD_SELECTED });
    expect(NO_FOOD_SELECTED).toBe('Please select at least one food');
    const calendar: Calendar = { '2026-09-01': 'pad-thai' };
    expect(planBulk(calendar, ['a', 'b', 'c'], '2026-09-01', '2026-09-03')).toEqual({
      ok: false,
      message: 'Not enough available dates. You selected 3 foods but only 2 dates are available.',
    });
    expect(notEnoughDatesMessage(3, 2)).toBe(
      'Not enough available dates. You selected 3 foods but only 2 dates are available.',
    );
  });
});

/** 40 dishes over every region but Various, each a copy of a fixture dish with its own slug, origin and region. */
function syntheticFoods(): FoodRecord[] {
  const origins: Record<string, string[]> = {
    Asia: ['Japan', 'Thailand', 'India'],
    Europe: ['Italy', 'France'],
    'North America': ['Mexico', 'United States'],
    'Central America': ['Cuba'],
    'South America': ['Peru', 'Brazil'],
    Africa: ['Nigeria', 'Morocco'],
    'Middle East': ['Lebanon'],
    Oceania: ['Australia'],
  };
  const regions = REGIONS.filter((r) => r !== 'Various');
  return Array.from({ length: 40 }, (_, i) => {
    const region = regions[i % regions.length]!;
    const list = origins[region]!;
    return {
      ...content.foods[i % content.foods.length]!,
      slug: `dish-${i}`,
      name: `Dish ${i}`,
      regions: [region, 'Various'],
      origin: [list[i % list.length]!],
    };
  });
}

describe('planAutoSchedule', () => {
  const foods = syntheticFoods();

  it('fills a window with no repeat within 365 days and neighbours from different regions', () => {
    const existing: Calendar = { '2026-09-01': 'dish-0', '2026-09-05': 'dish-1' };
    const plan = planAutoSchedule(foods, existing, '2026-09-01', '2026-10-10', 7);
    const calendar = { ...existing, ...Object.fromEntries(plan.assignments) };
    expect(plan.unfilled).toEqual([]);
    expect(plan.sameRegionAsNeighbour).toEqual([]);
    expect(Object.keys(calendar)).toHaveLength(40);
    const region = new Map(foods.map((f) => [f.slug, scheduleRegion(f)]));
    for (let d = '2026-09-01'; d < '2026-10-10'; d = addDays(d, 1)) {
      expect(region.get(calendar[d]!)).not.toBe(region.get(calendar[addDays(d, 1)]!));
    }
    expect(new Set(Object.values(calendar)).size).toBe(40);
  });

  it('leaves a date free when every dish was used within 365 days of it', () => {
    const plan = planAutoSchedule(foods, {}, '2026-09-01', '2026-10-20', 1);
    expect(plan.assignments).toHaveLength(40);
    expect(plan.unfilled).toEqual(freeDates({}, '2026-10-11', '2026-10-20'));
    const later = planAutoSchedule(foods, Object.fromEntries(plan.assignments), '2027-09-01', '2027-09-10', 1);
    for (const [date, slug] of later.assignments) {
      const previous = plan.assignments.find(([, s]) => s === slug)![0];
      expect(daysBetween(previous, date)).toBeGreaterThanOrEqual(365);
    }
    expect(later.assignments).toHaveLength(10);
  });

  it('spreads cuisines: the same origin never on consecutive days when others are available', () => {
    const plan = planAutoSchedule(foods, {}, '2026-09-01', '2026-10-10', 3);
    const origin = new Map(foods.map((f) => [f.slug, f.origin[0]]));
    const origins = plan.assignments.map(([, s]) => origin.get(s));
    for (let i = 1; i < origins.length; i++) expect(origins[i]).not.toBe(origins[i - 1]);
  });

  it('spreads dishes never scheduled evenly through the window instead of putting them first', () => {
    // 30 dishes played over a year before; 10 new ones; 40 days to fill.
    const seen: Calendar = Object.fromEntries(
      foods.slice(0, 30).map((f, i) => [addDays('2025-06-01', i), f.slug] as [string, string]),
    );
    const fresh = new Set(foods.slice(30).map((f) => f.slug));
    const plan = planAutoSchedule(foods, seen, '2026-09-01', '2026-10-10', 5);
    expect(plan.unfilled).toEqual([]);
    const freshDays = plan.assignments.filter(([, s]) => fresh.has(s)).map(([d]) => daysBetween('2026-09-01', d));
    expect(freshDays).toHaveLength(10);
    // One new dish in each tenth of the window: none in a bunch at its start.
    expect(freshDays.map((d) => Math.floor(d / 4))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('is deterministic for a seed', () => {
    const a = planAutoSchedule(foods, {}, '2026-09-01', '2026-09-30', 42);
    const b = planAutoSchedule(foods, {}, '2026-09-01', '2026-09-30', 42);
    expect(a).toEqual(b);
  });

  it('never puts a hard dish next to a hard day while an easier one is eligible', () => {
    // A third of the dishes hard: without the rule, seed after seed puts two side by side.
    const hard = new Set(foods.filter((_, i) => i % 3 === 0).map((f) => f.slug));
    const hardPairs = (assignments: [string, string][]) =>
      assignments.filter(([, s], i) => i > 0 && hard.has(s) && hard.has(assignments[i - 1]![1])).length;
    expect(
      [1, 2, 3, 4, 5]
        .map((seed) => hardPairs(planAutoSchedule(foods, {}, '2026-09-01', '2026-10-10', seed).assignments))
        .some((n) => n > 0),
    ).toBe(true);
    for (const seed of [1, 2, 3, 4, 5]) {
      // 29 days to fill from 26 easier dishes and 13 hard ones: an easier one is always left.
      const plan = planAutoSchedule(foods, { '2026-09-01': 'dish-0' }, '2026-09-01', '2026-09-30', seed, hard);
      expect(hardPairs([['2026-09-01', 'dish-0'], ...plan.assignments])).toBe(0);
      expect(plan.hardNextToHard).toEqual([]);
      expect(plan.assignments).toHaveLength(29);
    }
  });

  it('says where only a hard dish was left to go next to a hard day', () => {
    const hard = new Set(foods.map((f) => f.slug));
    const plan = planAutoSchedule(foods.slice(0, 3), {}, '2026-09-01', '2026-09-03', 1, hard);
    expect(plan.hardNextToHard).toEqual(['2026-09-02', '2026-09-03']);
  });

  it('treats Various as a dish’s other region', () => {
    expect(scheduleRegion({ regions: ['Various', 'Europe'] })).toBe('Europe');
    expect(scheduleRegion({ regions: ['Asia', 'Various'] })).toBe('Asia');
    expect(scheduleRegion({ regions: ['Various'] })).toBe('Various');
  });
});
