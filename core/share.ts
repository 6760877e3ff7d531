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
