/**
 * The text a player shares after a game: a title line, one emoji row per guess, and an
 * optional link. The colour-blind palette changes the emoji as it changes the board.
 */
import type { CellColor } from './scoring.ts';

/** Which emoji stand for green, yellow and red. */
export type SharePalette = 'standard' | 'colorblind';

/** Emoji per colour: the standard squares, and orange/blue/black for colour-blind players. */
export const SHARE_EMOJI: Record<SharePalette, Record<CellColor, string>> = {
  standard: { green: '🟩', yellow: '🟨', red: '🟥' },
  colorblind: { green: '🟧', yellow: '🟦', red: '⬛' },
};

/** The game's name as it opens a shared result. */
export const SHARE_TITLE = 'Platter';

/** What shareText needs to know about a finished game. */
export interface ShareTextOptions {
  /** One row of colours per guess, in guess order, each in board order. */
  rows: CellColor[][];
  /** The day's number; undefined for a practice game, which has none. */
  challengeNumber: number | undefined;
  hasGivenUp: boolean;
  /** Link to the day's game, appended on its own line when given. */
  url?: string;
  /** Default 'standard'. */
  palette?: SharePalette;
  /** The game was played with the "dishes still fit" count showing: the title says so. */
  stillFit?: boolean;
  /** The game was played in hard mode (no hints, no still-fit count): the title says so. */
  hard?: boolean;
}

/** What the title adds for a game played with the "dishes still fit" count, as Worldle's share flags its modifiers. */
export const STILL_FIT_MARK = '(with the still-fit count)';
/** What the title adds for a game played in hard mode. */
export const HARD_MARK = '(hard mode)';

function tries(count: number): string {
  return `${count} ${count === 1 ? 'try' : 'tries'}`;
}

/**
 * 'Platter Day #12 4/∞' (there is no guess limit) or 'Platter Day #12 gave up after 3
 * tries' (with HARD_MARK after it in hard mode, STILL_FIT_MARK when the count was on),
 * then the emoji grid, then the link.
 */
export function shareText(opts: ShareTextOptions): string {
  const emoji = SHARE_EMOJI[opts.palette ?? 'standard'];
  const count = opts.rows.length;
  const game = opts.challengeNumber === undefined ? 'Practice' : `Day #${opts.challengeNumber}`;
  const result = opts.hasGivenUp
    ? `${SHARE_TITLE} ${game} gave up after ${tries(count)}`
    : `${SHARE_TITLE} ${game} ${count}/∞`;
  const marks = [opts.hard ? HARD_MARK : '', opts.stillFit ? STILL_FIT_MARK : ''].filter(Boolean);
  const title = [result, ...marks].join(' ');
  const lines = [title, '', ...opts.rows.map((row) => row.map((c) => emoji[c]).join(''))];
  if (opts.url) lines.push('', opts.url);
  return lines.join('\n');
}

/**
 * The spec's fallback when the full share text cannot be built: "I guessed Day #12's
 * recipe in 4 tries!" plus an emoji and the game link.
 */
export function fallbackShareText(challengeNumber: number | undefined, count: number, url?: string): string {
  const text =
    challengeNumber === undefined
      ? `I guessed a practice recipe in ${tries(count)}! 🍽️`
      : `I guessed Day #${challengeNumber}'s recipe in ${tries(count)}! 🍽️`;
  return url ? `${text} ${url}` : text;
}

// ---------------------------------------------------------------- grids as letters

const LETTER: Record<CellColor, string> = { green: 'g', yellow: 'y', red: 'r' };
const COLOR_OF: Record<string, CellColor> = { g: 'green', y: 'yellow', r: 'red' };

/** A row of colours as letters ('gyr…'): how league results keep a grid. */
export function rowLetters(row: readonly CellColor[]): string {
  return row.map((c) => LETTER[c]).join('');
}

/** Letters back as a row of colours; a letter that is none of g, y, r reads as red. */
export function rowFromLetters(letters: string): CellColor[] {
  return [...letters].map((l) => COLOR_OF[l] ?? 'red');
}

// ---------------------------------------------------------------- result cards (/r/…)

/** A card's id: 16 characters of base64url (96 bits of a hash of the card), so a changed link names no card. */
export const RESULT_CARD_ID = /^[A-Za-z0-9_-]{16}$/;

/** The page of the card `id` (its og:image is `/r/<id>/card.png`). */
export const resultCardPath = (id: string): string => `/r/${id}`;
export const resultCardImagePath = (id: string): string => `/r/${id}/card.png`;

/** What a result card shows: the day, the grid, the tries, hard mode and the streak; never a dish or a name. */
export interface ResultCard {
  /** The day played (YYYY-MM-DD): the card's button plays it. */
  date: string;
  /** Each guess's colours in board order, as letters (rowLetters). */
  rows: string[];
  /** Won (the last guess named the answer); false for a give-up. */
  solved: boolean;
  hard: boolean;
  /** The player's streak as the game showed it when they shared. */
  streak: number;
}

/** The most rows a card draws; a longer game shows its first rows, a gap and its last row. */
export const RESULT_CARD_ROWS = 8;

/** The rows a card draws: all up to RESULT_CARD_ROWS, else the first ones, `null` for those left out, and the last. */
export function resultCardRows<T>(rows: readonly T[]): (T | null)[] {
  if (rows.length <= RESULT_CARD_ROWS) return [...rows];
  return [...rows.slice(0, RESULT_CARD_ROWS - 2), null, rows[rows.length - 1]!];
}

/** A card's words, the same on its page, its picture and its preview. */
export function resultCardWords(card: ResultCard, challengeNumber: number) {
  const outcome = card.solved ? `Solved in ${tries(card.rows.length)}` : `Gave up after ${tries(card.rows.length)}`;
  const marks = card.hard ? ['Hard mode'] : [];
  const streak = card.streak > 0 ? `Streak: ${card.streak} ${card.streak === 1 ? 'day' : 'days'}` : undefined;
  return {
    title: `${SHARE_TITLE} Day #${challengeNumber}`,
    outcome,
    marks,
    streak,
    play: `Play Day #${challengeNumber}`,
    description: `${[outcome, ...marks, ...(streak ? [streak] : [])].join(' · ')}. Can you guess the dish?`,
  };
}
