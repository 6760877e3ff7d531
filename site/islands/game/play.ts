/**
 * What the game needs only once the player guesses, loaded then (and warmed up when the
 * player reaches for the input), so the first load of a game page does not carry it:
 * resolving a typed guess, redrawing a day's saved guesses, the sentence a revealed row
 * is announced with, and counting the dishes that still fit.
 */
import { SCORED_CATEGORIES } from '../../../core/categories.ts';
import { chunkFailedMessage } from '../../components/ChunkBoundary.tsx';
import type { FoodDataUrls, IndexedFood } from '../../../core/food-index.ts';
import { fetchFood, type Challenge } from '../../lib/game-data.ts';
import { categoryLabel, colorWord, PHONE_QUERY, rowRevealMs, WIN_DELAY_MS, type BoardRow } from '../../lib/board.ts';
import { loadMessages, type Catalogue } from '../../i18n/messages.ts';
import type { Locale } from '../../../core/locales.ts';
import { puzzleDate } from '../../../core/days.ts';
import type { GameAction, GameSession } from '../../lib/game-session.ts';
import type { DayOfPlay } from '../../../core/schemas/day-of-play.ts';
import { loadBoard, loadEngine, loadIndex, loadNames, type Engine, type FoodIndex, type NameList } from './loaders.ts';

/**
 * The dish a typed guess names, and the scoring code to score it (with the board's chunk,
 * so the row shows at once), or the notice to show instead. Only the dish the text names
 * (GuessInput sends the option the player was looking at): never a suggestion the player
 * did not see, such as another dish's alias. `got` hears of the lists as they arrive.
 */
export async function resolveGuess(
  typed: string,
  urls: FoodDataUrls,
  got: { names: (list: NameList) => void; index: (index: FoodIndex) => void },
): Promise<{ food: IndexedFood; engine: Engine } | { notice: string; unknown?: string; chunkFailed?: true }> {
  let food: IndexedFood;
  try {
    const list = await loadNames(urls);
    got.names(list);
    const name = list.find(typed);
    if (!name) return { notice: `“${typed}” is not a dish in the game. Pick one from the list.`, unknown: typed };
    const index = await loadIndex(urls);
    got.index(index);
    food = index.byName.get(name) ?? (await fetchFood(name));
  } catch (e) {
    return { notice: (e as Error).message };
  }
  try {
    const [engine] = await Promise.all([loadEngine(), loadBoard().catch(() => undefined)]);
    return { food, engine };
  } catch {
    return { notice: `${chunkFailedMessage('scoring')} Refresh the page and guess again.`, chunkFailed: true };
  }
}

/**
 * The rows of a day's saved guesses, scored again (with the food list, which they needed).
 * A guess whose food is gone from the index is fetched alone, and skipped if that fails too.
 */
export async function restoreBoard(
  day: Challenge,
  saved: DayOfPlay | undefined,
  urls: FoodDataUrls,
): Promise<{ rows: BoardRow[]; list: FoodIndex | undefined } | { error: string }> {
  const rows: BoardRow[] = [];
  if (!saved?.guesses.length) return { rows, list: undefined };
  const pendingBoard = saved.completed ? undefined : loadBoard().catch(() => undefined);
  const pendingEngine = loadEngine();
  pendingEngine.catch(() => {}); // awaited below, after the index
  let list: FoodIndex;
  let engine: Engine;
  try {
    list = await loadIndex(urls);
  } catch (e) {
    return { error: (e as Error).message };
  }
  try {
    engine = await pendingEngine;
  } catch {
    return { error: chunkFailedMessage('scoring') };
  }
  await pendingBoard;
  for (const name of saved.guesses) {
    const food = list.byName.get(name) ?? (await fetchFood(name).catch(() => undefined));
    if (food && !rows.some((r) => r.name === food.name))
      rows.push({ name: food.name, icon: food.icon, cells: engine.score(food, day.food, engine), animate: false });
  }
  return { rows, list };
}

