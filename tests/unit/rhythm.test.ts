import { describe, expect, it } from 'vitest';
import { addDays } from '../../core/days.ts';
import type { DifficultyLevel } from '../../core/feedback.ts';
import { planRhythm, rhythmBreaks, weekdayOf, WEEKLY_PATTERN, type LevelledDay } from '../../core/rhythm.ts';
import type { Calendar } from '../../core/schemas/calendar.ts';

const MONDAY = '2026-11-23';

/** Days from `from`, one per letter: e(asy), m(edium), h(ard). */
function daysOf(from: string, levels: string): LevelledDay[] {
  const name = { e: 'easy', m: 'medium', h: 'hard' } as const;
  return [...levels].map((c, i) => ({ date: addDays(from, i), slug: `d${i}`, level: name[c as 'e' | 'm' | 'h'] }));
}

/** A calendar of `n` days from `from` with dishes `<level>-<i>` and their levels. */
function levelledCalendar(from: string, levels: readonly DifficultyLevel[]) {
  const calendar: Calendar = {};
  const level = new Map<string, DifficultyLevel>();
  levels.forEach((l, i) => {
    calendar[addDays(from, i)] = `${l}-${i}`;
    level.set(`${l}-${i}`, l);
  });
  return { calendar, levelOf: (slug: string) => level.get(slug) };
}

describe('the weekly rhythm', () => {
  it('numbers weekdays from Monday', () => {
    expect(weekdayOf(MONDAY)).toBe(0);
    expect(weekdayOf(addDays(MONDAY, 5))).toBe(5);
    expect(weekdayOf(addDays(MONDAY, 6))).toBe(6);
    expect(WEEKLY_PATTERN[5]).toBe('hard');
    expect(WEEKLY_PATTERN[0]).toBe('easy');
  });

  it('finds a run of three hard or three easy days, but not two, and not one already played', () => {
    expect(rhythmBreaks(daysOf(MONDAY, 'eemhhmee'), MONDAY)).toEqual([]);
    expect(rhythmBreaks(daysOf(MONDAY, 'emhhhme'), MONDAY)).toEqual([
      { level: 'hard', from: '2026-11-25', through: '2026-11-27', days: 3 },
    ]);
    expect(rhythmBreaks(daysOf(MONDAY, 'eeeemh'), MONDAY)).toEqual([
      { level: 'easy', from: MONDAY, through: '2026-11-26', days: 4 },
    ]);
    // Played entirely before 2026-11-27: history, not reported.
    expect(rhythmBreaks(daysOf(MONDAY, 'hhhmem'), '2026-11-27')).toEqual([]);
  });

  it('gives each weekday its level when the dishes allow, moving only the days to come', () => {
    // Two weeks of dishes in the worst order: all the hard ones first.
    const levels: DifficultyLevel[] = [...Array(4).fill('hard'), ...Array(4).fill('medium'), ...Array(6).fill('easy')];
    const { calendar, levelOf } = levelledCalendar(MONDAY, levels);
    const past = { '2026-11-20': 'played-1', '2026-11-21': 'played-2', '2026-11-22': 'played-3' };
    const plan = planRhythm(
      { ...past, ...calendar },
      levelOf,
      () => 'Asia',
      (d) => d >= MONDAY,
    );
    for (const [d, slug] of Object.entries(past)) expect(plan.calendar[d]).toBe(slug);
    const to = Object.keys(calendar).map((d) => levelOf(plan.calendar[d]!));
    expect(to).toEqual([...WEEKLY_PATTERN, ...WEEKLY_PATTERN]);
    expect(Object.values(plan.calendar).sort()).toEqual(Object.values({ ...past, ...calendar }).sort());
    expect(plan.offPattern).toEqual([]);
  });

  it('never leaves three of a kind in a row even when one level has too many dishes', () => {
    const levels: DifficultyLevel[] = [...Array(10).fill('easy'), ...Array(5).fill('hard'), ...Array(6).fill('medium')];
    const { calendar, levelOf } = levelledCalendar(MONDAY, levels);
    const plan = planRhythm(
      calendar,
      levelOf,
      () => 'Asia',
      () => true,
    );
    const days = Object.keys(plan.calendar)
      .sort()
      .map((date) => ({ date, slug: plan.calendar[date]!, level: levelOf(plan.calendar[date]!)! }));
    expect(rhythmBreaks(days, MONDAY)).toEqual([]);
  });

  it('does not bring a dish back within 365 days of a played day', () => {
    const { calendar, levelOf } = levelledCalendar(MONDAY, ['medium', 'medium', 'easy', 'easy']);
    // "easy-3" was played 362 days before its day: moving it to an earlier date would repeat it too soon.
    const played = { [addDays(addDays(MONDAY, 3), -365)]: 'easy-3' };
    const plan = planRhythm(
      { ...played, ...calendar },
      levelOf,
      () => 'Asia',
      (d) => d >= MONDAY,
    );
    expect(plan.calendar[addDays(MONDAY, 3)]).toBe('easy-3');
  });
});
