/**
 * A store that cannot be reached (PostgreSQL stopped, Redis gone, a connection refused or
 * cut) is an outage, not a bug: the request that needed it answers 503 "temporarily
 * unavailable" with Retry-After, instead of a generic 500, and works again as soon as the
 * store is back (the drivers reconnect by themselves). Told apart from other errors by the
 * codes the drivers and Node give, anywhere along the error's causes.
 */

/** What a request that needed an unreachable store answers, with 503. */
export const STORE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable: it cannot reach its data store. Try again in a moment.';

/** Seconds a client is asked to wait before trying again. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** Node's codes for a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** postgres.js's codes for a connection it lost or could not make. */
const POSTGRES_CLIENT_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/**
 * PostgreSQL's SQLSTATEs of a server going away: class 08 (connection exception), and
 * 57P01-57P03 (shut down by an admin, crashed, not accepting connections yet).
 */
const isPostgresOutageState = (code: string) => /^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code);

/** Whether one error (not its causes) says a store could not be reached. */
function isOutageError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CLIENT_CODES.has(code))) return true;
  if (typeof code === 'string' && isPostgresOutageState(code)) return true;
  // ioredis: a command given up after its reconnection attempts, or sent on a closed connection.
  if (name === 'MaxRetriesPerRequestError') return true;
  if (typeof message === 'string' && /^Connection is closed\.?$/.test(message)) return true;
  if (error instanceof StoreUnreachableError) return true;
  // Several connection attempts that all failed (Node's happy eyeballs).
  if (error instanceof AggregateError) return error.errors.some(isOutageError);
  return false;
}

/** A store answered nothing in time (health's pings), or said it cannot be used. */
export class StoreUnreachableError extends Error {}

/** Whether `error`, or any error it was caused by, says that a store could not be reached. */
export function isStoreOutage(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e = error; e !== undefined && e !== null && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if (isOutageError(e)) return true;
  }
  return false;
}
