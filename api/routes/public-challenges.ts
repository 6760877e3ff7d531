/**
 * The daily challenge routes: today's, a given day's, the archive list and the time to
 * the next puzzle. No answer of a day after today ever leaves these routes.
 */
import { getRouterParam, type H3 } from 'h3';
import { challengeNumber } from '../../core/days.ts';
import { IsoDate } from '../../core/schemas/calendar.ts';
import { foodOfDate, type ContentState } from '../content-state.ts';
import type { AppContext } from '../context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { routeMeta } from '../http/pipeline.ts';
import { reply } from '../http/reply.ts';
import { validate } from '../http/validate.ts';

/** Server-cache lifetime of day-keyed answers; their keys change with the date anyway. */
const DAY_MS = 86_400_000;

/** The spec's challenge answer for a date: the full food, or hasChallenge false and food null. */
export function challengeOf(state: ContentState, date: string) {
  const food = foodOfDate(state, date);
  return {
    hasChallenge: food !== undefined,
    food: food ?? null,
    date,
    challengeNumber: food ? (challengeNumber(state.dates, date) ?? null) : null,
  };
}

/** Archive entries: every calendar date before `today` (data) and up to today (challenges), oldest first. */
export function archiveOf(state: ContentState, today: string) {
  const entry = (date: string) => ({ date, challengeNumber: challengeNumber(state.dates, date)! });
  return {
    data: state.dates.filter((d) => d < today).map(entry),
    challenges: state.dates.filter((d) => d <= today).map(entry),
  };
}

/** Registers the countdown, today, a day, and the archive list. */
export function publicChallengesRoutes(app: H3, ctx: AppContext): void {
  app.get(
    '/api/daily-challenge/next-challenge-time',
    () => ({ secondsUntilReset: ctx.secondsUntilReset() }),
    routeMeta('no-store', 'read'),
  );

  app.get(
    '/api/public/daily-challenge/today',
    () => {
      const state = ctx.state;
      const today = ctx.today();
      return ctx.cache.getOrCreate(`today:${state.version}:${today}`, DAY_MS, () => reply(challengeOf(state, today)));
    },
    routeMeta('until-reset', 'read'),
  );

  app.get(
    '/api/public/daily-challenge/:date',
    (event) => {
      const date = validate(IsoDate, getRouterParam(event, 'date', { decode: true }), 'date');
      const today = ctx.today();
      if (date > today) {
        throw forbidden(`date: ${date} is after today (${today}); a challenge opens at midnight New York time`);
      }
      const state = ctx.state;
      if (foodOfDate(state, date) === undefined) throw notFound('No challenge found for this date');
      return ctx.cache.getOrCreate(`challenge:${state.version}:${date}:${date === today}`, DAY_MS, () =>
        reply(challengeOf(state, date), { cache: date === today ? 'until-reset' : 'day' }),
      );
    },
    routeMeta('day', 'read'),
  );

  app.get(
    '/api/public/daily-challenges',
    () => {
      const state = ctx.state;
      const today = ctx.today();
      return ctx.cache.getOrCreate(`archive:${state.version}:${today}`, DAY_MS, () => reply(archiveOf(state, today)));
    },
    routeMeta('until-reset', 'read'),
  );
}
