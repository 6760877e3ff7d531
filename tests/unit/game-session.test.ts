/**
 * site/lib/game-session.ts: the reducer over one game's session. Given a session and an
 * action, the next session, with what to save and what to record.
 */
import { describe, expect, it } from 'vitest';
import { SCORED_CATEGORIES } from '../../core/categories.ts';
import type { CellColor } from '../../core/scoring.ts';
import type { BoardRow } from '../../site/lib/board.ts';
import type { Challenge } from '../../site/lib/game-data.ts';
import {
  canChooseHard,
  completionFlag,
  countsStillFit,
  gameReducer,
  initialSession,
  isOwnDay,
  showsHints,
  wrongCount,
  type GameAction,
  type GameMode,
  type GameSession,
} from '../../site/lib/game-session.ts';

const TODAY = '2026-03-10';
const day = { date: TODAY, challengeNumber: 6, food: { name: 'Kokoda' } } as unknown as Challenge;

const row = (name: string, color: CellColor = name === 'Kokoda' ? 'green' : 'red'): BoardRow => ({
  name,
  cells: Object.fromEntries(
    SCORED_CATEGORIES.map((f) => [f, { field: f, color, matches: [] }]),
  ) as unknown as BoardRow['cells'],
  animate: true,
});

const run = (s: GameSession, ...actions: GameAction[]) => actions.reduce((acc, a) => gameReducer(acc, a), s);

const restored = (mode: GameMode, extra: Partial<Extract<GameAction, { type: 'restore' }>> = {}) =>
  run(initialSession(mode), {
    type: 'restore',
    day,
    rows: [],
    saved: undefined,
    storedHints: [],
    hardPreferred: false,
    today: TODAY,
    ...extra,
  });

const guess = (name: string, today = TODAY): GameAction => ({ type: 'guess', row: row(name), today });

describe('restore', () => {
  it('starts a day with nothing saved: playing, nothing to save or record', () => {
    const s = restored('daily');
    expect(s).toMatchObject({ status: 'playing', resultsShown: false, save: undefined, record: undefined });
  });

  it('a day saved finished shows its results at once, and never writes the streak or records again', () => {
    const s = restored('daily', {
      rows: [row('Pho'), row('Kokoda')],
      saved: { guesses: ['Pho', 'Kokoda'], completed: true, hasGivenUp: false, daily: true },
    });
    expect(s).toMatchObject({ status: 'won', resultsShown: true, endedHere: false, streakGrew: false });
    // The streak rule belongs to the winning guess only: restoring writes nothing.
    expect(s.save).toBeUndefined();
    expect(s.record).toBeUndefined();
    const gaveUp = restored('archive', {
      saved: { guesses: ['Pho'], completed: true, hasGivenUp: true, daily: false },
    });
    expect(gaveUp.status).toBe('gaveup');
  });

  it("keeps the day's revealed hints, marks and hard mode; practice ignores stored hints", () => {
    const s = restored('daily', {
      rows: [row('Pho')],
      saved: { guesses: ['Pho'], completed: false, hasGivenUp: false, stillFit: true, hard: true },
      storedHints: ['texture_emphasis'],
      hardPreferred: false,
    });
    expect(s).toMatchObject({ revealed: ['texture_emphasis'], stillFitShown: true, hard: true });
    // The practice-hint rule: reveals live with the game, never from storage.
    expect(restored('practice', { storedHints: ['texture_emphasis'] }).revealed).toEqual([]);
  });

  it('a day not started takes the hard-mode preference; a started one keeps its own', () => {
    expect(restored('daily', { hardPreferred: true }).hard).toBe(true);
    const started = restored('daily', {
      hardPreferred: true,
      rows: [row('Pho')],
      saved: { guesses: ['Pho'], completed: false, hasGivenUp: false },
    });
    expect(started.hard).toBe(false);
  });

  it('a failed load says why and keeps the arrows it learned', () => {
    const s = run(initialSession('archive'), {
      type: 'failed',
      kind: 'error',
      message: 'Archive day not found.',
      nav: { prev: '/archive/4' },
    });
    expect(s).toMatchObject({ status: 'error', error: 'Archive day not found.', nav: { prev: '/archive/4' } });
  });
});

