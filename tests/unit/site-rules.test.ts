/**
 * The site's own small rules, each as the spec words it: reveal timing, archive
 * statuses, the win heading, consent status texts and the contact form's checks.
 */
import { describe, expect, it } from 'vitest';
import { dayStatus } from '../../site/lib/archive-status.ts';
import { rowRevealMs } from '../../site/lib/board.ts';
import { dayNumbersWords, winHeading, winVerdict } from '../../site/lib/results-words.ts';
import { consentStatus } from '../../site/lib/consent.ts';
import { CONTACT_MESSAGES, CONTACT_TOPICS, validateContact } from '../../site/lib/contact.ts';
import { animationFactor } from '../../site/lib/preferences.ts';

describe('reveal timing', () => {
  it('is 0.15 s per column and 0.3 s per cell flip, times the speed factor', () => {
    // Each speed's factor, as the Options modal's choice gives it.
    expect(
      (['fast', 'normal', 'slow', 'disabled'] as const).map((speed) =>
        animationFactor({ animationsEnabled: true, animationSpeed: speed }, false),
      ),
    ).toEqual([0.5, 1, 2, 0]);
    expect(rowRevealMs(1)).toBe(1500);
    expect(rowRevealMs(0.5)).toBe(750);
    expect(rowRevealMs(2)).toBe(3000);
    expect(rowRevealMs(0)).toBe(0);
  });

  it('is off when animations are off, the speed is disabled, or the system asks for reduced motion', () => {
    expect(animationFactor({ animationsEnabled: true, animationSpeed: 'slow' }, false)).toBe(2);
    expect(animationFactor({ animationsEnabled: false, animationSpeed: 'slow' }, false)).toBe(0);
    expect(animationFactor({ animationsEnabled: true, animationSpeed: 'disabled' }, false)).toBe(0);
    expect(animationFactor({ animationsEnabled: true, animationSpeed: 'normal' }, true)).toBe(0);
  });
});

describe('archive status', () => {
  it('reads unplayed, attempted, completed and skipped from saved progress', () => {
    expect(dayStatus(undefined)).toBe('unplayed');
    expect(dayStatus({ guesses: [], completed: false, hasGivenUp: false })).toBe('unplayed');
    expect(dayStatus({ guesses: ['Pad Thai'], completed: false, hasGivenUp: false })).toBe('attempted');
    expect(dayStatus({ guesses: ['Pad Thai'], completed: true, hasGivenUp: false })).toBe('completed');
    expect(dayStatus({ guesses: ['Pad Thai'], completed: true, hasGivenUp: true })).toBe('skipped');
  });
});

describe('the win heading', () => {
  it('says try for one and tries for more', () => {
    expect(winHeading(1)).toBe('You Guessed the Recipe in 1 try!');
    expect(winHeading(4)).toBe('You Guessed the Recipe in 4 tries!');
    // The word under it grows with how quick the win was.
    expect([1, 2, 3, 4, 6, 7, 10, 11, 30].map((n) => winVerdict(n).tier)).toEqual([
      'first',
      'sharp',
      'sharp',
      'good',
      'good',
      'steady',
      'steady',
      'persistent',
      'persistent',
    ]);
    expect(winVerdict(1).text).not.toBe(winVerdict(11).text);
  });
});

describe("a day's numbers", () => {
  it("count the player among today's finders, never after an archive win (the server counts the day's own)", () => {
    const stats = { completionCount: 1235, averageGuesses: 5.21 };
    expect(dayNumbersWords(stats, { won: true, isToday: true })).toBe(
      'You and 1,234 others found it today; the average was 5.2 tries.',
    );
    expect(dayNumbersWords({ completionCount: 1, averageGuesses: null }, { won: true, isToday: true })).toBe(
      'You are the first to find it today.',
    );
    // An archive win is not among the day's numbers: never "You are the first to find it on its day".
    expect(dayNumbersWords({ completionCount: 0, averageGuesses: null }, { won: true, isToday: false })).toBe(
      '0 players found it on its day.',
    );
    expect(dayNumbersWords(stats, { won: true, isToday: false })).toBe(
      '1,235 players found it on its day; the average was 5.2 tries.',
    );
    expect(dayNumbersWords(stats, { won: false, isToday: true })).toBe(
      '1,235 players found it today; the average was 5.2 tries.',
    );
  });
});

describe('cookie consent status', () => {
  it('uses the four texts of the spec', () => {
    expect(consentStatus({ analytics: true, advertising: true })).toBe('All cookies accepted');
    expect(consentStatus({ analytics: true, advertising: false })).toBe('Analytics cookies accepted');
    expect(consentStatus({ analytics: false, advertising: true })).toBe('Advertising cookies accepted');
    expect(consentStatus({ analytics: false, advertising: false })).toBe('Essential cookies only');
  });
});

describe('the contact form', () => {
  const ok = { name: 'Ada', email: 'ada@example.com', title: 'Hi', topic: 'General' as const, message: 'Hello' };
  it('needs every field but the topic, and a real-looking address', () => {
    expect(validateContact(ok)).toBeUndefined();
    for (const field of ['name', 'email', 'title', 'message'] as const) {
      expect(validateContact({ ...ok, [field]: '  ' })).toBe('Please fill in all required fields.');
    }
    expect(validateContact({ ...ok, email: 'ada@example' })).toBe('Please enter a valid email address.');
    expect(CONTACT_MESSAGES.failed).toBe('Failed to send message. Please try again.');
    expect(CONTACT_TOPICS).toHaveLength(8);
  });
});
