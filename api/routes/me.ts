/**
 * The signed-in player's synced progress (docs/accounts.md): GET answers the stored copy,
 * PUT merges what changed on a device (core/sync.ts) and answers the merged copy, which the
 * device merges into its own. A PUT that brings today's game finished is where the
 * server sees it finished on its own day: the leagues count it then (api/leagues/day-result.ts).
 */
import type { H3 } from 'h3';
import { requireUser } from '../accounts/guards.ts';
import { PlayerDataChangeSchema, SYNC_BODY_LIMIT } from '../accounts/progress.ts';
import { accountsOf } from '../accounts/services.ts';
import type { AppContext } from '../context.ts';
import { findFood, type ContentState } from '../content-state.ts';
import { puzzleDate } from '../../core/days.ts';
import type { PlayerDataBounds } from '../../core/sync.ts';
import { routeMeta } from '../http/pipeline.ts';
import { readJson } from '../http/validate.ts';
import { resultOfDay } from '../leagues/day-result.ts';
import { leaguesOf } from '../leagues/services.ts';

/** What a player's synced copy may hold, from the served content (docs/accounts.md, "Bounds"). */
function progressBounds(state: ContentState, today: string): PlayerDataBounds {
  return {
    firstDay: state.dates[0] ?? today,
    today,
    maxGuesses: state.foods.length,
    isDish: (name) => findFood(state, name) !== undefined,
  };
}

export function meRoutes(app: H3, ctx: AppContext): void {
  // Signed-in requests, several per game: the read bucket's limit, not the work one's.
  const meta = routeMeta('no-store', 'read');

  app.get(
    '/api/me/progress',
    async (event) => {
      const { user } = await requireUser(event, ctx);
      const { data, updatedAt } = await accountsOf(ctx).progress.get(user.id);
      return { progress: data, updated_at: updatedAt };
    },
    meta,
  );

  app.put(
    '/api/me/progress',
    async (event) => {
      const { user } = await requireUser(event, ctx);
      const change = await readJson(event, PlayerDataChangeSchema, SYNC_BODY_LIMIT);
      const now = ctx.now();
      const today = puzzleDate(now);
      const { data, updatedAt } = await accountsOf(ctx).progress.merge(
        user.id,
        change,
        now,
        progressBounds(ctx.state, today),
      );
      // Today's game, finished, seen now by the server's clock: the leagues' result of the day.
      const result = resultOfDay(ctx.state, today, data, now);
      if (result) await leaguesOf(ctx).results.recordToday(user.id, result, today);
      return { progress: data, updated_at: updatedAt };
    },
    meta,
  );
}