describe('guess', () => {
  it('takes a wrong guess: the board grows, the day is saved unfinished, nothing is recorded', () => {
    const s = run(restored('daily'), guess('Ceviche'));
    expect(s.rows.map((r) => r.name)).toEqual(['Ceviche']);
    expect(s.save).toEqual({
      date: TODAY,
      day: { guesses: ['Ceviche'], completed: false, hasGivenUp: false, daily: true },
      streak: false,
      hints: { dish: 'Kokoda', fields: [] },
    });
    expect(s.record).toBeUndefined();
  });

  it('refuses a dish already on the board, saying so, and asks for no new write', () => {
    const first = run(restored('daily'), guess('Ceviche'));
    const s = run(first, guess('Ceviche'));
    expect(s.rows).toHaveLength(1);
    expect(s.notice).toBe('Already guessed: Ceviche.');
    expect(s.save).toBe(first.save);
  });

  it('a win on the day itself: saved finished with its streak date at once, recorded after the win delay', () => {
    const won = run(restored('daily'), guess('Ceviche'), guess('Kokoda'));
    expect(won.status).toBe('won');
    expect(won.save).toMatchObject({
      day: { guesses: ['Ceviche', 'Kokoda'], completed: true, hasGivenUp: false, daily: true },
      streak: true,
    });
    expect(won.streakGrew).toBe(true);
    // The results and the completion wait for the reveal and the win delay.
    expect(won.resultsShown).toBe(false);
    expect(won.record).toBeUndefined();
    const finished = run(won, { type: 'finish' });
    expect(finished).toMatchObject({ resultsShown: true, endedHere: true });
    expect(finished.save).toBe(won.save);
    expect(finished.record).toEqual({ date: TODAY, challengeNumber: 6, guessCount: 2, hasGivenUp: false });
    // After the win nothing more is taken, and a second finish records nothing more.
    expect(run(finished, guess('Pho')).rows).toHaveLength(2);
    expect(run(finished, { type: 'finish' }).record).toBe(finished.record);
  });

  it('an archive win is saved and recorded but never joins the streak', () => {
    const won = run(restored('archive'), guess('Kokoda'));
    const s = run(won, { type: 'finish' });
    expect(won.save).toMatchObject({ day: { daily: false, completed: true }, streak: false });
    expect(won.streakGrew).toBe(false);
    expect(s.record).toMatchObject({ guessCount: 1, hasGivenUp: false });
  });

  it("the Dish of the Day won after midnight is no longer its own day's", () => {
    const won = run(restored('daily'), guess('Kokoda', '2026-03-11'));
    expect(won.save).toMatchObject({ day: { daily: false }, streak: false });
  });

  it('practice saves and records nothing', () => {
    const s = run(restored('practice'), guess('Pho'), guess('Kokoda'), { type: 'finish' });
    expect(s.status).toBe('won');
    expect(s.save).toBeUndefined();
    expect(s.record).toBeUndefined();
  });

  it('the revealed row is said, and the win with it', () => {
    const s = run(restored('daily'), guess('Pho'), { type: 'revealed', sentence: 'Guess 1, Pho.' });
    expect(s.announce).toBe('Guess 1, Pho.');
    expect(run(s, guess('Kokoda'), { type: 'revealed', sentence: 'Guess 2, Kokoda.' }).announce).toBe(
      'Guess 2, Kokoda. You guessed it: Kokoda!',
    );
  });
});

describe('give up', () => {
  it('needs a guess, asks first, and a second press ends the game, saved and recorded as a give-up', () => {
    expect(run(restored('daily'), { type: 'giveUp', today: TODAY }).confirmGiveUp).toBe(false);
    const asked = run(restored('daily'), guess('Ceviche'), guess('Pho'), { type: 'giveUp', today: TODAY });
    expect(asked).toMatchObject({ confirmGiveUp: true, status: 'playing' });
    expect(run(asked, { type: 'cancelGiveUp' }).confirmGiveUp).toBe(false);
    const s = run(asked, { type: 'giveUp', today: TODAY });
    expect(s).toMatchObject({ status: 'gaveup', resultsShown: true, endedHere: true });
    expect(s.announce).toBe('You gave up. The answer was Kokoda.');
    expect(s.save).toMatchObject({
      day: { guesses: ['Ceviche', 'Pho'], completed: true, hasGivenUp: true, daily: true },
      streak: false,
    });
    expect(s.record).toEqual({ date: TODAY, challengeNumber: 6, guessCount: 2, hasGivenUp: true });
    const practice = run(
      restored('practice'),
      guess('Pho'),
      { type: 'giveUp', today: TODAY },
      {
        type: 'giveUp',
        today: TODAY,
      },
    );
    expect(practice).toMatchObject({ status: 'gaveup', save: undefined, record: undefined });
  });
});

describe('hints', () => {
  it('a reveal is kept with the day (the whole list); in practice only in the game', () => {
    const s = run(restored('daily'), guess('A'), guess('B'), { type: 'reveal', field: 'texture_emphasis' });
    expect(wrongCount(s)).toBe(2);
    expect(s.revealed).toEqual(['texture_emphasis']);
    expect(s.save?.hints).toEqual({ dish: 'Kokoda', fields: ['texture_emphasis'] });
    const practice = run(restored('practice'), guess('A'), guess('B'), { type: 'reveal', field: 'texture_emphasis' });
    expect(practice.revealed).toEqual(['texture_emphasis']);
    expect(practice.save).toBeUndefined();
  });

  it('hide once the game is won, and never show in hard mode', () => {
    expect(showsHints(restored('daily'))).toBe(true);
    expect(showsHints(run(restored('daily'), guess('Kokoda')))).toBe(false);
    const hard = run(restored('daily'), { type: 'hard', on: true }, guess('A'), guess('B'));
    expect(showsHints(hard)).toBe(false);
    expect(run(hard, { type: 'reveal', field: 'texture_emphasis' }).revealed).toEqual([]);
  });
});

