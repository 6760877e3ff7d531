/**
 * Errors as the API answers them: JSON `{ "error": "..." }` with the right status. Route
 * code throws HTTPError through these helpers; the pipeline turns anything thrown into
 * that shape, hiding the details of unexpected errors.
 */
import { HTTPError } from 'h3';
import { isStoreOutage, STORE_RETRY_AFTER_SECONDS, STORE_UNAVAILABLE_MESSAGE } from '../stores/outage.ts';
import { DEFAULT_LOCALE, type Locale } from '../../core/locales.ts';
import { localizeError } from './locale.ts';
import { JsonReply } from './reply.ts';

/** 400: the request names a bad field; the message says which and why. */
export function badRequest(message: string): HTTPError {
  return new HTTPError({ status: 400, message });
}

/** 403: the request is understood but refused (a future day's challenge). */
export function forbidden(message: string): HTTPError {
  return new HTTPError({ status: 403, message });
}

/** 404: no such food, date or route. */
export function notFound(message: string): HTTPError {
  return new HTTPError({ status: 404, message });
}

/** 429 with Retry-After. */
export function tooManyRequests(message: string, retryAfterSeconds: number): HTTPError {
  return new HTTPError({ status: 429, message, headers: { 'retry-after': String(retryAfterSeconds) } });
}

/** Statuses whose h3 message is generic; the API gives its own. */
const MESSAGES: Record<number, string> = { 405: 'Method not allowed' };
const TOO_LARGE = 'Request body too large';

/**
 * Any thrown value as an error answer. HTTPErrors keep their status, message and headers;
 * the message in the player's language where the catalogue has it (api/http/locale.ts);
 * a store that cannot be reached is a 503 "temporarily unavailable" with Retry-After
 * (api/stores/outage.ts); anything else becomes a 500. The details go to the log, not to
 * the client.
 */
export function errorReply(error: unknown, log: (e: unknown) => void, locale: Locale = DEFAULT_LOCALE): JsonReply {
  if (HTTPError.isError(error) && !error.unhandled) {
    const headers: Record<string, string> = {};
    error.headers?.forEach((value, key) => {
      headers[key] = value;
    });
    let message = error.message || MESSAGES[error.status] || 'Request failed';
    // h3's own 413 (assertBodySize, in-process requests) says it differently.
    if (error.status === 413 && !message.startsWith(TOO_LARGE)) {
      message = `${TOO_LARGE}: ${message.replace(/^Request body size exceeds/, 'the body exceeds')}`;
    }
    // A machine-readable reason beside the sentence, where a route gives one (`data: { code }`),
    // and what a client needs to act on it (`data: { details }`: the warnings to confirm ...).
    // In the player's language where the catalogue has the message (api/http/locale.ts).
    message = localizeError(message, locale);
    const data = error.data as { code?: unknown; details?: unknown } | undefined;
    const code = data?.code;
    const details =
      typeof code === 'string' && typeof data?.details === 'object' && data.details !== null ? data.details : {};
    return new JsonReply(typeof code === 'string' ? { error: message, code, ...details } : { error: message }, {
      status: error.status,
      cache: 'no-store',
      headers,
    });
  }
  log(error);
  // A store that went away is an outage the client can wait out, not a bug.
  if (isStoreOutage(error))
    return new JsonReply(
      { error: localizeError(STORE_UNAVAILABLE_MESSAGE, locale) },
      { status: 503, cache: 'no-store', headers: { 'retry-after': String(STORE_RETRY_AFTER_SECONDS) } },
    );
  return new JsonReply({ error: 'Internal server error' }, { status: 500, cache: 'no-store' });
}
