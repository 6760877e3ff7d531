import { describe, expect, it } from 'vitest';
import {
  addDays,
  challengeNumber,
  daysBetween,
  formatCountdown,
  PUZZLE_TIME_ZONE,
  puzzleDate,
  yesterdayOf,
} from '../../core/days.ts';
import { secondsUntilReset, startOfPuzzleDay } from '../../core/day-start.ts';

const at = (iso: string) => new Date(iso);

describe('puzzleDate', () => {
  it('is the calendar date in New York, not in UTC', () => {
    expect(puzzleDate(at('2026-03-10T03:59:59Z'))).toBe('2026-03-09'); // 23:59:59 EDT
    expect(puzzleDate(at('2026-03-10T04:00:00Z'))).toBe('2026-03-10');
    expect(puzzleDate(at('2026-01-15T04:59:59Z'))).toBe('2026-01-14'); // 23:59:59 EST
    expect(puzzleDate(at('2026-01-15T05:00:00Z'))).toBe('2026-01-15');
  });

  it('agrees with Intl at every quarter hour (and the millisecond before each hour) of ten years', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: PUZZLE_TIME_ZONE, dateStyle: 'short' });
    const wrong: string[] = [];
    const end = Date.parse('2031-01-01T00:00:00Z');
    for (let ms = Date.parse('2021-01-01T00:00:00Z'); ms < end; ms += 15 * 60_000) {
      for (const t of ms % 3_600_000 === 0 ? [ms - 1, ms] : [ms]) {
        const now = new Date(t);
        if (puzzleDate(now) !== intl.format(now)) wrong.push(now.toISOString());
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives yesterday across a year end', () => {
    expect(yesterdayOf(at('2026-01-01T12:00:00Z'))).toBe('2025-12-31');
  });
});

describe('the spring-forward day (2026-03-08, 23 hours long)', () => {
  it('starts at 05:00 UTC (EST) and the next day at 04:00 UTC (EDT)', () => {
    expect(startOfPuzzleDay('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfPuzzleDay('2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('has 23 hours until the reset at its first second', () => {
    expect(secondsUntilReset(at('2026-03-08T05:00:00Z'))).toBe(23 * 3600);
  });

  it('counts right across the skipped hour (02:00 to 03:00 local)', () => {
    // 01:30 EST = 06:30Z; the day ends at 04:00Z next day: 21.5 hours.
    expect(secondsUntilReset(at('2026-03-08T06:30:00Z'))).toBe(21.5 * 3600);
    // 03:30 EDT = 07:30Z: 20.5 hours.
    expect(secondsUntilReset(at('2026-03-08T07:30:00Z'))).toBe(20.5 * 3600);
    expect(puzzleDate(at('2026-03-09T03:59:59Z'))).toBe('2026-03-08');
    expect(puzzleDate(at('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
  });
});

describe('the fall-back day (2026-11-01, 25 hours long)', () => {
  it('starts at 04:00 UTC (EDT) and the next day at 05:00 UTC (EST)', () => {
    expect(startOfPuzzleDay('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfPuzzleDay('2026-11-02').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('has 25 hours until the reset at its first second', () => {
    expect(secondsUntilReset(at('2026-11-01T04:00:00Z'))).toBe(25 * 3600);
  });

  it('counts both 01:30s of the repeated hour in the same day', () => {
    // 01:30 EDT = 05:30Z and 01:30 EST = 06:30Z; the day ends at 05:00Z next day.
    expect(puzzleDate(at('2026-11-01T05:30:00Z'))).toBe('2026-11-01');
    expect(puzzleDate(at('2026-11-01T06:30:00Z'))).toBe('2026-11-01');
    expect(secondsUntilReset(at('2026-11-01T05:30:00Z'))).toBe(23.5 * 3600);
    expect(secondsUntilReset(at('2026-11-01T06:30:00Z'))).toBe(22.5 * 3600);
    expect(puzzleDate(at('2026-11-02T04:59:59Z'))).toBe('2026-11-01');
  });
});

describe('secondsUntilReset', () => {
  it('is 1 in the last second of a day and a full day at midnight', () => {
    expect(secondsUntilReset(at('2026-03-10T03:59:59Z'))).toBe(1);
    expect(secondsUntilReset(at('2026-03-10T04:00:00Z'))).toBe(24 * 3600);
  });

  it('rounds a partial second up, so the countdown never shows 0 early', () => {
    expect(secondsUntilReset(at('2026-03-10T03:59:59.500Z'))).toBe(1);
  });
});

describe('formatCountdown', () => {
  it('is HH:MM:SS, never negative', () => {
    expect(formatCountdown(3661)).toBe('01:01:01');
    expect(formatCountdown(25 * 3600)).toBe('25:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09'); // across the DST change
  });

  it('counts whole days between dates', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-11-02', '2026-10-31')).toBe(-2);
  });
});

describe('challengeNumber', () => {
  const dates = ['2026-03-05', '2026-03-06', '2026-03-09'];
  it('is the ordinal among calendar dates, oldest 1, gaps ignored', () => {
    expect(challengeNumber(dates, '2026-03-05')).toBe(1);
    expect(challengeNumber(dates, '2026-03-09')).toBe(3);
    expect(challengeNumber(dates, '2026-03-07')).toBeUndefined();
  });
});
