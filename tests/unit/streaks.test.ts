import { describe, expect, it } from 'vitest';
import { currentStreak, longestStreak } from '../../core/streaks.ts';

describe('currentStreak', () => {
  it('counts back from today when today is completed', () => {
    expect(currentStreak(['2026-03-08', '2026-03-09', '2026-03-10'], '2026-03-10')).toBe(3);
  });

  it('counts back from yesterday when today is not played yet', () => {
    expect(currentStreak(['2026-03-08', '2026-03-09'], '2026-03-10')).toBe(2);
  });

  it('is 0 when neither today nor yesterday is completed', () => {
    expect(currentStreak(['2026-03-07', '2026-03-08'], '2026-03-10')).toBe(0);
    expect(currentStreak([], '2026-03-10')).toBe(0);
  });

  it('stops at the first gap, and ignores repeats, order and junk', () => {
    expect(
      currentStreak(['2026-03-10', '2026-03-06', '2026-03-09', '2026-03-09', 'nonsense', '2026-03-07'], '2026-03-10'),
    ).toBe(2);
  });

  it('runs across month and year ends, and a leap day', () => {
    expect(currentStreak(['2025-12-31', '2026-01-01'], '2026-01-01')).toBe(2);
    expect(currentStreak(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01')).toBe(3);
  });
});

describe('longestStreak', () => {
  it('is the longest run ever, wherever it was', () => {
    expect(longestStreak(['2026-01-01', '2026-01-02', '2026-01-03', '2026-02-10', '2026-02-11'])).toBe(3);
    expect(longestStreak(['2026-02-11'])).toBe(1);
    expect(longestStreak([])).toBe(0);
  });
});
