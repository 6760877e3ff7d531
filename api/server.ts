/**
 * One HTTP server (srvx on node:http) for the app: used by `npm start`, the API tests and
 * the bench, so all three run exactly the same stack.
 */
import type { AddressInfo } from 'node:net';
import { serve } from 'srvx';
import { createApp, type PlatterApp, type RouteGroup } from './app.ts';
import type { AppOptions } from './options.ts';
import { describeRecount, RECOUNT_DAYS, recountDays, STARTUP_RECOUNT_BUDGET_MS } from './stores/completions.ts';
import { adminOf } from './admin/services.ts';

/** What startServer needs: the app's options and where to listen. */
export interface ServerOptions {
  app: AppOptions;
  /** 0 picks a free port. */
  port: number;
  host: string;
  groups?: readonly RouteGroup[];
}

/** A listening server. */
export interface RunningServer {
  /** Base URL, e.g. http://localhost:4321 (no trailing slash). */
  url: string;
  port: number;
  platter: PlatterApp;
  /** Stops accepting connections, waits for open requests, then releases the stores. */
  close(): Promise<void>;
}

/** Builds the app and serves it on `host:port` (0 for a free port); resolves once it listens. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const platter = createApp(options.app, options.groups);
  const ctx = platter.context;
  // What a kill left wrong in the day counters is made right before the first answer: the
  // latest days always, older ones for as long as the start allows.
  const recount = await recountDays(ctx.stores.completions, ctx.state.dates, ctx.today(), {
    always: RECOUNT_DAYS,
    budgetMs: STARTUP_RECOUNT_BUDGET_MS,
  });
  if (recount.repaired.length > 0)
    ctx.log('Repaired the completion counters of days whose counters disagreed with their markers:');
  for (const line of describeRecount(recount)) ctx.log(`  ${line}`);
  // What a process killed mid-write left: a stale index.lock or a half-made commit, and a half-built site.
  await adminOf(ctx).writer.recover();
  const server = serve({
    fetch: platter.fetch,
    port: options.port,
    hostname: options.host,
    silent: true,
    // The caller decides what a signal means (scripts/start.ts closes gracefully).
    gracefulShutdown: false,
  });
  await server.ready();
  const address = server.node?.server?.address() as AddressInfo | null;
  const port = address?.port ?? options.port;
  const hostForUrl = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${hostForUrl}:${port}`,
    port,
    platter,
    async close() {
      await server.close();
      await platter.close();
    },
  };
}
