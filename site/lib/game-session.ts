/**
 * One game's session and its rules, apart from the island that shows it
 * (site/islands/Game.tsx): a reducer over the whole session (the day, the board, the
 * status, the revealed hints, the still-fit counts, hard mode, the practice round). Each
 * action answers the next session, which carries what to save (the whole day as it now
 * stands) and what to record with the server; the island has one effect that writes
 * them, and does the timing and the drawing. Pure: no storage, no clock, no network.
 * - A guess of a dish already on the board is refused ("Already guessed"); after the
 *   win, nothing is taken.
 * - Practice saves and records nothing, and its revealed hints live with the game
 *   (stored, they would show on the day that dish is the Dish of the Day).
 * - A day's progress is saved after every guess, with whether it is the Dish of the Day
 *   played on its own day: only a win of that joins the streak, saved with the winning
 *   guess itself, so a reload during the win delay loses nothing and a restored day
 *   never applies the rule again.
 * - Hard mode (no hints, no still-fit count) is chosen before the day's first guess and
 *   kept with the day.
 */
import { isWin, wrongGuessCount } from '../../core/game.ts';
import type { DayOfPlay } from '../../core/schemas/day-of-play.ts';
import type { BoardRow } from './board.ts';
import type { Challenge } from './game-data.ts';

export type GameMode = 'daily' | 'archive' | 'practice';
export type SessionStatus = 'playing' | 'won' | 'gaveup';
/** What the game island shows: a session's status, or the day still loading, failed or absent. */
export type GameStatus = 'loading' | 'error' | 'empty' | SessionStatus;

/** The pause before recording a completion with the server. */
export const COMPLETION_DELAY_MS = 100;

/** Where the arrows under the game lead. */
export interface Nav {
  prev?: string | undefined;
  next?: string | undefined;
}

/** A completion to send to the server (once per day and browser session). */
export interface CompletionToRecord {
  date: string;
  challengeNumber: number;
  guessCount: number;
  hasGivenUp: boolean;
}

/** What to write after an action: the whole day as it now stands, so writing the latest one is always right. */
export interface DaySave {
  date: string;
  day: DayOfPlay;
  /** The day is a win of the Dish of the Day on its own day: its date joins the streak. */
  streak: boolean;
  /** The answer dish and the hint fields revealed for it. */
  hints: { dish: string; fields: string[] };
}

/** One game, from loading to the results. */
export interface GameSession {
  mode: GameMode;
  status: GameStatus;
  /** Why the day could not load (status 'error'). */
  error: string;
  /** The day being played (for practice: a dish under the practice marker). */
  day: Challenge | undefined;
  nav: Nav;
  /** The board, oldest guess first; each row keeps the still-fit count shown after it. */
  rows: BoardRow[];
  /** Hint fields revealed for this answer. */
  revealed: string[];
  /** Hard mode: no hints and no still-fit count. Chosen before the first guess. */
  hard: boolean;
  /** Played as the Dish of the Day on its own day (as of the last guess): the mark the day is saved with. */
  ownDay: boolean;
  /** The still-fit count showed during this game (the share text says so). */
  stillFitShown: boolean;
  /** Practice dishes played so far ('New dish' starts the next). */
  round: number;
  /** Bumped whenever the day must be loaded (again): a new practice dish, a sync from another device. */
  loads: number;
  /** The results view shows: at once for a day restored finished or a give-up, after the win delay for a win. */
  resultsShown: boolean;
  /** The game ended on this page (not restored finished): focus moves to the result. */
  endedHere: boolean;
  /** This game's win joined the streak (the finish screen ticks it up). */
  streakGrew: boolean;
  /** The notice of a refused guess or a failed load of code. */
  notice: string;
  /** The sentence the live region says. */
  announce: string;
  /** Give Up was pressed once: the next press gives up. */
  confirmGiveUp: boolean;
  /** The latest write the rules asked for; a new object each time there is something new to write. */
  save: DaySave | undefined;
  /** The completion to send; a new object when the game ends. */
  record: CompletionToRecord | undefined;
}

