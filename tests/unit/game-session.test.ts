/** site/lib/game-session.ts: what a guess or a give-up does to a game, saved and recorded. */
import { describe, expect, it } from 'vitest';
import {
  applyGiveUp,
  applyGuess,
  completionFlag,
  isOwnDay,
  sessionFor,
  type GameSession,
} from '../../site/lib/game-session.ts';

const day: GameSession = {
  date: '2026-03-10',
  challengeNumber: 6,
  answer: 'Kokoda',
  guesses: [],
  status: 'playing',
  practice: false,
  ownDay: true,
};

describe('applyGuess', () => {
  it('takes a wrong guess: the board grows, the day is saved unfinished, nothing is recorded', () => {
    const r = applyGuess(day, 'Ceviche');
    expect(r).toMatchObject({ taken: true, won: false, completion: undefined, addToStreak: false });
    if (!r.taken) throw new Error('refused');
    expect(r.session.guesses).toEqual(['Ceviche']);
    expect(r.save).toEqual({ guesses: ['Ceviche'], completed: false, hasGivenUp: false, daily: true });
  });

  it('refuses a dish already on the board, saying so, and changes nothing', () => {
    expect(applyGuess({ ...day, guesses: ['Ceviche'] }, 'Ceviche')).toEqual({
      taken: false,
      notice: 'Already guessed: Ceviche.',
      duplicate: 'Ceviche',
    });
  });

  it('a win on the day itself: saved finished, recorded once, added to the streak', () => {
    const r = applyGuess({ ...day, guesses: ['Ceviche'] }, 'Kokoda');
    if (!r.taken) throw new Error('refused');
    expect(r.won).toBe(true);
    expect(r.session.status).toBe('won');
    expect(r.save).toEqual({ guesses: ['Ceviche', 'Kokoda'], completed: true, hasGivenUp: false, daily: true });
    expect(r.completion).toEqual({ date: '2026-03-10', challengeNumber: 6, guessCount: 2, hasGivenUp: false });
    expect(r.addToStreak).toBe(true);
    // After the win, nothing more is taken.
    expect(applyGuess(r.session, 'Pho')).toEqual({ taken: false });
  });

  it('an archive win is recorded but never touches the streak; practice saves and records nothing', () => {
    const archive = applyGuess({ ...day, ownDay: false }, 'Kokoda');
    expect(archive).toMatchObject({ taken: true, addToStreak: false, save: { daily: false, completed: true } });
    const practice = applyGuess({ ...day, practice: true, ownDay: false }, 'Kokoda');
    expect(practice).toMatchObject({
      taken: true,
      won: true,
      save: undefined,
      completion: undefined,
      addToStreak: false,
    });
  });
});

describe('applyGiveUp', () => {
  it('ends the game as a give-up, saved and recorded with the guesses made', () => {
    const r = applyGiveUp({ ...day, guesses: ['Ceviche', 'Pho'] });
    expect(r.session.status).toBe('gaveup');
    expect(r.save).toEqual({ guesses: ['Ceviche', 'Pho'], completed: true, hasGivenUp: true, daily: true });
    expect(r.completion).toEqual({ date: '2026-03-10', challengeNumber: 6, guessCount: 2, hasGivenUp: true });
    expect(applyGiveUp({ ...day, practice: true })).toMatchObject({ save: undefined, completion: undefined });
  });
});

it('only the daily mode on its own date is the own day; the completion flag names the day', () => {
  expect(isOwnDay('daily', '2026-03-10', '2026-03-10')).toBe(true);
  expect(isOwnDay('daily', '2026-03-09', '2026-03-10')).toBe(false);
  expect(isOwnDay('archive', '2026-03-10', '2026-03-10')).toBe(false);
  expect(completionFlag('2026-03-10', 6)).toBe('complete_2026-03-10_6');
});

it('a day as the rules see it: practice and the own day follow the mode and the date', () => {
  const day = { date: '2026-03-10', challengeNumber: 6, food: { name: 'Kokoda' } };
  expect(sessionFor(day, ['Pho'], 'loading', 'daily', '2026-03-10')).toEqual({
    date: '2026-03-10',
    challengeNumber: 6,
    answer: 'Kokoda',
    guesses: ['Pho'],
    status: 'playing',
    practice: false,
    ownDay: true,
  });
  expect(sessionFor(day, [], 'gaveup', 'archive', '2026-03-11')).toMatchObject({
    status: 'gaveup',
    practice: false,
    ownDay: false,
  });
  expect(sessionFor(day, [], 'won', 'practice', '2026-03-10')).toMatchObject({
    status: 'won',
    practice: true,
    ownDay: false,
  });
});
