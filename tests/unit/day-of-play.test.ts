/** core/schemas/day-of-play.ts: the one shape of a day of play, strict as sent and lenient as read back. */
import { describe, expect, it } from 'vitest';
import {
  checkDayOfPlay,
  DAY_MARKS,
  DAY_OF_PLAY_LIMITS,
  isIsoDateText,
  keepMarks,
  readDayOfPlay,
} from '../../core/schemas/day-of-play.ts';

describe('checkDayOfPlay', () => {
  it('takes a whole day, keeps the marks it knows and leaves out the rest', () => {
    const sent = { guesses: ['Hummus'], completed: true, hasGivenUp: false, daily: false, stillFit: true, extra: 1 };
    expect(checkDayOfPlay(sent)).toEqual({
      day: { guesses: ['Hummus'], completed: true, hasGivenUp: false, daily: false, stillFit: true },
    });
    expect(checkDayOfPlay({ guesses: [], completed: false, hasGivenUp: false, stillFit: false })).toEqual({
      day: { guesses: [], completed: false, hasGivenUp: false },
    });
  });

  it('names the first field that is wrong', () => {
    expect(checkDayOfPlay([])).toMatchObject({ path: [] });
    expect(checkDayOfPlay({ guesses: 'Hummus', completed: true, hasGivenUp: false })).toMatchObject({
      path: ['guesses'],
    });
    expect(checkDayOfPlay({ guesses: ['a', 3], completed: true, hasGivenUp: false })).toEqual({
      path: ['guesses', 1],
      message: 'expected text',
    });
    expect(checkDayOfPlay({ guesses: [], completed: 'yes', hasGivenUp: false })).toMatchObject({ path: ['completed'] });
    expect(checkDayOfPlay({ guesses: [], completed: true })).toMatchObject({ path: ['hasGivenUp'] });
    expect(checkDayOfPlay({ guesses: [], completed: true, hasGivenUp: false, daily: 1 })).toMatchObject({
      path: ['daily'],
    });
  });

  it('bounds the guesses and the names', () => {
    const many = Array.from({ length: DAY_OF_PLAY_LIMITS.guesses + 1 }, (_, i) => `dish ${i}`);
    expect(checkDayOfPlay({ guesses: many, completed: false, hasGivenUp: false })).toMatchObject({ path: ['guesses'] });
    const long = 'x'.repeat(DAY_OF_PLAY_LIMITS.nameLength + 1);
    expect(checkDayOfPlay({ guesses: [long], completed: false, hasGivenUp: false })).toMatchObject({
      path: ['guesses', 0],
    });
  });
});

describe('readDayOfPlay', () => {
  it('reads a missing or odd mark as unset, and refuses what has no list of guesses', () => {
    expect(readDayOfPlay({ guesses: ['Hummus'] })).toEqual({
      guesses: ['Hummus'],
      completed: false,
      hasGivenUp: false,
    });
    expect(readDayOfPlay({ guesses: [], completed: 1, daily: 'yes', stillFit: 'on' })).toEqual({
      guesses: [],
      completed: false,
      hasGivenUp: false,
    });
    expect(readDayOfPlay({ completed: true })).toBeUndefined();
    expect(readDayOfPlay('day')).toBeUndefined();
  });
});

describe('isIsoDateText', () => {
  it('is the YYYY-MM-DD pattern', () => {
    expect(isIsoDateText('2026-03-10')).toBe(true);
    expect(['2026-3-10', '20260310', 20260310, '2026-03-10T00:00'].map(isIsoDateText)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('the marks of a day (stillFit, hard)', () => {
  it('are kept as sent and read, named when wrong, and kept by a merge or a save of either copy', () => {
    expect(checkDayOfPlay({ guesses: [], completed: false, hasGivenUp: false, hard: true })).toEqual({
      day: { guesses: [], completed: false, hasGivenUp: false, hard: true },
    });
    expect(checkDayOfPlay({ guesses: [], completed: false, hasGivenUp: false, hard: 'yes' })).toEqual({
      path: ['hard'],
      message: 'expected true or false',
    });
    expect(readDayOfPlay({ guesses: ['Pho'], hard: true, stillFit: 1 })).toEqual({
      guesses: ['Pho'],
      completed: false,
      hasGivenUp: false,
      hard: true,
    });
    const day = { guesses: ['Pho'], completed: false, hasGivenUp: false };
    expect(keepMarks({ ...day }, { stillFit: true }, { hard: true }, undefined)).toEqual({
      ...day,
      stillFit: true,
      hard: true,
    });
    expect(DAY_MARKS).toEqual(['stillFit', 'hard']);
  });
});
