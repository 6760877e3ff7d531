import { describe, expect, it } from 'vitest';
import { addDays } from '../../core/days.ts';
import { boundPlayerData, changeSince, EMPTY_PLAYER_DATA, mergePlayerData, type PlayerData } from '../../core/sync.ts';

const bounds = {
  firstDay: '2026-01-01',
  today: '2026-03-10',
  maxGuesses: 3,
  isDish: (name: string) => ['Pad Thai', 'Sushi'].includes(name),
};
const day = (guesses: string[], completed = false) => ({ guesses, completed, hasGivenUp: false });

describe('boundPlayerData', () => {
  it('keeps days and completions on calendar days from the first challenge day to today, and hints of dishes', () => {
    const data: PlayerData = {
      progress: {
        '2025-12-31': day([]),
        '2026-01-01': day(['a']),
        '2026-02-30': day([]),
        '2026-03-10': day(['a', 'b', 'c', 'd']),
        '2026-03-11': day([]),
      },
      completions: ['0000-99-99', '2026-01-01', '2026-03-10', '2099-12-31'],
      hints: { 'Pad Thai': ['origin'], constructor: ['origin'], Invented: ['origin'] },
      preferences: null,
    };
    expect(boundPlayerData(data, bounds)).toEqual({
      progress: { '2026-01-01': day(['a']), '2026-03-10': day(['a', 'b', 'c']) },
      completions: ['2026-01-01', '2026-03-10'],
      hints: { 'Pad Thai': ['origin'] },
      preferences: null,
    });
  });

  it('drops the oldest days first while the document is over the cap', () => {
    const progress = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [addDays('2026-01-01', i), day(['x'.repeat(90)], true)]),
    );
    const data: PlayerData = { ...EMPTY_PLAYER_DATA, progress };
    const full = JSON.stringify(data).length;
    const bounded = boundPlayerData(data, { ...bounds, capBytes: Math.floor(full / 2) });
    const kept = Object.keys(bounded.progress);
    expect(JSON.stringify(bounded).length).toBeLessThanOrEqual(full / 2);
    expect(kept.length).toBeGreaterThan(25);
    expect(kept.at(-1)).toBe(addDays('2026-01-01', 59));
    expect(kept[0]! > '2026-01-01').toBe(true);
  });
});

describe('keys named like Object methods', () => {
  it('merge and diff as ordinary keys', () => {
    const base: PlayerData = { ...EMPTY_PLAYER_DATA, hints: { 'Pad Thai': ['origin'] } };
    const change = JSON.parse('{"hints":{"constructor":["origin"],"toString":["x"],"__proto__":["y"]}}');
    const merged = mergePlayerData(base, change);
    expect(Object.keys(merged.hints).sort()).toEqual(['Pad Thai', '__proto__', 'constructor', 'toString']);
    expect(Object.getPrototypeOf(merged.hints)).toBe(Object.prototype);
    expect(changeSince(EMPTY_PLAYER_DATA, merged).hints).toEqual(merged.hints);
  });
});
