/**
 * The league stores of one app, made on first use from its context (as api/accounts/services.ts
 * makes the account stores): the leagues and memberships, and the results they count.
 */
import type { AppContext } from '../context.ts';
import { createLeagueStore, type LeagueStore } from './leagues.ts';
import { createResultStore, type ResultStore } from './results.ts';

export interface LeagueServices {
  leagues: LeagueStore;
  /** The results counted on their own day, per account. */
  results: ResultStore;
}

const services = new WeakMap<AppContext, LeagueServices>();

/** The app's league stores. */
export function leaguesOf(ctx: AppContext): LeagueServices {
  let s = services.get(ctx);
  if (!s) {
    s = { leagues: createLeagueStore(ctx.stores.records), results: createResultStore(ctx.stores.records) };
    services.set(ctx, s);
  }
  return s;
}
