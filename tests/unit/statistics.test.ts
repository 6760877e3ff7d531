import { describe, expect, it } from 'vitest';
import {
  averageTries,
  trimmedAverageTries,
  dailyResults,
  playerStatistics,
  shareWhoNeededMore,
  type DailyResult,
} from '../../core/statistics.ts';

const win = (date: string, guessCount: number, hard = false): DailyResult => ({
  date,
  guessCount,
  completed: true,
  hasGivenUp: false,
  hard,
});
const gaveUp = (date: string, guessCount: number): DailyResult => ({
  date,
  guessCount,
  completed: true,
  hasGivenUp: true,
  hard: false,
});
const unfinished = (date: string, guessCount: number): DailyResult => ({
  date,
  guessCount,
  completed: false,
  hasGivenUp: false,
  hard: false,
});

describe('averageTries', () => {
  it('is the mean over wins, to two decimals, and null with none', () => {
    expect(averageTries({ '3': 1, '5': 1 })).toBe(4);
    expect(averageTries({ '1': 1, '2': 1, '4': 1 })).toBe(2.33);
    expect(averageTries({})).toBeNull();
  });
});

describe('trimmedAverageTries (the published average of a day)', () => {
  it('is the mean of the middle 80% of wins: a bucket at an end is cut in part', () => {
    expect(trimmedAverageTries({ '3': 1, '5': 1 })).toBe(4);
    expect(trimmedAverageTries({ '4': 7 })).toBe(4);
    // 10 wins: the lowest (1) and the highest (9) go, the mean of the other 8 stays.
    expect(trimmedAverageTries({ '1': 1, '3': 4, '5': 4, '9': 1 })).toBe(4);
    // 5 wins: half a win is cut at each end, (2 × 0.5 + 4 × 3 + 10 × 0.5) / 4.
    expect(trimmedAverageTries({ '2': 1, '4': 3, '10': 1 })).toBe(4.5);
    expect(trimmedAverageTries({})).toBeNull();
  });

  it('hardly moves when a few extreme wins join a day of 100', () => {
    const day = { '2': 10, '3': 20, '4': 30, '5': 20, '6': 10, '7': 10 };
    const plain = trimmedAverageTries(day)!;
    const attacked = trimmedAverageTries({ ...day, '1000': 4 })!;
    expect(Math.abs(attacked - plain) / plain).toBeLessThan(0.05);
    // The plain mean is carried off.
    expect(averageTries({ ...day, '1000': 4 })! / averageTries(day)!).toBeGreaterThan(9);
  });
});

describe('playerStatistics', () => {
  it('counts wins, give-ups and tries from a scripted history, leaving unfinished days out', () => {
    const history = [
      win('2026-03-05', 3),
      win('2026-03-06', 5),
      gaveUp('2026-03-07', 9),
      win('2026-03-09', 3, true),
      win('2026-03-10', 11),
      unfinished('2026-03-08', 2),
    ];
    const streakDates = ['2026-03-05', '2026-03-06', '2026-03-09', '2026-03-10'];
    expect(playerStatistics(history, streakDates, '2026-03-10')).toEqual({
      played: 5,
      wins: 4,
      hardWins: 1,
      gaveUp: 1,
      winPercent: 80,
      currentStreak: 2,
      bestStreak: 2,
      distribution: { '3': 2, '5': 1, '11': 1 },
      averageTries: 5.5,
    });
  });

  it('keeps a streak across the spring daylight-saving change (2026-03-08 in New York)', () => {
    const dates = ['2026-03-07', '2026-03-08', '2026-03-09'];
    const stats = playerStatistics(
      dates.map((d) => win(d, 2)),
      dates,
      '2026-03-09',
    );
    expect(stats.currentStreak).toBe(3);
    expect(stats.bestStreak).toBe(3);
  });

  it('keeps a streak across the autumn change (2026-11-01) and is still alive the day after', () => {
    const dates = ['2026-10-31', '2026-11-01', '2026-11-02'];
    expect(
      playerStatistics(
        dates.map((d) => win(d, 4)),
        dates,
        '2026-11-03',
      ).currentStreak,
    ).toBe(3);
    expect(
      playerStatistics(
        dates.map((d) => win(d, 4)),
        dates,
        '2026-11-04',
      ).currentStreak,
    ).toBe(0);
  });

  it('shows zeros for a new player', () => {
    expect(playerStatistics([], [], '2026-03-10')).toEqual({
      played: 0,
      wins: 0,
      hardWins: 0,
      gaveUp: 0,
      winPercent: 0,
      currentStreak: 0,
      bestStreak: 0,
      distribution: {},
      averageTries: null,
    });
  });
});

describe('shareWhoNeededMore', () => {
  it("says which share of the day's winners needed more tries", () => {
    expect(shareWhoNeededMore({ '2': 1, '3': 1, '5': 2 }, 3)).toBe(50);
    expect(shareWhoNeededMore({ '2': 1 }, 1)).toBe(100);
    expect(shareWhoNeededMore({}, 4)).toBe(0);
  });
});

describe('dailyResults: only the Dish of the Day on its own day counts', () => {
  it('leaves out archive games and counts daily wins, losses and give-ups', () => {
    const progress = {
      '2026-03-08': { guesses: ['A', 'B', 'C'], completed: true, hasGivenUp: false, daily: false },
      '2026-03-09': { guesses: ['A', 'B'], completed: true, hasGivenUp: false, daily: true, hard: true },
      '2026-03-10': { guesses: ['A'], completed: true, hasGivenUp: true, daily: true },
    };
    expect(dailyResults(progress, ['2026-03-09'])).toEqual([
      { date: '2026-03-09', guessCount: 2, completed: true, hasGivenUp: false, hard: true },
      { date: '2026-03-10', guessCount: 1, completed: true, hasGivenUp: true, hard: false },
    ]);
  });

  it('keeps the wins of progress saved before days were marked (the upgrade): a win the streak holds counts', () => {
    const legacy = {
      '2026-03-05': { guesses: ['A', 'B', 'C', 'D'], completed: true, hasGivenUp: false },
      '2026-03-06': { guesses: ['A', 'B'], completed: true, hasGivenUp: false },
      '2026-03-07': { guesses: ['A'], completed: false, hasGivenUp: false },
    };
    const stats = playerStatistics(
      dailyResults(legacy, ['2026-03-05', '2026-03-06']),
      ['2026-03-05', '2026-03-06'],
      '2026-03-07',
    );
    expect(stats).toMatchObject({
      played: 2,
      wins: 2,
      currentStreak: 2,
      distribution: { '2': 1, '4': 1 },
      averageTries: 3,
    });
  });
});
