/**
 * The login limiter, per client IP and per account: the first failures cost nothing,
 * then each further failure doubles the wait before the next try (1 s, 2 s, 4 s ... at
 * most 60 s), and the 10th failure locks logins for 15 minutes; after a lock, each further
 * failure locks again. A record is forgotten 30 minutes after its last failure; a
 * successful login clears the account's record (not the IP's, or one valid account would
 * reset an attacker's count between guesses).
 *
 * An attempt is claimed (counted as a failure) before the password is checked and given
 * back on success, so a burst of parallel attempts cannot all pass a check made before
 * any of them failed. The account key is the identifier as typed (folded), never the
 * account it names, so an unknown username is slowed and locked exactly like a known one,
 * and the answer before the password check never tells whether a user exists.
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
  /**
   * Claims one attempt on every key before the password is checked, in one step per key
   * that no parallel request (in this process, or in another instance on Redis) can split:
   * the claim counts as a failure until refund() gives it back. Throws a 429 with
   * Retry-After, claiming nothing, while any key is locked or still waiting, so at most
   * the allowed number of attempts ever reaches the password check.
   */
  claim(keys: readonly string[], nowMs: number): Promise<void>;
  /** Gives back one claimed attempt on each key (a success, or a request refused before the check). */
  refund(keys: readonly string[]): Promise<void>;
  /** Forgets a key's failures (the account's, after a successful login). */
  clear(key: string): Promise<void>;
}

/** The limiter's key for a client IP. */
export const ipKey = (ip: string) => storeKey('login', 'ip', ip);
/**
 * The limiter's key for what was typed as the identifier (case and spaces folded), or for
 * an account's id where the caller is already signed in. Never the account a typed name
 * resolves to: the answer before the password check must not depend on whether it exists.
 */
export const accountKey = (idOrIdentifier: string) => storeKey('login', 'account', idOrIdentifier.trim().toLowerCase());

/** Milliseconds until `f` accepts another try, and whether that is a lock. */
function waitOf(f: Failures | undefined, nowMs: number): { waitMs: number; locked: boolean } {
  if (!f) return { waitMs: 0, locked: false };
  if (f.lockedUntil !== undefined && f.lockedUntil > nowMs) return { waitMs: f.lockedUntil - nowMs, locked: true };
  return { waitMs: f.last + delayAfter(f.n) * 1000 - nowMs, locked: false };
}

function refusal(waitMs: number, locked: boolean) {
  const seconds = Math.ceil(waitMs / 1000);
  const minutes = Math.ceil(seconds / 60);
  return tooManyRequests(
    locked
      ? `Too many failed login attempts. Login is locked for ${minutes} more minute${seconds > 60 ? 's' : ''}; ` +
          'please try again later.'
      : `Too many failed login attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} before trying again.`,
    seconds,
  );
}

export function createLoginLimiter(store: KeyedStore): LoginLimiter {
  const refund = async (keys: readonly string[]) => {
    for (const key of keys) {
      await store.update<Failures>(
        key,
        (f) => {
          if (!f) return undefined;
          const n = Math.max(0, f.n - 1);
          return n === 0 && f.lockedUntil === undefined ? undefined : { ...f, n };
        },
        { ttlSeconds: LOGIN_LIMITS.forgetSeconds },
      );
    }
  };
  return {
    async claim(keys, nowMs) {
      const claimed: string[] = [];
      for (const key of keys) {
        // update() may run the change again when another instance wrote first: the
        // verdict is that of the run that was written.
        let verdict = { waitMs: 0, locked: false };
        await store.update<Failures>(
          key,
          (f) => {
            verdict = waitOf(f, nowMs);
            if (verdict.waitMs > 0) return f;
            const n = (f?.n ?? 0) + 1;
            const next: Failures = { n, last: nowMs };
            if (n >= LOGIN_LIMITS.lockAfter)
              next.lockedUntil =
                f?.lockedUntil && f.lockedUntil > nowMs ? f.lockedUntil : nowMs + LOGIN_LIMITS.lockSeconds * 1000;
            return next;
          },
          { ttlSeconds: LOGIN_LIMITS.forgetSeconds },
        );
        if (verdict.waitMs > 0) {
          await refund(claimed);
          throw refusal(verdict.waitMs, verdict.locked);
        }
        claimed.push(key);
      }
    },
    refund,
    async clear(key) {
      await store.delete(key);
    },
  };
}
