/**
 * The human check's provider interface: every provider turns a proof from the browser
 * into a score from 0 (a bot) to 1 (a person), which the routes compare with the spec's
 * threshold of 0.5. A provider that cannot judge (its service is down or misconfigured)
 * says so in `error`, which the routes answer with the spec's "Security verification is
 * currently unavailable" message instead of blaming the person.
 */
import type { HumanCheckAction, HumanCheckChallenge } from '../../core/human-check.ts';

/** A provider's verdict on one proof. */
export interface HumanCheckResult {
  /** 0 to 1; missing, forged, expired or reused proofs score 0. */
  score: number;
  /** Set when the check itself failed, so the score means nothing. */
  error?: string;
}

export interface HumanCheckProvider {
  /** 'altcha' (default, self-hosted proof of work), 'recaptcha' (Google reCAPTCHA v3) or 'off'. */
  readonly name: HumanCheckChallenge['provider'];
  /** What the site needs to make a proof (GET /api/human-check/challenge). */
  challenge(): Promise<HumanCheckChallenge>;
  /**
   * Judges a proof. `ip` is the client's address (reCAPTCHA may use it); `action` the
   * form it was made for, which a provider that knows actions checks.
   */
  verify(token: string, ip: string, action?: HumanCheckAction): Promise<HumanCheckResult>;
}

/** The provider used when HUMAN_CHECK=off: everyone passes. For local development and tests only. */
export const offProvider: HumanCheckProvider = {
  name: 'off',
  challenge: async () => ({ provider: 'off' }),
  verify: async () => ({ score: 1 }),
};
