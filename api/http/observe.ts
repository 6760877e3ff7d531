/**
 * The app's fetch handler, observed, when something listens: each request gets an id
 * (X-Request-Id, also on the answer), and its answer is logged as one JSON line
 * (api/http/request-log.ts) and counted in the metrics (api/metrics.ts) under its route
 * pattern. A wrapper around the handler rather than h3's onResponse hook, which would cost
 * every request two more promise hops: h3 leaves the matched route on the request's
 * context, where it is read after the answer.
 */
import type { Metrics } from '../metrics.ts';
import { createRequestLogger, type RequestLogDestination, requestIdOf, routeLabel } from './request-log.ts';

type Fetch = (request: Request) => Response | Promise<Response>;

/** What h3 leaves on a request it handled. */
interface HandledRequest {
  context?: { matchedRoute?: { route?: string } };
}

/** `fetch`, logging and counting each answer; `fetch` itself when neither a log nor metrics listen. */
export function observeRequests(
  fetch: Fetch,
  log: RequestLogDestination | false,
  metrics: Metrics | undefined,
): (request: Request) => Promise<Response> {
  if (log === false && !metrics) return async (request) => fetch(request);
  const write = log === false ? undefined : createRequestLogger(log);
  return async (request) => {
    const started = performance.now();
    const requestId = requestIdOf(request.headers.get('x-request-id'));
    const response = await fetch(request);
    const durationMs = performance.now() - started;
    const pattern = (request as HandledRequest).context?.matchedRoute?.route;
    // The path is needed only to tell an unknown /api path from the site's files.
    const route =
      pattern !== undefined && pattern !== '/**' ? pattern : routeLabel(pattern, new URL(request.url).pathname);
    try {
      response.headers.set('x-request-id', requestId);
    } catch {
      // A response with immutable headers keeps them.
    }
    write?.({ requestId, method: request.method, route, status: response.status, durationMs });
    metrics?.observeRequest(request.method, route, response.status, durationMs / 1000);
    return response;
  };
}