describe('still fit', () => {
  it('counts after each row mark the day once; counts for other rows are ignored', () => {
    const s = run(restored('daily'), guess('A'), guess('B'));
    expect(countsStillFit(s, true)).toBe(true);
    expect(countsStillFit(s, false)).toBe(false);
    const counted = run(s, { type: 'stillFit', counts: [12, 3] });
    expect(counted.rows.map((r) => r.stillFit)).toEqual([12, 3]);
    expect(counted.stillFitShown).toBe(true);
    expect(counted.save?.day.stillFit).toBe(true);
    // Counted for a board that has since changed: dropped.
    expect(run(s, { type: 'stillFit', counts: [12] }).stillFitShown).toBe(false);
    // Once marked, later counts change the rows but ask for no new write.
    const third = run(counted, guess('C'));
    const recounted = run(third, { type: 'stillFit', counts: [12, 3, 1] });
    expect(recounted.rows[2]?.stillFit).toBe(1);
    expect(recounted.save).toBe(third.save);
  });

  it('never in hard mode', () => {
    const hard = run(restored('daily'), { type: 'hard', on: true }, guess('A'));
    expect(countsStillFit(hard, true)).toBe(false);
    expect(run(hard, { type: 'stillFit', counts: [5] }).stillFitShown).toBe(false);
  });
});

describe('hard mode', () => {
  it('is chosen before the first guess, kept with the day, and fixed after', () => {
    const s = run(restored('daily'), { type: 'hard', on: true });
    expect(s.hard).toBe(true);
    const guessed = run(s, guess('A'));
    expect(canChooseHard(guessed)).toBe(false);
    expect(guessed.save?.day.hard).toBe(true);
    expect(run(guessed, { type: 'hard', on: false }).hard).toBe(true);
  });
});

describe('practice rounds and syncs', () => {
  it('New dish starts a fresh round that loads again; a sync reloads a day but never practice', () => {
    const s = run(restored('practice'), guess('Pho'), { type: 'newDish' });
    expect(s).toMatchObject({ status: 'loading', rows: [], round: 1, loads: 1 });
    expect(run(restored('daily'), { type: 'newDish' }).round).toBe(0);
    expect(run(restored('daily'), { type: 'synced' }).loads).toBe(1);
    expect(run(restored('practice'), { type: 'synced' }).loads).toBe(0);
  });
});

it('only the daily mode on its own date is the own day; the completion flag names the day', () => {
  expect(isOwnDay('daily', '2026-03-10', '2026-03-10')).toBe(true);
  expect(isOwnDay('daily', '2026-03-09', '2026-03-10')).toBe(false);
  expect(isOwnDay('archive', '2026-03-10', '2026-03-10')).toBe(false);
  expect(completionFlag('2026-03-10', 6)).toBe('complete_2026-03-10_6');
});

describe('words', () => {
  it(
    'says its notices and announcements in the words it was started with, kept across a new ' + 'load and a new dish',
    () => {
      const words = {
        alreadyGuessed: (name: string) => `Ya adivinado: ${name}.`,
        won: (name: string) => `¡Lo adivinaste: ${name}!`,
        gaveUp: (name: string) => `Te rendiste. La respuesta era ${name}.`,
      };
      const start = (mode: GameMode) =>
        run(initialSession(mode, {}, words), {
          type: 'restore',
          day,
          rows: [],
          saved: undefined,
          storedHints: [],
          hardPreferred: false,
          today: TODAY,
        });
      const s = run(start('daily'), guess('Ceviche'), guess('Ceviche'));
      expect(s.notice).toBe('Ya adivinado: Ceviche.');
      const won = run(s, guess('Kokoda'), { type: 'revealed', sentence: 'Intento 2, Kokoda.' });
      expect(won.announce).toBe('Intento 2, Kokoda. ¡Lo adivinaste: Kokoda!');
      const gaveUp = run(
        start('archive'),
        guess('Pho'),
        { type: 'giveUp', today: TODAY },
        { type: 'giveUp', today: TODAY },
      );
      expect(gaveUp.announce).toBe('Te rendiste. La respuesta era Kokoda.');
      const next = run(start('practice'), { type: 'newDish' });
      expect(next.words).toBe(words);
    },
  );
});
