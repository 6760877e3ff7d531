/**
 * The login limiter, per client IP and per account: the first failures cost nothing,
 * then each further failure doubles the wait before the next try (1 s, 2 s, 4 s ... at
 * most 60 s), and the 10th failure locks logins for 15 minutes; after a lock, each further
 * failure locks again. A record is forgotten 30 minutes after its last failure; a
 * successful login clears the account's record (not the IP's, or one valid account would
 * reset an attacker's count between guesses).
 *
 * The account key is the account's id when the identifier names one and the folded
 * identifier otherwise, so an unknown username is slowed and locked exactly like a known
 * one: the limiter's answers never tell whether a user exists.
 */
import { tooManyRequests } from '../http/errors.ts';
import { storeKey, type KeyedStore } from '../stores/keyed-store.ts';

/** The limiter's constants. */
export const LOGIN_LIMITS = {
  /** Failures before any wait is imposed. */
  freeFailures: 3,
  /** The longest wait between tries, in seconds. */
  maxDelaySeconds: 60,
  /** The failure that locks logins. */
  lockAfter: 10,
  /** How long a lock lasts, in seconds (15 minutes). */
  lockSeconds: 900,
  /** A record is forgotten this long after its last failure, in seconds (30 minutes). */
  forgetSeconds: 1800,
} as const;

interface Failures {
  /** Failures so far. */
  n: number;
  /** Epoch ms of the last failure. */
  last: number;
  /** Epoch ms the lock ends, once locked. */
  lockedUntil?: number;
}

/** Seconds to wait after `n` failures before the next try is accepted. */
export function delayAfter(n: number): number {
  if (n < LOGIN_LIMITS.freeFailures) return 0;
  return Math.min(LOGIN_LIMITS.maxDelaySeconds, 2 ** (n - LOGIN_LIMITS.freeFailures));
}

export interface LoginLimiter {
  /** Throws a 429 with Retry-After while any of `keys` is locked or still waiting. */
  check(keys: readonly string[], nowMs: number): Promise<void>;
  /** Counts a failure against every key. */
  fail(keys: readonly string[], nowMs: number): Promise<void>;
  /** Forgets a key's failures (the account's, after a successful login). */
  clear(key: string): Promise<void>;
}

/** The limiter's key for a client IP. */
export const ipKey = (ip: string) => storeKey('login', 'ip', ip);
/** The limiter's key for an account (its id) or, when none matches, the identifier as typed. */
export const accountKey = (idOrIdentifier: string) => storeKey('login', 'account', idOrIdentifier.trim().toLowerCase());

export function createLoginLimiter(store: KeyedStore): LoginLimiter {
  return {
    async check(keys, nowMs) {
      let waitMs = 0;
      let locked = false;
      for (const key of keys) {
        const f = await store.get<Failures>(key);
        if (!f) continue;
        if (f.lockedUntil !== undefined && f.lockedUntil > nowMs) {
          locked = true;
          waitMs = Math.max(waitMs, f.lockedUntil - nowMs);
        } else {
          waitMs = Math.max(waitMs, f.last + delayAfter(f.n) * 1000 - nowMs);
        }
      }
      if (waitMs <= 0) return;
      const seconds = Math.ceil(waitMs / 1000);
      throw tooManyRequests(
        locked
          ? `Too many failed login attempts. Login is locked for ${Math.ceil(seconds / 60)} more minute${seconds > 60 ? 's' : ''}; please try again later.`
          : `Too many failed login attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} before trying again.`,
        seconds,
      );
    },
    async fail(keys, nowMs) {
      for (const key of keys) {
        await store.update<Failures>(
          key,
          (f) => {
            const n = (f?.n ?? 0) + 1;
            const next: Failures = { n, last: nowMs };
            if (n >= LOGIN_LIMITS.lockAfter) next.lockedUntil = f?.lockedUntil && f.lockedUntil > nowMs ? f.lockedUntil : nowMs + LOGIN_LIMITS.lockSeconds * 1000;
            return next;
          },
          { ttlSeconds: LOGIN_LIMITS.forgetSeconds },
        );
      }
    },
    async clear(key) {
      await store.delete(key);
    },
  };
}
