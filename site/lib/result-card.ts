/**
 * The share's result-card link (docs/leagues.md, "Result cards"): asks the server for the
 * `/r/…` link of a finished game's card, whose page and preview picture show the day, the
 * colour grid, the tries, hard mode and the streak, never the dish. The game's Share adds
 * the link to its text; when the server cannot be reached, the share goes without it.
 */
import type { CellColor } from '../../core/scoring.ts';
import { rowLetters } from '../../core/share.ts';
import { request } from './api.ts';

/** A finished game as the share sees it. */
export interface SharedGame {
  /** The day played (YYYY-MM-DD). */
  date: string;
  /** Each guess's colours in board order. */
  rows: readonly (readonly CellColor[])[];
  solved: boolean;
  hard?: boolean;
  streak: number;
}

/** The card's absolute link, or undefined when it could not be made (offline, rate-limited). */
export async function resultCardLink(game: SharedGame): Promise<string | undefined> {
  try {
    const answer = await request<{ url: string }>('POST', '/result-cards', {
      date: game.date,
      rows: game.rows.map((row) => rowLetters(row)),
      solved: game.solved,
      hard: game.hard === true,
      streak: game.streak,
    });
    return answer.url;
  } catch {
    return undefined;
  }
}
