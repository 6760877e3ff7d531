/**
 * The rules of one game, apart from the island that shows it (site/islands/Game.tsx): a
 * guess or a give-up applied to a session answers the new session, what to save, and what
 * to record. Pure: the island does the saving, the timing and the drawing.
 * - A guess of a dish already on the board is refused ("Already guessed"); after the win,
 *   nothing is taken.
 * - Practice saves and records nothing. A day's progress is saved after every guess, with
 *   whether it is the Dish of the Day played on its own day (only those count for the
 *   streak and the statistics).
 */
import { isWin } from '../../core/game.ts';
import type { DayOfPlay } from '../../core/schemas/day-of-play.ts';

export type SessionStatus = 'playing' | 'won' | 'gaveup';
/** What the game island shows: a session's status, or the day still loading, failed or absent. */
export type GameStatus = 'loading' | 'error' | 'empty' | SessionStatus;

/** The pause after the winning row's reveal before the results show (player.md section 9). */
export const WIN_DELAY_MS = 1000;
/** The pause before recording a completion with the server. */
export const COMPLETION_DELAY_MS = 100;

/** One game as its rules see it. */
export interface GameSession {
  /** The challenge date (or the practice marker). */
  date: string;
  challengeNumber: number;
  /** The answer dish's name. */
  answer: string;
  /** Dish names in the order guessed. */
  guesses: readonly string[];
  status: SessionStatus;
  /** A practice game: nothing saved, nothing counted. */
  practice: boolean;
  /** The Dish of the Day played on its own day: what the streak and the statistics count. */
  ownDay: boolean;
}

/** A completion to send to the server (once per day and browser session). */
export interface CompletionToRecord {
  date: string;
  challengeNumber: number;
  guessCount: number;
  hasGivenUp: boolean;
}

export type GuessResult =
  /** `duplicate`: the name already on the board (the notice says so in English; the island words it in the page's language). */
  | { taken: false; notice?: string; duplicate?: string }
  | {
      taken: true;
      session: GameSession;
      won: boolean;
      save: DayOfPlay | undefined;
      completion: CompletionToRecord | undefined;
      addToStreak: boolean;
    };

function saved(session: GameSession): DayOfPlay | undefined {
  if (session.practice) return undefined;
  return {
    guesses: [...session.guesses],
    completed: session.status !== 'playing',
    hasGivenUp: session.status === 'gaveup',
    daily: session.ownDay,
  };
}

/** Whether the game on `date` is the Dish of the Day on its own day. */
export function isOwnDay(mode: 'daily' | 'archive' | 'practice', date: string, today: string): boolean {
  return mode === 'daily' && date === today;
}

/** A day's game as its rules see it: the board's guesses and the island's status, in `mode`, on `today`. */
export function sessionFor(
  day: { date: string; challengeNumber: number; food: { name: string } },
  guesses: readonly string[],
  status: string,
  mode: 'daily' | 'archive' | 'practice',
  today: string,
): GameSession {
  return {
    date: day.date,
    challengeNumber: day.challengeNumber,
    answer: day.food.name,
    guesses,
    status: status === 'won' || status === 'gaveup' ? status : 'playing',
    practice: mode === 'practice',
    ownDay: isOwnDay(mode, day.date, today),
  };
}

/** The session flag that sends a day's completion once per browser session. */
export function completionFlag(date: string, challengeNumber: number): string {
  return `complete_${date}_${challengeNumber}`;
}

/** A guess of the dish named `name` (already resolved from what the player typed). */
export function applyGuess(session: GameSession, name: string): GuessResult {
  if (session.status !== 'playing' || session.guesses.some((g) => isWin(g, session.answer))) return { taken: false };
  if (session.guesses.includes(name)) return { taken: false, notice: `Already guessed: ${name}.`, duplicate: name };
  const won = isWin(name, session.answer);
  const next: GameSession = { ...session, guesses: [...session.guesses, name], status: won ? 'won' : 'playing' };
  return {
    taken: true,
    session: next,
    won,
    save: saved(next),
    completion:
      won && !session.practice
        ? {
            date: session.date,
            challengeNumber: session.challengeNumber,
            guessCount: next.guesses.length,
            hasGivenUp: false,
          }
        : undefined,
    // Only the Dish of the Day, finished on its own day, counts: never an archive day.
    addToStreak: won && session.ownDay && !session.practice,
  };
}

/** Giving up: the game ends with the guesses made; the day is saved and recorded as a give-up. */
export function applyGiveUp(session: GameSession): {
  session: GameSession;
  save: DayOfPlay | undefined;
  completion: CompletionToRecord | undefined;
} {
  const next: GameSession = { ...session, status: 'gaveup' };
  return {
    session: next,
    save: saved(next),
    completion: session.practice
      ? undefined
      : {
          date: session.date,
          challengeNumber: session.challengeNumber,
          guessCount: session.guesses.length,
          hasGivenUp: true,
        },
  };
}
