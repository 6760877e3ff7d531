/**
 * The game routes of the spec (section 7): the same scoring, win, wrong-guess and share
 * rules the island runs locally, from the same core/ code, for other clients and tests.
 */
import type { H3 } from 'h3';
import { z } from 'zod';
import { SCORED_CATEGORIES } from '../../core/categories.ts';
import { isWin, winningGuessIndex, wrongGuessCount } from '../../core/game.ts';
import { IsoDate } from '../../core/schemas/calendar.ts';
import { cellToHtml, cellToPlainText } from '../../core/cell-view.ts';
import { rowColors, scoreCell, scoreGuess } from '../../core/scoring.ts';
import { shareText } from '../../core/share.ts';
import type { AppContext } from '../context.ts';
import { routeMeta } from '../http/pipeline.ts';
import { reply, type JsonReply } from '../http/reply.ts';
import { readJson } from '../http/validate.ts';
import { FoodInput, inputName, resolveFood } from './_food-input.ts';

const Field = z.enum(SCORED_CATEGORIES, { error: `expected one of ${SCORED_CATEGORIES.join(', ')}` });
const Fields = z
  .array(Field, { error: 'expected a list of categories' })
  .min(1, 'needs at least one category')
  .refine((list) => new Set(list).size === list.length, 'lists a category twice');
const Guesses = z
  .array(FoodInput, { error: 'expected a list of foods (names or objects)' })
  .max(200, 'at most 200 guesses');
/** The spec's showDetailedMatches, true when absent as in the player's preferences. */
const Detailed = z.boolean({ error: 'expected true or false' }).default(true);

/** POST /api/game/score-cell and, with showDetailedMatches, format-display. */
export const ScoreCellBody = z.object({ guess: FoodInput, answer: FoodInput, field: Field });
/** POST /api/game/score-guess; `fields` narrows the categories. */
export const ScoreGuessBody = z.object({ guess: FoodInput, answer: FoodInput, fields: Fields.optional() });
/** POST /api/game/format-guess. */
export const FormatGuessBody = ScoreGuessBody.extend({ showDetailedMatches: Detailed });
/** POST /api/game/format-display. */
export const FormatDisplayBody = ScoreCellBody.extend({ showDetailedMatches: Detailed });
/** POST /api/game/validate-win. */
export const ValidateWinBody = z.object({
  guess: FoodInput,
  answer: FoodInput,
  /** The client's id of the challenge (its date or number); echoed, not checked. */
  challengeId: z.union([z.string(), z.number()]).optional(),
  /** Every guess so far, this one included; winningGuessIndex points into it. */
  guesses: Guesses.optional(),
});
/** POST /api/game/calculate-wrong-guesses. */
export const WrongGuessesBody = z.object({ guesses: Guesses, answer: FoodInput });
/** POST /api/game/generate-share-text. */
export const ShareTextBody = z.object({
  guesses: Guesses,
  answer: FoodInput,
  challengeNumber: z.number({ error: 'expected a number' }).int('expected a whole number').min(1, 'must be at least 1'),
  /** The challenge's date; a past date links to its archive page, today to the home page. */
  challengeDate: IsoDate.optional(),
  hasGivenUp: z.boolean({ error: 'expected true or false' }).default(false),
  includeUrl: z.boolean({ error: 'expected true or false' }).default(false),
  palette: z.enum(['standard', 'colorblind'], { error: 'expected standard or colorblind' }).default('standard'),
});

/** Most score-guess answers kept serialised (about 1.5 KB each). */
const SCORED_PAIRS_KEPT = 5000;

