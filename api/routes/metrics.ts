/**
 * GET /api/metrics: the Prometheus metrics of this instance (api/metrics.ts), in
 * Prometheus's text format. Off by default (the route does not exist: 404). With
 * METRICS=on it answers:
 * - a client on this machine that came straight to the instance: a loopback address and
 *   no X-Forwarded-For, so never a player coming through the proxy on the same host
 *   (nginx also answers 404 for the path); a Prometheus on the same host scrapes
 *   http://127.0.0.1:4321/api/metrics;
 * - anyone sending `Authorization: Bearer <METRICS_TOKEN>`, for a Prometheus elsewhere
 *   that reaches the instances' own addresses.
 * Everyone else gets 403.
 */
import { timingSafeEqual } from 'node:crypto';
import type { H3, H3Event } from 'h3';
import type { AppContext } from '../context.ts';
import { forbidden } from '../http/errors.ts';
import { routeMeta } from '../http/pipeline.ts';

/** The refusal, word for word. */
export const METRICS_REFUSED =
  'The metrics answer this machine (127.0.0.1, not through a proxy) and METRICS_TOKEN holders only';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether this request may read the metrics. */
export function mayReadMetrics(event: H3Event, token: string | undefined): boolean {
  const auth = event.req.headers.get('authorization');
  if (token && auth?.startsWith('Bearer ') && sameText(auth.slice('Bearer '.length).trim(), token)) return true;
  const ip = event.req.ip;
  return ip !== undefined && LOOPBACK.has(ip) && !event.req.headers.has('x-forwarded-for');
}

export function metricsRoutes(app: H3, ctx: AppContext): void {
  const metrics = ctx.metrics;
  if (!metrics) return;
  app.get(
    '/api/metrics',
    async (event) => {
      if (!mayReadMetrics(event, ctx.options.metrics.token)) throw forbidden(METRICS_REFUSED);
      const { text, contentType } = await metrics.render();
      return new Response(text, { headers: { 'content-type': contentType, 'cache-control': 'no-store' } });
    },
    routeMeta('no-store', 'read'),
  );
}
