/**
 * Which human check runs, as createApp's `humanCheck` option and from the environment:
 * - HUMAN_CHECK=off: no check (local development and tests only);
 * - RECAPTCHA_SECRET_KEY + RECAPTCHA_SITE_KEY set: Google reCAPTCHA v3;
 * - otherwise ALTCHA proof of work, signed with HUMAN_CHECK_HMAC_KEY or a key kept in
 *   <dataDir>/human-check.key.
 * HUMAN_CHECK=altcha or =recaptcha picks one explicitly.
 */
import { z } from 'zod';

/** The human check of an app. */
export type HumanCheckOptions =
  | { provider: 'off' }
  | {
      provider: 'altcha';
      /** The signing key; default the data directory's key file. */
      hmacKey?: string;
      /** Leading zero hex digits a solution needs. Default 4. */
      difficulty?: number;
      /** Seconds a challenge stays valid. Default 600. */
      maxAgeSeconds?: number;
    }
  | {
      provider: 'recaptcha';
      secretKey: string;
      siteKey: string;
      /** The HTTP client used to reach Google (tests inject one). */
      fetch?: typeof fetch;
    };

/** The default: ALTCHA with the data directory's key. */
export const DEFAULT_HUMAN_CHECK: HumanCheckOptions = { provider: 'altcha' };

/** The environment variables of the human check; all optional. */
export const HumanCheckEnvSchema = z.object({
  /** off, altcha or recaptcha. Default recaptcha when its keys are set, else altcha. */
  HUMAN_CHECK: z
    .enum(['off', 'altcha', 'recaptcha'], { error: 'HUMAN_CHECK must be off, altcha or recaptcha' })
    .optional(),
  /** The ALTCHA signing key; give every API instance the same one. At least 32 characters. */
  HUMAN_CHECK_HMAC_KEY: z
    .string()
    .min(32, 'HUMAN_CHECK_HMAC_KEY must be at least 32 characters (try: openssl rand -hex 32)')
    .optional(),
  /** Google reCAPTCHA v3 secret key. */
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  /** Google reCAPTCHA v3 site key, which the page loads reCAPTCHA with. */
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
});

/** The human check the environment asks for; throws with the variable to fix. */
export function humanCheckFromEnv(env: z.output<typeof HumanCheckEnvSchema>): HumanCheckOptions {
  const choice = env.HUMAN_CHECK ?? (env.RECAPTCHA_SECRET_KEY ? 'recaptcha' : 'altcha');
  if (choice === 'off') return { provider: 'off' };
  if (choice === 'recaptcha') {
    if (!env.RECAPTCHA_SECRET_KEY || !env.RECAPTCHA_SITE_KEY) {
      throw new Error(
        'RECAPTCHA_SECRET_KEY and RECAPTCHA_SITE_KEY must both be set for the reCAPTCHA human check (or ' +
          'unset both to use ALTCHA)',
      );
    }
    return { provider: 'recaptcha', secretKey: env.RECAPTCHA_SECRET_KEY, siteKey: env.RECAPTCHA_SITE_KEY };
  }
  return env.HUMAN_CHECK_HMAC_KEY ? { provider: 'altcha', hmacKey: env.HUMAN_CHECK_HMAC_KEY } : { provider: 'altcha' };
}
