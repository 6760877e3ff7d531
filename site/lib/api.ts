/**
 * The browser's API client. Every call goes through request(): JSON in and out,
 * identical requests started within 500 ms share one network call, a failed answer
 * raises the server's `error` text or 'HTTP error! status: {code}', and cached GETs fall
 * back to their last stored value when the network is down (so a started game keeps
 * working offline).
 */
import { isLocale } from '../../core/locales.ts';
import { cacheGet, cacheSet } from './storage.ts';

/**
 * Where the API lives: /api on the page's own origin (the embedded server, or Vite's
 * proxy in dev), or under PUBLIC_API_ORIGIN when the site and the API are hosted apart.
 */
export function apiBase(): string {
  const origin = (import.meta.env?.PUBLIC_API_ORIGIN as string | undefined) ?? '';
  return `${origin.replace(/\/$/, '')}/api`;
}
/** Identical requests started within this window share one network call (player.md section 9). */
export const MERGE_WINDOW_MS = 500;

/** A failed API call: the server's message and the HTTP status (0 when the network failed). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's machine-readable reason, where it gives one ('unverified'). */
  readonly code: string | undefined;
  /** The whole error answer, for what comes with a code (the warnings to confirm, the played days ...). */
  readonly details: Readonly<Record<string, unknown>>;
  constructor(message: string, status: number, code?: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

interface InFlight {
  startedAt: number;
  promise: Promise<unknown>;
}
const inFlight = new Map<string, InFlight>();

async function send(method: string, path: string, body: unknown, token: string | undefined): Promise<unknown> {
  let res: Response;
  const headers: Record<string, string> =
    body === undefined
      ? { Accept: 'application/json' }
      : { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // The API answers its errors in the page's language (api/http/locale.ts).
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (isLocale(lang)) headers['Accept-Language'] = lang;
  try {
    res = await fetch(apiBase() + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    console.error(`Network error on ${method} ${apiBase()}${path}:`, e);
    throw new ApiError((e as Error).message || 'Network error', 0);
  }
  let payload: unknown;
  try {
    payload = res.status === 204 ? undefined : await res.json();
  } catch {
    payload = undefined;
  }
  if (!res.ok) {
    const { error: serverError, code } =
      typeof payload === 'object' && payload !== null ? (payload as { error?: unknown; code?: unknown }) : {};
    throw new ApiError(
      typeof serverError === 'string' && serverError ? serverError : `HTTP error! status: ${res.status}`,
      res.status,
      typeof code === 'string' ? code : undefined,
      // What comes with a code (the warnings to confirm, the played days): the whole answer.
      typeof code === 'string' && typeof payload === 'object' && payload !== null
        ? (payload as Record<string, unknown>)
        : {},
    );
  }
  return payload;
}

/** Drops the merged GETs, so the next read asks the server. */
function forgetReads(): void {
  for (const key of inFlight.keys()) if (key.startsWith('GET ')) inFlight.delete(key);
}

/**
 * One API call. A call identical to one started less than 500 ms ago (same method,
 * path, body and token) gets that call's answer instead of a second request, unless a
 * write came in between.
 * `opts.token` sends `Authorization: Bearer <token>` (site/lib/auth.ts).
 */
export function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  opts: { token?: string | undefined } = {},
): Promise<T> {
  const key = `${method} ${path} ${body === undefined ? '' : JSON.stringify(body)} ${opts.token ?? ''}`;
  const now = Date.now();
  const prior = inFlight.get(key);
  if (prior && now - prior.startedAt < MERGE_WINDOW_MS) return prior.promise as Promise<T>;
  const promise = send(method, path, body, opts.token);
  // A write makes every merged read stale: a GET after it must reach the server, both
  // when the write starts and when it ends (a GET started meanwhile saw the old data).
  if (method !== 'GET') {
    forgetReads();
    void promise.then(forgetReads, forgetReads);
  }
  const entry = { startedAt: now, promise };
  inFlight.set(key, entry);
  setTimeout(() => {
    if (inFlight.get(key) === entry) inFlight.delete(key);
  }, MERGE_WINDOW_MS);
  return promise as Promise<T>;
}

/**
 * A GET answered from the local cache while fresh, else from the network (then cached
 * for `ttlMs`); when the network fails, a stale cached answer is better than none.
 */
export async function cachedGet<T>(
  path: string,
  cacheName: string,
  ttlMs: number,
  opts: { fresh?: boolean } = {},
): Promise<T> {
  if (!opts.fresh) {
    const hit = cacheGet<T>(cacheName);
    if (hit !== undefined) return hit;
  }
  try {
    const value = await request<T>('GET', path);
    cacheSet(cacheName, value, ttlMs);
    return value;
  } catch (e) {
    const stale = cacheGet<T>(cacheName, { allowStale: true });
    if (stale !== undefined && (e as ApiError).status === 0) return stale;
    throw e;
  }
}

/** 'challenge_number' -> 'challengeNumber'. */
function camelKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/**
 * The one snake_case to camelCase conversion for API envelopes (affiliate products,
 * completion stats). Food records are not converted: core/ types them in their content
 * shape (snake_case, FoodRecord), which scoring and hints read directly.
 */
export function toCamelCase<T>(value: unknown): T {
  if (Array.isArray(value)) return value.map((v) => toCamelCase(v)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [camelKey(k), toCamelCase(v)])) as T;
  }
  return value as T;
}
