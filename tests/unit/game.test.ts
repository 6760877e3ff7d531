import { describe, expect, it } from 'vitest';
import { hintsRemaining, isWin, unlockedHints, winningGuessIndex, wrongGuessCount } from '../../core/game.ts';

describe('isWin', () => {
  it('ignores case, accents and surrounding space', () => {
    expect(isWin('pho bo', 'Phở Bò')).toBe(true);
    expect(isWin('  CRÈME brûlée ', 'Crème Brûlée')).toBe(true);
    expect(isWin('Pho', 'Phở Bò')).toBe(false);
  });
});

describe('winningGuessIndex', () => {
  it('is the first winning guess, or -1', () => {
    expect(winningGuessIndex(['Gazpacho', 'hummus', 'Hummus'], 'Hummus')).toBe(1);
    expect(winningGuessIndex(['Gazpacho'], 'Hummus')).toBe(-1);
  });
});

describe('wrongGuessCount', () => {
  it('counts guesses that are not the answer, each name once', () => {
    expect(wrongGuessCount([], 'Hummus')).toBe(0);
    expect(wrongGuessCount(['Gazpacho', 'gazpacho', 'Pad Thai', 'Hummus'], 'Hummus')).toBe(2);
  });
});

describe('hints', () => {
  it('unlock after 2, 4, 6 and 8 wrong guesses', () => {
    expect(unlockedHints(0)).toEqual([]);
    expect(unlockedHints(1)).toEqual([]);
    expect(unlockedHints(2)).toEqual(['texture_emphasis']);
    expect(unlockedHints(5)).toEqual(['texture_emphasis', 'serving_context']);
    expect(unlockedHints(6)).toEqual(['texture_emphasis', 'serving_context', 'form_factor']);
    expect(unlockedHints(8)).toEqual(['texture_emphasis', 'serving_context', 'form_factor', 'common_accompaniments']);
    expect(unlockedHints(20)).toHaveLength(4);
  });

  it('count down the tries left for each locked hint, 0 once unlocked', () => {
    expect(hintsRemaining(3)).toEqual([
      { field: 'texture_emphasis', label: 'Texture', remaining: 0 },
      { field: 'serving_context', label: 'Serving Context', remaining: 1 },
      { field: 'form_factor', label: 'Form Factor', remaining: 3 },
      { field: 'common_accompaniments', label: 'Goes With', remaining: 5 },
    ]);
  });
});