/** Registers the seven /api/game routes. */
export function gameRoutes(app: H3, ctx: AppContext): void {
  const meta = routeMeta('no-store', 'work');
  const limit = () => ctx.options.bodyLimit;
  // Every player scores guesses against the same answer each day, and guesses cluster on
  // well-known dishes: a score-guess between two foods named by the client is kept
  // serialised, least recently used out first. Keys carry the content version.
  const scoredPairs = new Map<string, JsonReply>();

  app.post(
    '/api/game/score-cell',
    async (event) => {
      const body = await readJson(event, ScoreCellBody, limit());
      const state = ctx.state;
      const cell = scoreCell(
        resolveFood(state, body.guess, 'guess'),
        resolveFood(state, body.answer, 'answer'),
        body.field,
        state.scoring,
      );
      return { success: true, color: cell.color, matches: cell.matches, field: cell.field };
    },
    meta,
  );

  app.post(
    '/api/game/score-guess',
    async (event) => {
      const body = await readJson(event, ScoreGuessBody, limit());
      const state = ctx.state;
      const guess = resolveFood(state, body.guess, 'guess');
      const answer = resolveFood(state, body.answer, 'answer');
      const build = () => reply({ success: true, scores: scoreGuess(guess, answer, state.scoring, body.fields) });
      if (typeof body.guess !== 'string' || typeof body.answer !== 'string') return build();
      const key = `${state.version}|${guess.name}|${answer.name}|${body.fields?.join(',') ?? ''}`;
      let answerReply = scoredPairs.get(key);
      if (answerReply) {
        scoredPairs.delete(key);
      } else {
        answerReply = build();
        if (scoredPairs.size >= SCORED_PAIRS_KEPT) scoredPairs.delete(scoredPairs.keys().next().value!);
      }
      scoredPairs.set(key, answerReply);
      return answerReply;
    },
    meta,
  );

  app.post(
    '/api/game/format-guess',
    async (event) => {
      const body = await readJson(event, FormatGuessBody, limit());
      const state = ctx.state;
      const scores = scoreGuess(
        resolveFood(state, body.guess, 'guess'),
        resolveFood(state, body.answer, 'answer'),
        state.scoring,
        body.fields,
      );
      const formatted = Object.fromEntries(
        Object.values(scores).map((cell) => [
          cell.field,
          {
            color: cell.color,
            html: cellToHtml(cell, body.showDetailedMatches),
            plainText: cellToPlainText(cell, body.showDetailedMatches),
          },
        ]),
      );
      return { success: true, formatted };
    },
    meta,
  );

  app.post(
    '/api/game/format-display',
    async (event) => {
      const body = await readJson(event, FormatDisplayBody, limit());
      const state = ctx.state;
      const cell = scoreCell(
        resolveFood(state, body.guess, 'guess'),
        resolveFood(state, body.answer, 'answer'),
        body.field,
        state.scoring,
      );
      return {
        success: true,
        html: cellToHtml(cell, body.showDetailedMatches),
        plainText: cellToPlainText(cell, body.showDetailedMatches),
      };
    },
    meta,
  );

  app.post(
    '/api/game/validate-win',
    async (event) => {
      const body = await readJson(event, ValidateWinBody, limit());
      const answer = inputName(body.answer);
      const names = body.guesses ? body.guesses.map(inputName) : [inputName(body.guess)];
      return {
        success: true,
        isWin: isWin(inputName(body.guess), answer),
        winningGuessIndex: winningGuessIndex(names, answer),
      };
    },
    meta,
  );

  app.post(
    '/api/game/calculate-wrong-guesses',
    async (event) => {
      const body = await readJson(event, WrongGuessesBody, limit());
      return { success: true, wrongGuessCount: wrongGuessCount(body.guesses.map(inputName), inputName(body.answer)) };
    },
    meta,
  );

  app.post(
    '/api/game/generate-share-text',
    async (event) => {
      const body = await readJson(event, ShareTextBody, limit());
      const state = ctx.state;
      const answer = resolveFood(state, body.answer, 'answer');
      const rows = body.guesses.map((g, i) => rowColors(resolveFood(state, g, `guesses[${i}]`), answer, state.scoring));
      let url: string | undefined;
      if (body.includeUrl) {
        const origin = ctx.options.siteOrigin.replace(/\/+$/, '');
        url =
          body.challengeDate !== undefined && body.challengeDate < ctx.today()
            ? `${origin}/archive/${body.challengeNumber}`
            : `${origin}/`;
      }
      return {
        success: true,
        shareText: shareText({
          rows,
          challengeNumber: body.challengeNumber,
          hasGivenUp: body.hasGivenUp,
          url,
          palette: body.palette,
        }),
      };
    },
    meta,
  );
}
