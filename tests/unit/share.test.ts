import { describe, expect, it } from 'vitest';
import { fallbackShareText, shareText } from '../../core/share.ts';

const rows = [
  ['red', 'yellow', 'green'],
  ['green', 'green', 'green'],
] as const;

describe('shareText', () => {
  it('has the day, the tries, one emoji row per guess and the link', () => {
    expect(
      shareText({
        rows: rows.map((r) => [...r]),
        challengeNumber: 12,
        hasGivenUp: false,
        url: 'https://platter.example/',
      }),
    ).toBe('Platter Day #12 2/∞\n\n🟥🟨🟩\n🟩🟩🟩\n\nhttps://platter.example/');
  });

  it('uses orange, blue and black in the colour-blind palette', () => {
    expect(
      shareText({ rows: rows.map((r) => [...r]), challengeNumber: 3, hasGivenUp: false, palette: 'colorblind' }),
    ).toBe('Platter Day #3 2/∞\n\n⬛🟦🟧\n🟧🟧🟧');
  });

  it('says the player gave up, with the tries in words', () => {
    expect(shareText({ rows: [['red', 'red', 'yellow']], challengeNumber: 7, hasGivenUp: true })).toBe(
      'Platter Day #7 gave up after 1 try\n\n🟥🟥🟨',
    );
  });
});

describe('a practice game', () => {
  it('says practice and carries no day number', () => {
    const won = shareText({
      rows: rows.map((r) => [...r]),
      challengeNumber: undefined,
      hasGivenUp: false,
      url: 'https://platter.example/practice',
    });
    expect(won).toBe('Platter Practice 2/∞\n\n🟥🟨🟩\n🟩🟩🟩\n\nhttps://platter.example/practice');
    expect(shareText({ rows: [['red']], challengeNumber: undefined, hasGivenUp: true })).toBe(
      'Platter Practice gave up after 1 try\n\n🟥',
    );
    expect(fallbackShareText(undefined, 3)).toBe('I guessed a practice recipe in 3 tries! 🍽️');
    expect(won).not.toMatch(/Day #/);
  });
});

describe('fallbackShareText', () => {
  it("uses the spec's wording, singular and plural", () => {
    expect(fallbackShareText(12, 4, 'https://platter.example/')).toBe(
      "I guessed Day #12's recipe in 4 tries! 🍽️ https://platter.example/",
    );
    expect(fallbackShareText(1, 1)).toBe("I guessed Day #1's recipe in 1 try! 🍽️");
  });
});

describe('a game played with the "still fit" count', () => {
  it('says so after the result, and only then', () => {
    const opts = { rows: [['red', 'green'] as const].map((r) => [...r]), challengeNumber: 12, hasGivenUp: false };
    expect(shareText({ ...opts, stillFit: true }).split('\n')[0]).toBe(
      'Platter Day #12 1/∞ (with the still-fit count)',
    );
    expect(shareText({ ...opts, hasGivenUp: true, stillFit: true }).split('\n')[0]).toBe(
      'Platter Day #12 gave up after 1 try (with the still-fit count)',
    );
    expect(shareText(opts).split('\n')[0]).toBe('Platter Day #12 1/∞');
  });
});

describe('a game played in hard mode', () => {
  it('says so after the result, before the still-fit mark', () => {
    const opts = { rows: [['red', 'green'] as const].map((r) => [...r]), challengeNumber: 12, hasGivenUp: false };
    expect(shareText({ ...opts, hard: true }).split('\n')[0]).toBe('Platter Day #12 1/∞ (hard mode)');
    expect(shareText({ ...opts, hard: true, stillFit: true }).split('\n')[0]).toBe(
      'Platter Day #12 1/∞ (hard mode) (with the still-fit count)',
    );
    expect(shareText({ ...opts, challengeNumber: undefined, hard: true }).split('\n')[0]).toBe(
      'Platter Practice 1/∞ (hard mode)',
    );
  });
});
