/**
 * The default human check: ALTCHA proof of work (altcha-lib), self-hosted, so a fresh
 * install needs no third-party account. The server hands out HMAC-signed challenges; the
 * browser searches for a counter whose SHA-256 starts with the challenge's zero prefix
 * (about 65,000 hashes at the default difficulty: well under a second for a person, a
 * real cost for a script sending thousands); the server checks the signature and the
 * solution, and accepts each challenge once, within its lifetime.
 *
 * The lifetime is kept in the signed challenge data and checked against the API's clock
 * seam (altcha's own expiresAt would be checked against the wall clock).
 */
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import { parseJsonText } from '../../core/nesting.ts';
import { storeKey, type KeyedStore } from '../stores/keyed-store.ts';
import type { HumanCheckProvider } from './provider.ts';

/** Tuning of the ALTCHA provider. */
export interface AltchaSettings {
  /** The HMAC key that signs challenges (api/human-check/hmac-key.ts). */
  hmacKey: string;
  /** Remembers used challenges until they expire: the persistent store, so a restart or another instance sharing it
   * refuses a replay.
   */
  store: KeyedStore;
  /** The clock seam, epoch ms. */
  now: () => number;
  /** Leading zero hex digits the solution's hash must have; each adds a factor 16. Default 4. */
  difficulty?: number;
  /** Seconds a challenge stays valid. Default 600. */
  maxAgeSeconds?: number;
}

/** Defaults of AltchaSettings. */
export const ALTCHA_DEFAULTS = { difficulty: 4, maxAgeSeconds: 600 } as const;

const ALGORITHM = 'SHA-256';

/** The proof the browser sends: the challenge as received and its solution, as JSON, base64-encoded. */
const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALGORITHM),
        nonce: z.string().max(128),
        salt: z.string().max(128),
        cost: z.number().int().min(1).max(16),
        keyLength: z.number().int().min(16).max(64),
        keyPrefix: z.string().max(64),
        data: z.object({ exp: z.number() }).loose(),
      })
      .loose(),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256) }).loose(),
});

/** Decodes a proof (base64 of JSON, or the JSON itself); undefined when it is not one. */
function decode(token: string): z.output<typeof PayloadSchema> | undefined {
  const text = token.trimStart().startsWith('{') ? token : Buffer.from(token, 'base64').toString('utf8');
  const json = parseJsonText(text);
  if (json === undefined) return undefined;
  const parsed = PayloadSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** Encodes a challenge and its solution the way the site sends them (tests and other clients). */
export function encodeAltchaProof(challenge: Challenge, solution: { counter: number; derivedKey: string }): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export function createAltchaProvider(settings: AltchaSettings): HumanCheckProvider {
  const difficulty = settings.difficulty ?? ALTCHA_DEFAULTS.difficulty;
  const maxAge = settings.maxAgeSeconds ?? ALTCHA_DEFAULTS.maxAgeSeconds;
  return {
    name: 'altcha',
    async challenge() {
      const exp = Math.floor(settings.now() / 1000) + maxAge;
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        keyPrefix: '0'.repeat(difficulty),
        deriveKey,
        hmacSignatureSecret: settings.hmacKey,
        data: { exp },
      });
      return { provider: 'altcha', challenge };
    },
    async verify(token) {
      const payload = decode(token);
      if (!payload) return { score: 0 };
      const nowSeconds = settings.now() / 1000;
      const exp = payload.challenge.parameters.data.exp;
      if (exp < nowSeconds || exp > nowSeconds + maxAge + 60) return { score: 0 };
      const result = await verifySolution({
        challenge: payload.challenge as Challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: settings.hmacKey,
      });
      if (!result.verified) return { score: 0 };
      // Single use: the first verification claims the challenge until it expires.
      const usedKey = storeKey('human-check', 'used', payload.challenge.signature);
      // setIfAbsent is one step no other caller can split, on Redis across instances too.
      const fresh = await settings.store.setIfAbsent(usedKey, 1, {
        ttlSeconds: Math.max(1, Math.ceil(exp - nowSeconds) + 1),
      });
      return { score: fresh ? 1 : 0 };
    },
  };
}
