/**
 * Challenge completions: a player's browser reports a finished challenge once (a win with
 * its tries, or a give-up), and the stats count each player once per date: only on the
 * date's own day, at most a household's share from one address, and publish a trimmed
 * mean, so that no one client can move a day's figures (docs/api.md).
 */
import { getRouterParam, type H3 } from 'h3';
import { z } from 'zod';
import { challengeNumber } from '../../core/days.ts';
import { trimmedAverageTries } from '../../core/statistics.ts';
import { IsoDate } from '../../core/schemas/calendar.ts';
import { foodOfDate } from '../content-state.ts';
import type { AppContext } from '../context.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { householdOf } from '../http/household.ts';
import { clientIp, routeMeta } from '../http/pipeline.ts';
import type { NotCountedReason } from '../stores/completions.ts';
import { readJson, validate } from '../http/validate.ts';

/** POST /api/public/challenge-complete body. */
export const CompletionBody = z.object({
  /** The challenge's date (YYYY-MM-DD), today or earlier. */
  date: IsoDate,
  /** The date's challengeNumber, as the page showed it; must agree with the calendar. */
  challengeNumber: z.number({ error: 'expected a number' }).int('expected a whole number').min(1, 'must be at least 1'),
  /** A random id the browser keeps (8-128 letters, digits, '_' or '-'); one completion per id and date. */
  playerId: z
    .string({ error: 'expected text' })
    .regex(/^[A-Za-z0-9_-]{8,128}$/, 'expected 8 to 128 letters, digits, _ or -'),
  /**
   * The tries of the win (or before giving up): counted in the day's distribution. At
   * least 1 and at most the number of dishes (a game guesses each dish once; checked
   * against the content in the route). Optional for older clients.
   */
  guessCount: z
    .number({ error: 'expected a number' })
    .int('expected a whole number')
    .min(1, 'must be at least 1')
    .optional(),
  /** True when the player gave up: counted apart from wins. */
  hasGivenUp: z.boolean({ error: 'expected true or false' }).optional(),
});

/** The answer to a completion accepted but not counted, saying why. */
function notCounted(reason: NotCountedReason | 'not-its-day', count: number) {
  return { success: true, completion_count: count, counted: false, reason };
}

/** Registers challenge-complete and challenge-stats. */
export function completionRoutes(app: H3, ctx: AppContext): void {
  app.post(
    '/api/public/challenge-complete',
    async (event) => {
      const body = await readJson(event, CompletionBody, ctx.options.bodyLimit);
      const today = ctx.today();
      if (body.date > today)
        throw forbidden(
          `date: ${body.date} is after today (${today}); only today's and past challenges can be completed`,
        );
      const state = ctx.state;
      if (foodOfDate(state, body.date) === undefined) throw notFound('No challenge found for this date');
      const expected = challengeNumber(state.dates, body.date)!;
      if (body.challengeNumber !== expected) {
        throw badRequest(`challengeNumber: ${body.date} is challenge #${expected}, not #${body.challengeNumber}`);
      }
      const maxGuesses = state.foods.length;
      if (body.guessCount !== undefined && body.guessCount > maxGuesses)
        throw badRequest(`guessCount: at most ${maxGuesses} (one guess per dish of the game)`);
      const completions = ctx.stores.completions;
      // Only a completion made on its own day, by this server's clock, enters that day's
      // figures: an archive game is accepted and left out.
      if (body.date !== today) return notCounted('not-its-day', await completions.count(body.date));
      const result = await completions.record(
        body.date,
        body.playerId,
        { gaveUp: body.hasGivenUp ?? false, ...(body.guessCount === undefined ? {} : { guessCount: body.guessCount }) },
        householdOf(clientIp(event, ctx.options.trustProxy)),
      );
      if (!result.counted) return notCounted(result.reason!, result.count);
      return { success: true, completion_count: result.count, counted: true };
    },
    routeMeta('no-store', 'work'),
  );

  app.get(
    '/api/public/challenge-stats',
    async () => {
      const today = ctx.today();
      const dates = ctx.state.dates.filter((d) => d <= today);
      const counts = await ctx.stores.completions.counts(dates);
      const stats = dates.map((date) => ({ date, completion_count: counts.get(date) ?? 0 }));
      return {
        stats,
        totalChallenges: stats.length,
        totalCompletions: stats.reduce((sum, s) => sum + s.completion_count, 0),
      };
    },
    routeMeta('minute', 'read'),
  );

  app.get(
    '/api/public/challenge-stats/:date',
    async (event) => {
      const date = validate(IsoDate, getRouterParam(event, 'date', { decode: true }), 'date');
      const today = ctx.today();
      if (date > today)
        throw forbidden(`date: ${date} is after today (${today}); a challenge opens at midnight New York time`);
      if (foodOfDate(ctx.state, date) === undefined) throw notFound('No challenge found for this date');
      const stats = await ctx.stores.completions.stats(date);
      return {
        date,
        completion_count: stats.completions,
        gave_up_count: stats.gaveUp,
        guess_distribution: stats.distribution,
        average_guesses: trimmedAverageTries(stats.distribution),
      };
    },
    routeMeta('minute', 'read'),
  );
}
