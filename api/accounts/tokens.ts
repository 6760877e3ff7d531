/**
 * The single-use links of accounts (confirm an address, reset a password): a random token
 * mailed to the person; the keyed store keeps only its SHA-256, with the link's lifetime,
 * so a copy of the store lets nobody use a link. Using a token claims it in one step no
 * other request (or instance, on Redis) can split, so a link works exactly once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { storeKey, type KeyedStore } from '../stores/keyed-store.ts';

/** The kinds of link. */
export type TokenKind = 'verify-email' | 'reset-password';

/** What a token stands for. */
export interface TokenPayload {
  userId: string;
  /** The address the link was sent to (a verification is for that address only). */
  email: string;
  /** Reset links: the account's session epoch when sent; a later password change voids them. */
  epoch?: number;
}

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface TokenStore {
  /** A new token for `payload`, valid for `ttlSeconds`. */
  issue(kind: TokenKind, payload: TokenPayload, ttlSeconds: number): Promise<string>;
  /** The payload of a live, unused token, which is used up by this call; undefined otherwise. */
  consume(kind: TokenKind, token: string): Promise<TokenPayload | undefined>;
}

export function createTokenStore(store: KeyedStore): TokenStore {
  return {
    async issue(kind, payload, ttlSeconds) {
      const token = randomBytes(32).toString('base64url');
      await store.set(storeKey('token', kind, digest(token)), payload, { ttlSeconds });
      return token;
    },
    async consume(kind, token) {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
      const key = storeKey('token', kind, digest(token));
      const payload = await store.get<TokenPayload>(key);
      if (!payload) return undefined;
      // Two uses at once: only the first claim wins.
      if (!(await store.setIfAbsent(storeKey('token-used', kind, digest(token)), 1, { ttlSeconds: 2 * 24 * 3600 })))
        return undefined;
      await store.delete(key);
      return payload;
    },
  };
}