export type GameAction =
  /** The day and its saved play arrived (or a practice dish): the game starts, or shows finished. */
  | {
      type: 'restore';
      day: Challenge;
      nav?: Nav | undefined;
      /** The board of the saved guesses, scored again. */
      rows: BoardRow[];
      saved: DayOfPlay | undefined;
      /** The hint fields the browser keeps for this answer. */
      storedHints: readonly string[];
      /** The player's hard-mode preference, for a day not started yet. */
      hardPreferred: boolean;
      /** The puzzle date now. */
      today: string;
    }
  | { type: 'failed'; kind: 'error' | 'empty'; message?: string; nav?: Nav | undefined }
  /** A guess, already resolved and scored; `today` is the puzzle date now. */
  | { type: 'guess'; row: BoardRow; today: string }
  /** The newest row's reveal is over: say it, in `sentence` (the win is added to it). */
  | { type: 'revealed'; sentence: string }
  /** The win delay is over: the results show and the completion is sent. */
  | { type: 'finish' }
  /** Give Up pressed (asked twice). */
  | { type: 'giveUp'; today: string }
  | { type: 'cancelGiveUp' }
  | { type: 'reveal'; field: string }
  /** Dishes still fitting after each row, counted for the rows now on the board. */
  | { type: 'stillFit'; counts: readonly number[] }
  | { type: 'hard'; on: boolean }
  | { type: 'notice'; text: string }
  /** Practice: another dish. */
  | { type: 'newDish' }
  /** A sync brought this day's play from another device: load it again. */
  | { type: 'synced' };

/** The session before the day has loaded. */
export function initialSession(mode: GameMode, nav: Nav = {}): GameSession {
  return {
    mode,
    status: 'loading',
    error: '',
    day: undefined,
    nav,
    rows: [],
    revealed: [],
    hard: false,
    ownDay: false,
    stillFitShown: false,
    round: 0,
    loads: 0,
    resultsShown: false,
    endedHere: false,
    streakGrew: false,
    notice: '',
    announce: '',
    confirmGiveUp: false,
    save: undefined,
    record: undefined,
  };
}

/** Whether the game on `date` is the Dish of the Day on its own day. */
export function isOwnDay(mode: GameMode, date: string, today: string): boolean {
  return mode === 'daily' && date === today;
}

/** The session flag that sends a day's completion once per browser session. */
export function completionFlag(date: string, challengeNumber: number): string {
  return `complete_${date}_${challengeNumber}`;
}

/** The names on the board, oldest first. */
export function guessNames(s: Pick<GameSession, 'rows'>): string[] {
  return s.rows.map((r) => r.name);
}

/** Wrong guesses so far (what unlocks hints). */
export function wrongCount(s: GameSession): number {
  return s.day ? wrongGuessCount(guessNames(s), s.day.food.name) : 0;
}

/** Whether the game is over (won or given up). */
export function isFinished(s: Pick<GameSession, 'status'>): boolean {
  return s.status === 'won' || s.status === 'gaveup';
}

/** Hints show while the game goes on, never in hard mode. */
export function showsHints(s: GameSession): boolean {
  return !s.hard && s.status !== 'won';
}

/** Whether to count the dishes that still fit: the player asked for it, the game goes on, not hard mode. */
export function countsStillFit(s: GameSession, optionOn: boolean): boolean {
  return optionOn && !s.hard && s.status === 'playing' && s.rows.length > 0;
}

/** Whether hard mode may still be switched: before the day's first guess. */
export function canChooseHard(s: GameSession): boolean {
  return s.status === 'playing' && s.rows.length === 0;
}

/** The day's play as it is saved. */
function dayOfPlay(s: GameSession): DayOfPlay {
  const day: DayOfPlay = {
    guesses: guessNames(s),
    completed: isFinished(s),
    hasGivenUp: s.status === 'gaveup',
    daily: s.ownDay,
  };
  if (s.stillFitShown) day.stillFit = true;
  if (s.hard) day.hard = true;
  return day;
}

/** The session with what to save, for a day (practice keeps nothing). */
function withSave(s: GameSession): GameSession {
  if (s.mode === 'practice' || !s.day) return s;
  return {
    ...s,
    save: {
      date: s.day.date,
      day: dayOfPlay(s),
      streak: s.ownDay && s.status === 'won',
      hints: { dish: s.day.food.name, fields: [...s.revealed] },
    },
  };
}

/** The completion of a finished day, or undefined for practice. */
function completion(s: GameSession): CompletionToRecord | undefined {
  if (s.mode === 'practice' || !s.day || !isFinished(s)) return undefined;
  return {
    date: s.day.date,
    challengeNumber: s.day.challengeNumber,
    guessCount: s.rows.length,
    hasGivenUp: s.status === 'gaveup',
  };
}