/** The board's rows as core/feedback.ts reads them: each guess's dish and the colours it showed. */
export function shownRows(rows: readonly BoardRow[], foodIndex: FoodIndex) {
  return rows.flatMap((r) => {
    const guess = foodIndex.byName.get(r.name);
    return guess ? [{ guess, colors: SCORED_CATEGORIES.map((f) => r.cells[f].color) }] : [];
  });
}

/** How many dishes still fit every box after each row of the board (the "still fit" count; core/feedback.ts). */
export async function countStillFit(rows: readonly BoardRow[], foodIndex: FoodIndex): Promise<number[]> {
  const [feedback, engine] = await Promise.all([import('../../../core/feedback.ts'), loadEngine()]);
  return feedback.stillFitCounts(foodIndex.foods, shownRows(rows, foodIndex), engine);
}

/** One revealed row as a sentence for the live region, in the page's language. */
export function rowSentence(row: BoardRow, guessNumber: number, m: Catalogue['board']): string {
  const parts = SCORED_CATEGORIES.map((f) => `${categoryLabel(f, m)} ${colorWord(row.cells[f].color, m)}`);
  return m.row_sentence({ number: guessNumber, name: row.name, cells: parts.join(', ') });
}

/** What a guess needs of the game island. */
export interface GuessContext {
  day: Challenge;
  foodData: FoodDataUrls;
  /** The reveal's speed factor (0: no animation). */
  factor: number;
  /** The session's dispatch, answering the session after the action. */
  send: (action: GameAction) => GameSession;
  /** Runs `fn` after `ms`, cancelled when the island goes. */
  later: (fn: () => void, ms: number) => void;
  got: { names: (list: NameList) => void; index: (index: FoodIndex) => void };
  /** The input's row, brought into view on a phone after a guess. */
  playRow: HTMLElement | null;
  /** The page's language, and the game's messages in it (the notices). */
  locale: Locale;
  messages: Catalogue['game'];
}

/**
 * A typed guess played: resolved and scored, then sent to the session; its row is said
 * once revealed, and a win's results follow the win delay. Answers whether the guess was
 * taken (false: refused, the notice says why, and the input gets the text back).
 */
export async function playGuess(typed: string, ctx: GuessContext): Promise<boolean> {
  const { day, factor, send, later } = ctx;
  const resolved = await resolveGuess(typed, ctx.foodData, ctx.got);
  if ('notice' in resolved) {
    const m = ctx.messages;
    const text =
      resolved.unknown !== undefined
        ? m.not_a_dish({ typed: resolved.unknown })
        : resolved.chunkFailed
          ? `${chunkFailedMessage('scoring')} ${m.refresh_and_guess()}`
          : resolved.notice;
    send({ type: 'notice', text });
    return false;
  }
  const { food, engine } = resolved;
  const row: BoardRow = {
    name: food.name,
    icon: food.icon,
    cells: engine.score(food, day.food, engine),
    animate: true,
  };
  const next = send({ type: 'guess', row, today: puzzleDate(new Date()) });
  if (next.rows.at(-1) !== row) return false;
  // On a phone the header has done its job: bring the input, the hints and the new row into view.
  if (matchMedia(PHONE_QUERY).matches)
    requestAnimationFrame(() =>
      ctx.playRow?.scrollIntoView({ block: 'start', behavior: factor > 0 ? 'smooth' : 'auto' }),
    );
  const revealMs = rowRevealMs(factor);
  // The board's words came with the board's code (loaded with the guess); the sentence waits for them.
  const boardWords = loadMessages('board', ctx.locale);
  const number = next.rows.length;
  later(
    () =>
      void boardWords.then(
        (b) => send({ type: 'revealed', sentence: rowSentence(row, number, b) }),
        () => {},
      ),
    revealMs,
  );
  if (next.status === 'won') later(() => send({ type: 'finish' }), revealMs + WIN_DELAY_MS);
  return true;
}
