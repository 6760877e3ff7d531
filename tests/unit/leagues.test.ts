import { describe, expect, it } from 'vitest';
import {
  cleanLeagueName,
  compareDay,
  comparePeriod,
  LEAGUE_MESSAGES,
  leagueNameProblem,
  leaguePoints,
  periodRange,
  periodStanding,
} from '../../core/leagues.ts';
import { extendRun, runLength } from '../../core/streaks.ts';

describe('a league name', () => {
  it('loses markup, control and invisible characters, and extra spaces', () => {
    expect(cleanLeagueName('  <b>Sunday</b>   Supper ')).toBe('Sunday Supper');
    expect(cleanLeagueName('Fam\u202Eily\u200B')).toBe('Fam ily');
    expect(cleanLeagueName('a < b')).toBe('a b');
    expect(cleanLeagueName('x > y')).toBe('x y');
    expect(cleanLeagueName('<script>alert(1)</script>')).toBe('alert(1)');
    expect(cleanLeagueName('Cafe\u0301 club')).toBe('Café club');
    expect(cleanLeagueName('Tom & Jerry')).toBe('Tom & Jerry');
  });

  it('must keep something, and at most 40 characters (an emoji counts once)', () => {
    expect(leagueNameProblem(cleanLeagueName('<br/>'))).toBe(LEAGUE_MESSAGES.nameEmpty);
    expect(leagueNameProblem('x'.repeat(40))).toBeUndefined();
    expect(leagueNameProblem('🍜'.repeat(40))).toBeUndefined();
    expect(leagueNameProblem('x'.repeat(41))).toBe(LEAGUE_MESSAGES.nameLong);
  });
});

describe('the points rule', () => {
  it('gives a win 7 − tries, at least 1, and a give-up or a missed day 0', () => {
    expect([1, 2, 6, 7, 30].map((tries) => leaguePoints({ solved: true, tries }))).toEqual([6, 5, 1, 1, 1]);
    expect(leaguePoints({ solved: false, tries: 3 })).toBe(0);
    expect(leaguePoints(undefined)).toBe(0);
  });

  it("sums a period's days, and orders by points, then wins, then fewer tries", () => {
    const ann = periodStanding([
      { solved: true, tries: 2 },
      { solved: false, tries: 9 },
    ]);
    expect(ann).toEqual({ points: 5, wins: 1, played: 2, tries: 2 });
    const bob = periodStanding([{ solved: true, tries: 2 }]);
    const cyd = periodStanding([
      { solved: true, tries: 7 },
      { solved: true, tries: 7 },
      { solved: true, tries: 4 },
    ]);
    const dan = periodStanding([
      { solved: true, tries: 3 },
      { solved: true, tries: 6 },
    ]);
    expect([cyd.points, dan.points]).toEqual([5, 5]);
    const table = { ann, bob, cyd, dan };
    const order = Object.entries(table)
      .sort(([, a], [, b]) => comparePeriod(a, b))
      .map(([name]) => name);
    // Five points each: cyd's three wins, dan's two (fewer tries than three), then ann and bob (one win of 2 tries,
    // a tie).
    expect(order).toEqual(['cyd', 'dan', 'ann', 'bob']);
    expect(comparePeriod(ann, bob)).toBe(0);
  });
});

describe("the day's order", () => {
  const at = (minute: number) => `2026-03-10T15:${String(minute).padStart(2, '0')}:00.000Z`;
  it('puts the solved first, then fewer tries, fewer hints, earlier', () => {
    const rows = {
      gaveUp: { solved: false, tries: 2, hints: 0, finished_at: at(1) },
      slow: { solved: true, tries: 5, hints: 0, finished_at: at(2) },
      hinted: { solved: true, tries: 3, hints: 2, finished_at: at(3) },
      late: { solved: true, tries: 3, hints: 0, finished_at: at(9) },
      early: { solved: true, tries: 3, hints: 0, finished_at: at(4) },
    };
    const order = Object.entries(rows)
      .sort(([, a], [, b]) => compareDay(a, b))
      .map(([name]) => name);
    expect(order).toEqual(['early', 'late', 'hinted', 'slow', 'gaveUp']);
  });
});

describe('the periods', () => {
  it('are the day, the week from its Monday, the month from its first day', () => {
    expect(periodRange('2026-03-10', 'day')).toEqual({ from: '2026-03-10', through: '2026-03-10' });
    expect(periodRange('2026-03-10', 'week')).toEqual({ from: '2026-03-09', through: '2026-03-10' });
    expect(periodRange('2026-03-09', 'week')).toEqual({ from: '2026-03-09', through: '2026-03-09' });
    expect(periodRange('2026-03-08', 'week')).toEqual({ from: '2026-03-02', through: '2026-03-08' });
    expect(periodRange('2026-03-01', 'week')).toEqual({ from: '2026-02-23', through: '2026-03-01' });
    expect(periodRange('2026-03-10', 'month')).toEqual({ from: '2026-03-01', through: '2026-03-10' });
  });
});

describe('a run of wins', () => {
  it('grows by a day, stays for the same day, restarts after a gap', () => {
    const one = extendRun(null, '2026-03-09');
    expect(one).toEqual({ through: '2026-03-09', length: 1 });
    const two = extendRun(one, '2026-03-10');
    expect(two).toEqual({ through: '2026-03-10', length: 2 });
    expect(extendRun(two, '2026-03-10')).toBe(two);
    expect(extendRun(two, '2026-03-12')).toEqual({ through: '2026-03-12', length: 1 });
    expect(extendRun({ through: '2026-02-28', length: 4 }, '2026-03-01')).toEqual({ through: '2026-03-01', length: 5 });
  });

  it('is the current streak while it ends today or yesterday, as the game counts it', () => {
    const run = { through: '2026-03-09', length: 3 };
    expect(runLength(run, '2026-03-09')).toBe(3);
    expect(runLength(run, '2026-03-10')).toBe(3);
    expect(runLength(run, '2026-03-11')).toBe(0);
    expect(runLength(null, '2026-03-10')).toBe(0);
  });
});