/** The reducer: the session after `action`. */
export function gameReducer(s: GameSession, action: GameAction): GameSession {
  // `save` and `record` stay as they are until an action makes new ones: the island writes
  // each new one once (it watches their identity), however many actions a render batches.
  const base = s;
  switch (action.type) {
    case 'restore': {
      const { day, saved } = action;
      const finished = saved?.completed === true;
      return {
        ...initialSession(base.mode, action.nav ?? base.nav),
        round: base.round,
        loads: base.loads,
        status: finished ? (saved.hasGivenUp ? 'gaveup' : 'won') : 'playing',
        day,
        rows: action.rows,
        revealed: base.mode === 'practice' ? [] : [...action.storedHints],
        // A day already started keeps its own mode; a new one takes the preference.
        hard: saved?.guesses.length || finished ? saved.hard === true : action.hardPreferred,
        ownDay: saved?.daily ?? isOwnDay(base.mode, day.date, action.today),
        stillFitShown: saved?.stillFit === true,
        resultsShown: finished,
        announce: base.announce,
      };
    }
    case 'failed':
      return {
        ...base,
        status: action.kind,
        error: action.message ?? '',
        nav: action.nav ?? base.nav,
      };
    case 'guess': {
      if (base.status !== 'playing' || !base.day) return base;
      const { row } = action;
      const answer = base.day.food.name;
      if (base.rows.some((r) => isWin(r.name, answer))) return base;
      if (base.rows.some((r) => r.name === row.name)) return { ...base, notice: `Already guessed: ${row.name}.` };
      const won = isWin(row.name, answer);
      const next: GameSession = {
        ...base,
        rows: [...base.rows, row],
        status: won ? 'won' : 'playing',
        notice: '',
        confirmGiveUp: false,
        ownDay: isOwnDay(base.mode, base.day.date, action.today),
      };
      const saved = withSave(next);
      return { ...saved, streakGrew: saved.save?.streak === true };
    }
    case 'revealed': {
      const last = base.rows.at(-1);
      if (!last) return base;
      const won = base.status === 'won' && base.day !== undefined && isWin(last.name, base.day.food.name);
      return { ...base, announce: action.sentence + (won ? ` You guessed it: ${last.name}!` : '') };
    }
    case 'finish':
      if (base.status !== 'won' || base.resultsShown) return base;
      return { ...base, resultsShown: true, endedHere: true, record: completion(base) };
    case 'giveUp': {
      if (base.status !== 'playing' || !base.day || base.rows.length === 0) return base;
      if (!base.confirmGiveUp) return { ...base, confirmGiveUp: true };
      const next: GameSession = {
        ...base,
        status: 'gaveup',
        confirmGiveUp: false,
        resultsShown: true,
        endedHere: true,
        announce: `You gave up. The answer was ${base.day.food.name}.`,
        ownDay: isOwnDay(base.mode, base.day.date, action.today),
      };
      return { ...withSave(next), record: completion(next) };
    }
    case 'cancelGiveUp':
      return base.confirmGiveUp ? { ...base, confirmGiveUp: false } : base;
    case 'reveal': {
      if (!base.day || base.hard || base.revealed.includes(action.field)) return base;
      const next = { ...base, revealed: [...base.revealed, action.field] };
      return withSave(next);
    }
    case 'stillFit': {
      if (base.hard || base.status !== 'playing' || action.counts.length !== base.rows.length) return base;
      const rows = base.rows.map((r, i) =>
        r.stillFit === action.counts[i] ? r : { ...r, stillFit: action.counts[i] },
      );
      const next = { ...base, rows, stillFitShown: true };
      // The first count shown marks the day; later counts change nothing worth writing.
      return base.stillFitShown ? next : withSave(next);
    }
    case 'hard':
      return canChooseHard(base) && base.hard !== action.on ? { ...base, hard: action.on } : base;
    case 'notice':
      return { ...base, notice: action.text };
    case 'newDish':
      if (base.mode !== 'practice') return base;
      return {
        ...initialSession('practice'),
        hard: base.hard,
        day: base.day,
        round: base.round + 1,
        loads: base.loads + 1,
      };
    case 'synced':
      return base.mode === 'practice' ? base : { ...base, loads: base.loads + 1 };
  }
}
