/**
 * Sessions: a random 256-bit bearer token for the browser; only its SHA-256 is stored,
 * so a copy of the data directory holds no usable token. A session lives 30 days (the
 * privacy policy's "admin token 30 days") and dies on logout, on a password change, when
 * its account is deleted, and when its account signs in a 21st time (SESSIONS_PER_USER). Its lifetime is kept in
 * the value and checked on read,
 * because unstorage's fs and memory drivers ignore `ttl`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { storeKey, type KeyedStore } from '../stores/keyed-store.ts';

/** How long a session lives, in seconds. */
export const SESSION_TTL_SECONDS = 30 * 86_400;

/**
 * The most live sessions one account keeps (its phones, computers and browsers): a new
 * sign-in beyond it ends the oldest, so repeated sign-ins cannot fill the store.
 */
export const SESSIONS_PER_USER = 20;

/** What is stored per session, under the hash of its token. */
export interface SessionRecord {
  userId: string;
  /** The user's session_epoch when the session was made; a password change raises it. */
  epoch: number;
  /** Epoch ms the session ends. */
  expiresAt: number;
}

/** A live session found by its token. */
export interface Session extends SessionRecord {
  /** The stored key (hash of the token), to end or update this session. */
  id: string;
}

export interface SessionStore {
  /** Starts a session; answers the token (shown once, never stored) and its record. */
  create(userId: string, epoch: number): Promise<{ token: string; session: Session }>;
  /** The live session of a token, or undefined when unknown, malformed or expired. */
  lookup(token: string): Promise<Session | undefined>;
  /** Moves a session to a new epoch (the session that changed the password stays). */
  rebind(session: Session, epoch: number): Promise<void>;
  end(sessionId: string, userId: string): Promise<void>;
  /** Ends every session of a user except `keepId`; answers how many ended. */
  endAllFor(userId: string, keepId?: string): Promise<number>;
}

/** A token: 32 random bytes in base64url, 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** When a session of a user marker ends: the marker's own note, or 0 for an older marker (1). */
const endOf = (marker: number | { expiresAt: number } | undefined): number =>
  typeof marker === 'object' && marker !== null ? marker.expiresAt : 0;

/** The session store over the API's persistent keyed store; `now` is the clock seam in ms. */
export function createSessionStore(store: KeyedStore, now: () => number): SessionStore {
  const sessionKey = (id: string) => storeKey('session', id);
  // One marker per session under its user, so all of a user's sessions can be found.
  const userPrefix = (userId: string) => storeKey('session-user', userId);
  const userKey = (userId: string, id: string) => storeKey('session-user', userId, id);

  async function end(id: string, userId: string): Promise<void> {
    await Promise.all([store.delete(sessionKey(id)), store.delete(userKey(userId, id))]);
  }

  return {
    create(userId, epoch) {
      // One sign-in of an account at a time in this process, so the count below holds.
      return store.exclusive(userPrefix(userId), async () => {
        const token = randomBytes(32).toString('base64url');
        const id = hashToken(token);
        const record: SessionRecord = { userId, epoch, expiresAt: now() + SESSION_TTL_SECONDS * 1000 };
        // The oldest sessions beyond the bound end first (a marker of 1, from before the
        // markers kept their end, counts as the oldest).
        const held = await store.keys(userPrefix(userId));
        if (held.length >= SESSIONS_PER_USER) {
          const ends = await Promise.all(held.map((k) => store.get<number | { expiresAt: number }>(k)));
          const oldest = held
            .map((key, i) => ({ id: key.slice(userPrefix(userId).length + 1), end: endOf(ends[i]) }))
            .sort((a, b) => a.end - b.end)
            .slice(0, held.length - SESSIONS_PER_USER + 1);
          await Promise.all(oldest.map((s) => end(s.id, userId)));
        }
        await store.set(sessionKey(id), record, { ttlSeconds: SESSION_TTL_SECONDS });
        await store.set(userKey(userId, id), { expiresAt: record.expiresAt }, { ttlSeconds: SESSION_TTL_SECONDS });
        return { token, session: { id, ...record } };
      });
    },
    async lookup(token) {
      if (!TOKEN_PATTERN.test(token)) return undefined;
      const id = hashToken(token);
      const record = await store.get<SessionRecord>(sessionKey(id));
      if (!record) return undefined;
      if (record.expiresAt <= now()) {
        await end(id, record.userId);
        return undefined;
      }
      return { id, ...record };
    },
    async rebind(session, epoch) {
      const record: SessionRecord = { userId: session.userId, epoch, expiresAt: session.expiresAt };
      const ttlSeconds = Math.max(1, Math.ceil((session.expiresAt - now()) / 1000));
      await store.set(sessionKey(session.id), record, { ttlSeconds });
    },
    end,
    async endAllFor(userId, keepId) {
      const keys = await store.keys(userPrefix(userId));
      const ids = keys.map((k) => k.slice(userPrefix(userId).length + 1)).filter((id) => id !== keepId);
      await Promise.all(ids.map((id) => end(id, userId)));
      return ids.length;
    },
  };
}
