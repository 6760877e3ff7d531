/**
 * The request log: one JSON line per request, written by pino, with what an operator
 * searches by and nothing a player typed: the time, the request id (the proxy's
 * X-Request-Id when it is a plain token, else a new one), the method, the route pattern
 * (`/api/public/daily-challenge/:date`, never the path or the query, where an e-mail
 * address or a reset token could be), the status and the duration. No header, body,
 * address or query is ever logged.
 *
 *   {"level":"info","time":"2026-03-10T15:00:00.123Z","request_id":"0f6c…","method":"GET",
 *    "route":"/api/public/daily-challenge/today","status":200,"duration_ms":1.42,"msg":"request"}
 */
import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream } from 'pino';

/** What one line says. */
export interface RequestRecord {
  requestId: string;
  method: string;
  /** The matched route's pattern (see routeLabel). */
  route: string;
  status: number;
  durationMs: number;
}

/** Writes one request's line. */
export type RequestLogger = (record: RequestRecord) => void;

/** Where the lines go: standard output, or a stream (tests). */
export type RequestLogDestination = true | { write(line: string): unknown };

/** A request logger writing to `destination`. */
export function createRequestLogger(destination: RequestLogDestination): RequestLogger {
  const logger = pino(
    {
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination === true ? pino.destination({ dest: 1, sync: true }) : (destination as DestinationStream),
  );
  return (r) => {
    const line = {
      request_id: r.requestId,
      method: r.method,
      route: r.route,
      status: r.status,
      duration_ms: Math.round(r.durationMs * 100) / 100,
    };
    if (r.status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  };
}

/** What a request id may be when it comes from the proxy: a plain token (nginx's $request_id is 32 hex digits). */
const PLAIN_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The request's id: the proxy's X-Request-Id when it is a plain token, else a new UUID. */
export function requestIdOf(header: string | null): string {
  return header !== null && PLAIN_ID.test(header) ? header : randomUUID();
}

/**
 * The route pattern a request matched, as logs and metrics name it: the h3 pattern of an
 * API route, `static` for the built site's files, `unmatched` for an /api path no route
 * has. A bounded set, whatever paths clients send.
 */
export function routeLabel(pattern: string | undefined, path: string): string {
  const api = path === '/api' || path.startsWith('/api/');
  if (pattern === undefined || (api && pattern === '/**')) return 'unmatched';
  if (pattern === '/**') return 'static';
  return pattern;
}
