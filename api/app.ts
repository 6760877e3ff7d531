/**
 * createApp: the h3 application with every route group, sharing one context. A new group
 * (accounts, admin) is a function (app, ctx) => void added to ROUTE_GROUPS or passed in
 * `groups`; it gets the content, stores, clock and server cache through the context.
 */
import { H3 } from 'h3';
import { createContext, type AppContext } from './context.ts';
import { errorReply } from './http/errors.ts';
import { requestLocale } from './http/locale.ts';
import { definePipeline, toHttpResponse } from './http/pipeline.ts';
import type { AppOptions } from './options.ts';
import { accountRoutes } from './routes/accounts.ts';
import { adminCalendarRoutes } from './routes/admin-calendar.ts';
import { adminFoodRoutes } from './routes/admin-foods.ts';
import { adminManagementRoutes } from './routes/admin-management.ts';
import { adminSubmissionRoutes } from './routes/admin-submissions.ts';
import { adminTagRoutes } from './routes/admin-tags.ts';
import { affiliateRoutes } from './routes/affiliate.ts';
import { completionRoutes } from './routes/completions.ts';
import { contactRoutes } from './routes/contact.ts';
import { gameRoutes } from './routes/game.ts';
import { healthRoutes } from './routes/health.ts';
import { leagueRoutes } from './routes/leagues.ts';
import { resultCardRoutes } from './routes/result-cards.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { observeRequests } from './http/observe.ts';
import { meRoutes } from './routes/me.ts';
import { signupRoutes } from './routes/signup.ts';
import { humanCheckRoutes } from './routes/human-check.ts';
import { publicChallengesRoutes } from './routes/public-challenges.ts';
import { publicFoodsRoutes } from './routes/public-foods.ts';
import { siteRoutes } from './site.ts';
import { cspSourcesFromEnv } from './http/security-headers.ts';

/** A group of routes: registers its routes on the app, reading what it needs from the context. */
export type RouteGroup = (app: H3, ctx: AppContext) => void;

/** The route groups of the public API, in registration order. */
export const ROUTE_GROUPS: readonly RouteGroup[] = [
  healthRoutes,
  metricsRoutes,
  publicChallengesRoutes,
  publicFoodsRoutes,
  completionRoutes,
  affiliateRoutes,
  gameRoutes,
  accountRoutes,
  signupRoutes,
  meRoutes,
  leagueRoutes,
  resultCardRoutes,
  humanCheckRoutes,
  contactRoutes,
  adminFoodRoutes,
  adminCalendarRoutes,
  adminManagementRoutes,
  adminTagRoutes,
  adminSubmissionRoutes,
];

/** The built app: the h3 instance, its shared context, a fetch handler and a way to close it. */
export interface PlatterApp {
  app: H3;
  context: AppContext;
  /** The app as a fetch handler (srvx, tests). */
  fetch: (request: Request) => Promise<Response>;
  /** Releases the stores and timers. */
  close(): Promise<void>;
}

/** Builds the API (and, with options.siteDir, the static site) on one h3 app. */
export function createApp(options: AppOptions, groups: readonly RouteGroup[] = []): PlatterApp {
  const ctx = createContext(options);
  const app = new H3({
    silent: ctx.options.silent,
    // Errors raised before the pipeline runs (a malformed URL) get the same JSON shape.
    onError: (error, event) =>
      toHttpResponse(event, ctx, errorReply(error, ctx.logError, requestLocale(event)), undefined, undefined),
  });
  app.use(definePipeline(ctx));
  for (const register of [...ROUTE_GROUPS, ...groups]) register(app, ctx);
  // No catch-all for /api: an unmatched /api path reaches the pipeline as h3's "not found"
  // and gets a JSON 404 there, while HEAD still falls back to the GET routes.
  if (ctx.options.siteDir)
    siteRoutes(
      app,
      ctx.options.siteDir,
      cspSourcesFromEnv(process.env, ctx.options.humanCheck.provider === 'recaptcha'),
    );
  return {
    app,
    context: ctx,
    // A request id, one JSON log line and the metrics per request, when asked for.
    fetch: observeRequests((request) => app.fetch(request), ctx.options.requestLog, ctx.metrics),
    close: () => ctx.close(),
  };
}
