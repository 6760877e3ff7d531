/**
 * The app's request hooks (h3's onRequest and onResponse), present only when something
 * listens: each request gets an id (X-Request-Id, also on the answer), and its answer is
 * logged as one JSON line (api/http/request-log.ts) and counted in the metrics
 * (api/metrics.ts) under its route pattern.
 */
import type { H3Config, H3Event } from 'h3';
import type { Metrics } from '../metrics.ts';
import { createRequestLogger, type RequestLogDestination, requestIdOf, routeLabel } from './request-log.ts';

interface Observed {
  platterStart?: number;
  platterRequestId?: string;
}

/** The hooks for createApp's H3 config, or none when neither a log nor metrics listen. */
export function observeRequests(
  log: RequestLogDestination | false,
  metrics: Metrics | undefined,
): Pick<H3Config, 'onRequest' | 'onResponse'> {
  if (log === false && !metrics) return {};
  const write = log === false ? undefined : createRequestLogger(log);
  return {
    onRequest(event: H3Event) {
      const context = event.context as Observed;
      context.platterStart = performance.now();
      context.platterRequestId = requestIdOf(event.req.headers.get('x-request-id'));
    },
    onResponse(response: Response, event: H3Event) {
      const context = event.context as Observed;
      const durationMs = performance.now() - (context.platterStart ?? performance.now());
      const requestId = context.platterRequestId ?? requestIdOf(null);
      const route = routeLabel(event.context.matchedRoute?.route, event.url.pathname);
      const method = event.req.method;
      try {
        response.headers.set('x-request-id', requestId);
      } catch {
        // A response with immutable headers keeps them.
      }
      write?.({ requestId, method, route, status: response.status, durationMs });
      metrics?.observeRequest(method, route, response.status, durationMs / 1000);
    },
  };
}
