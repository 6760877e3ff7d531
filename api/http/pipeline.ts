/**
 * The one middleware every /api request passes: CORS, the rate limit, errors as JSON,
 * and the finishing of every answer (Cache-Control, ETag and 304, compression). Route
 * handlers only return values or JsonReply objects and throw HTTPError.
 */
import { FastResponse } from 'srvx';
import type { H3Event, Middleware, RouteOptions } from 'h3';
import type { AppContext } from '../context.ts';
import { cacheControl, type CachePolicy } from './cache-control.ts';
import { corsHeaders, preflight } from './cors.ts';
import { API_CSP, SECURITY_HEADERS } from './security-headers.ts';
import { errorReply, notFound } from './errors.ts';
import { requestLocale } from './locale.ts';
import type { RateBucket } from './rate-limit.ts';
import { chooseEncoding, COMPRESS_MIN_BYTES, JsonReply } from './reply.ts';

/** What a route declares about itself: how its answers may be cached and which rate limit it counts against. */
export interface RouteMeta {
  cache: CachePolicy;
  bucket: RateBucket;
}

/** Route options carrying RouteMeta, for app.get/app.post. */
export function routeMeta(cache: CachePolicy, bucket: RateBucket): RouteOptions {
  return { meta: { cache, bucket } satisfies RouteMeta };
}

/** The client's IP: the first X-Forwarded-For entry when the proxy is trusted, else the socket's. */
export function clientIp(event: H3Event, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = event.req.headers.get('x-forwarded-for');
    const first = forwarded?.split(',')[0]?.trim();
    if (first) return first;
  }
  return event.req.ip ?? 'local';
}

/** True when If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Response headers as name-value pairs, which srvx reads without making a Headers object.
 * The lists built once are shared by every answer: never changed once built.
 */
type HeaderList = [string, string][];

/** What every JSON answer of the API carries besides its Cache-Control. */
const JSON_HEADERS: HeaderList = [
  ['content-type', 'application/json; charset=utf-8'],
  ['vary', 'Accept-Encoding, Origin'],
  ...Object.entries(SECURITY_HEADERS),
  ['content-security-policy', API_CSP],
];

/**
 * The whole header list of a policy whose Cache-Control never changes, built once: most
 * answers (a search, a score, an error) add nothing to it, and are sent with it as it is.
 */
const FIXED_HEADERS = new Map<CachePolicy, HeaderList>(
  (['no-store', 'hours', 'day', 'minute'] as const).map((policy) => [
    policy,
    [['cache-control', cacheControl(policy, () => 0)], ...JSON_HEADERS],
  ]),
);

/** Turns a JsonReply into the HTTP response for this request. */
export function toHttpResponse(
  event: H3Event,
  ctx: AppContext,
  reply: JsonReply,
  meta: RouteMeta | undefined,
  allowedOrigin: string | undefined,
): Response {
  const req = event.req;
  const method = req.method;
  const policy: CachePolicy = reply.status >= 400 ? 'no-store' : (reply.cache ?? meta?.cache ?? 'no-store');
  const validated = (method === 'GET' || method === 'HEAD') && reply.status === 200 && policy !== 'no-store';
  const encoding = reply.size >= COMPRESS_MIN_BYTES ? chooseEncoding(req.headers.get('accept-encoding')) : undefined;
  let headers = FIXED_HEADERS.get(policy);
  if (!headers || allowedOrigin || reply.headers || validated || encoding) {
    // Headers of this answer only, in a list of its own; a reply's own headers win over the others.
    const list: HeaderList = [
      ['cache-control', headers ? headers[0]![1] : cacheControl(policy, ctx.secondsUntilReset)],
      ...JSON_HEADERS,
    ];
    if (allowedOrigin) list.push(...Object.entries(corsHeaders(allowedOrigin)));
    if (reply.headers) list.push(...Object.entries(reply.headers));
    if (validated) {
      const etag = reply.etag;
      list.push(['etag', etag]);
      if (etagMatches(req.headers.get('if-none-match'), etag)) {
        const unchanged = list.filter(([name]) => name !== 'content-type');
        return new FastResponse(null, { status: 304, headers: reply.headers ? lastOfEach(unchanged) : unchanged });
      }
    }
    if (encoding) list.push(['content-encoding', encoding]);
    headers = reply.headers ? lastOfEach(list) : list;
  }
  const body = encoding ? reply.encoded(encoding) : reply.body;
  return new FastResponse(method === 'HEAD' ? null : (body as BodyInit), {
    status: reply.status,
    headers,
  });
}

/** The list with each header once, with its last value. */
function lastOfEach(list: HeaderList): HeaderList {
  const last = new Map<string, string>();
  for (const [name, value] of list) last.set(name, value);
  return [...last];
}

/**
 * The middleware; it lets every path outside /api through untouched (the static site).
 * It stays synchronous while the rate limit and the handler are: an async middleware
 * costs every request a few microseconds of promise hops, a tenth of a cached answer.
 */
export function definePipeline(ctx: AppContext): Middleware {
  return (event, next) => {
    const path = event.url.pathname;
    if (path !== '/api' && !path.startsWith('/api/')) return next();
    const origin = event.req.headers.get('origin');
    const allowedOrigin = origin !== null && ctx.corsOrigins.has(origin) ? origin : undefined;

    if (event.req.method === 'OPTIONS') {
      const answer = preflight(origin, ctx.corsOrigins);
      return answer instanceof JsonReply
        ? toHttpResponse(event, ctx, answer, undefined, undefined)
        : withSecurityHeaders(answer);
    }

    const meta = event.context.matchedRoute?.meta as RouteMeta | undefined;
    const fail = (error: unknown) =>
      toHttpResponse(event, ctx, errorReply(error, ctx.logError, requestLocale(event)), meta, allowedOrigin);
    const finish = (value: unknown): Response => {
      if (value instanceof Response) return withSecurityHeaders(value);
      if (typeof value === 'symbol') return fail(notFound(`No API route ${event.req.method} ${path}`));
      return toHttpResponse(
        event,
        ctx,
        value instanceof JsonReply ? value : new JsonReply(value ?? null),
        meta,
        allowedOrigin,
      );
    };
    const run = (): Response | Promise<Response> => {
      const value = next();
      return isPromise(value) ? value.then(finish, fail) : finish(value);
    };
    try {
      const counted = ctx.rateLimiter?.hit(
        meta?.bucket ?? 'read',
        clientIp(event, ctx.options.trustProxy),
        ctx.now().getTime(),
      );
      return counted ? counted.then(run).catch(fail) : run();
    } catch (error) {
      return fail(error);
    }
  };
}

/** A response a route built itself (an image, a redirect) with the security headers added. */
function withSecurityHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  if (!response.headers.has('content-security-policy')) response.headers.set('content-security-policy', API_CSP);
  return response;
}

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as Promise<unknown> | undefined)?.then === 'function';
}
