/**
 * GET /api/health: whether this instance can serve, for a load balancer and for the
 * cluster script: 200 with the role and the content it serves when the records store
 * answers, 503 naming what does not.
 */
import type { H3 } from 'h3';
import { HTTPError } from 'h3';
import type { AppContext } from '../context.ts';
import { routeMeta } from '../http/pipeline.ts';
import { reply } from '../http/reply.ts';

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
      try {
        await ctx.stores.records.ready();
      } catch (error) {
        throw new HTTPError({ status: 503, message: `The records store is unreachable: ${(error as Error).message}` });
      }
      return reply({ status: 'ok', role: ctx.options.role, pid: process.pid, ...contentHealth(ctx) });
    },
    routeMeta('no-store', 'read'),
  );
}
