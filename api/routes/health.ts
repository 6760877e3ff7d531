/**
 * GET /api/health: whether this instance can serve, for a load balancer and for the
 * cluster script: 200 with the role, the content it serves (contentHealth) and each
 * store's state when every store answers, 503 naming the store that does not
 * (api/stores/health.ts).
 */
import type { H3 } from 'h3';
import type { AppContext } from '../context.ts';
import { routeMeta } from '../http/pipeline.ts';
import { type JsonReply, reply } from '../http/reply.ts';
import { checkStores, outageOf, publicStores, type StoresHealth } from '../stores/health.ts';
import { STORE_RETRY_AFTER_SECONDS } from '../stores/outage.ts';

/**
 * The content part of the health answer: the commit this instance serves (all 40 hex
 * digits, so instances can be compared: they agree once a change has reached them all)
 * and when it was loaded. Null commit: the content is not in git.
 */
export function contentHealth(ctx: AppContext): { content_commit: string | null; content_loaded_at: string } {
  return { content_commit: ctx.state.commit, content_loaded_at: ctx.state.loadedAt };
}

export function healthRoutes(app: H3, ctx: AppContext): void {
  app.get(
    '/api/health',
    async () => {
      const stores = await checkStores(ctx);
      const outage = storesOutageReply(stores);
      if (outage) return outage;
      return reply({
        status: 'ok',
        role: ctx.options.role,
        pid: process.pid,
        ...contentHealth(ctx),
        stores: publicStores(stores),
      });
    },
    routeMeta('no-store', 'read'),
  );
}

/** 503 naming each store that is down, with every store's state; undefined when all answer. */
function storesOutageReply(stores: StoresHealth): JsonReply | undefined {
  const outage = outageOf(stores);
  if (!outage) return undefined;
  return reply(
    { error: outage, stores: publicStores(stores) },
    { status: 503, headers: { 'retry-after': String(STORE_RETRY_AFTER_SECONDS) } },
  );
}
