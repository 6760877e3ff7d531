/** core/sync.ts: how two copies of a player's data merge, in any order, and what a device sends. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  changeSince,
  EMPTY_PLAYER_DATA,
  isEmptyChange,
  mergeDay,
  mergePlayerData,
  type PlayerData,
} from '../../core/sync.ts';
import type { DayOfPlay } from '../../core/schemas/day-of-play.ts';

const day = (guesses: string[], completed = false, extra: Partial<DayOfPlay> = {}): DayOfPlay => ({
  guesses,
  completed,
  hasGivenUp: false,
  ...extra,
});

describe('mergeDay', () => {
  it('a finished day beats an unfinished one, even a longer one', () => {
    expect(mergeDay(day(['A', 'B', 'C']), day(['D'], true))).toEqual(day(['D'], true));
    expect(mergeDay(day(['D'], true), day(['A', 'B', 'C']))).toEqual(day(['D'], true));
  });
  it('otherwise the longer list of guesses wins, and the marks of either copy are kept', () => {
    expect(mergeDay(day(['A'], false, { daily: true }), day(['A', 'B'], false, { stillFit: true }))).toEqual(
      day(['A', 'B'], false, { daily: true, stillFit: true }),
    );
    expect(mergeDay(day(['A'], true, { hard: true }), day(['A', 'B'], false))).toEqual(
      day(['A'], true, { hard: true }),
    );
    expect(mergeDay(day(['A'], true), day(['A', 'B'], false, { hard: true }))).toEqual(
      day(['A'], true, { hard: true }),
    );
  });
  it('breaks a tie the same way whichever copy comes first', () => {
    const a = day(['A', 'B']);
    const b = day(['C', 'D']);
    expect(mergeDay(a, b)).toEqual(mergeDay(b, a));
  });
});

describe('mergePlayerData', () => {
  it('unites completions and hints, keeps the newer preferences', () => {
    const a: PlayerData = {
      progress: {},
      completions: ['2026-03-02', '2026-03-01'],
      hints: { Pho: ['origin'] },
      preferences: { values: { darkMode: true }, updatedAt: 5 },
    };
    const b: PlayerData = {
      progress: {},
      completions: ['2026-03-03', '2026-03-01'],
      hints: { Pho: ['course'], Taco: ['flavor'] },
      preferences: { values: { darkMode: false }, updatedAt: 9 },
    };
    expect(mergePlayerData(a, b)).toEqual({
      progress: {},
      completions: ['2026-03-01', '2026-03-02', '2026-03-03'],
      hints: { Pho: ['course', 'origin'], Taco: ['flavor'] },
      preferences: { values: { darkMode: false }, updatedAt: 9 },
    });
  });

  const arbDay = fc.record({
    guesses: fc.array(fc.constantFrom('A', 'B', 'C', 'D'), { maxLength: 4 }),
    completed: fc.boolean(),
    hasGivenUp: fc.boolean(),
  });
  const arbData = fc.record({
    progress: fc.dictionary(fc.constantFrom('2026-03-01', '2026-03-02', '2026-03-03'), arbDay),
    completions: fc.uniqueArray(fc.constantFrom('2026-03-01', '2026-03-02', '2026-03-03')),
    hints: fc.dictionary(fc.constantFrom('Pho', 'Taco'), fc.uniqueArray(fc.constantFrom('origin', 'course'))),
    preferences: fc.option(
      fc.record({ values: fc.record({ darkMode: fc.boolean() }), updatedAt: fc.integer({ min: 1, max: 5 }) }),
      { nil: null },
    ),
  });
  const norm = (d: PlayerData) =>
    JSON.stringify({
      ...d,
      progress: Object.fromEntries(Object.entries(d.progress).sort(([x], [y]) => (x < y ? -1 : 1))),
      hints: Object.fromEntries(Object.entries(d.hints).sort(([x], [y]) => (x < y ? -1 : 1))),
    });

  it('gives the same result in any order, and merging again changes nothing', () => {
    fc.assert(
      fc.property(arbData, arbData, (a, b) => {
        const ab = mergePlayerData(mergePlayerData(EMPTY_PLAYER_DATA, a), b);
        const ba = mergePlayerData(mergePlayerData(EMPTY_PLAYER_DATA, b), a);
        expect(norm(ab)).toBe(norm(ba));
        expect(norm(mergePlayerData(ab, a))).toBe(norm(ab));
      }),
    );
  });
});

describe('changeSince', () => {
  it('sends only the days, completions, hints and preferences that changed', () => {
    const sent: PlayerData = {
      progress: { '2026-03-01': day(['A'], true) },
      completions: ['2026-03-01'],
      hints: { Pho: ['origin'] },
      preferences: { values: {}, updatedAt: 3 },
    };
    const now: PlayerData = {
      progress: { '2026-03-01': day(['A'], true), '2026-03-02': day(['B']) },
      completions: ['2026-03-01'],
      hints: { Pho: ['origin'], Taco: ['course'] },
      preferences: { values: {}, updatedAt: 3 },
    };
    expect(changeSince(sent, now)).toEqual({ progress: { '2026-03-02': day(['B']) }, hints: { Taco: ['course'] } });
    expect(isEmptyChange(changeSince(now, now))).toBe(true);
  });
});
