/**
 * GET /api/health: whether this instance can serve, for a load balancer and for the
 * cluster script: 200 with the role and the content version when the records store
 * answers, 503 naming what does not.
 */
import type { H3 } from 'h3';
import type { AppContext } from '../context.ts';
import { routeMeta } from '../http/pipeline.ts';
import { reply } from '../http/reply.ts';
import { HTTPError } from 'h3';

export function healthRoutes(app: H3, ctx: AppContext): void {
  app.get(
    '/api/health',
    async () => {
      try {
        await ctx.stores.records.ready();
      } catch (error) {
        throw new HTTPError({ status: 503, message: `The records store is unreachable: ${(error as Error).message}` });
      }
      return reply({ status: 'ok', role: ctx.options.role, pid: process.pid, content_version: ctx.state.version });
    },
    routeMeta('no-store', 'read'),
  );
}
