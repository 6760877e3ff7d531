/**
 * Google reCAPTCHA v3 behind the provider interface, used when RECAPTCHA_SECRET_KEY is
 * set. The browser runs grecaptcha.execute(siteKey, { action }) and sends the token; the
 * server asks Google's siteverify endpoint for the score. Google unreachable, an error
 * status or a rejected secret is an `error` (the check could not run), while a token
 * Google does not accept, or one made for another action, scores 0.
 */
import { HUMAN_CHECK_ACTIONS, HUMAN_CHECK_MESSAGES } from '../../core/human-check.ts';
import type { HumanCheckProvider } from './provider.ts';

/** Google's verification endpoint. */
export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface RecaptchaSettings {
  /** The secret key (server side). */
  secretKey: string;
  /** The site key (the page loads reCAPTCHA with it). */
  siteKey: string;
  /** The HTTP client; tests inject one, since Google cannot be reached from them. */
  fetch?: typeof fetch;
  /** Give up on Google after this long. Default 5000 ms. */
  timeoutMs?: number;
}

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

/** Error codes that mean our configuration is wrong, not the visitor. */
const CONFIG_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret']);

const looksLikeIp = (ip: string) => /^[0-9a-fA-F:.]+$/.test(ip) && ip.length <= 45;

export function createRecaptchaProvider(settings: RecaptchaSettings): HumanCheckProvider {
  const fetchImpl = settings.fetch ?? fetch;
  const unavailable = { score: 0, error: HUMAN_CHECK_MESSAGES.serviceUnavailable };
  return {
    name: 'recaptcha',
    challenge: async () => ({ provider: 'recaptcha', siteKey: settings.siteKey }),
    async verify(token, ip, action) {
      if (!token) return { score: 0 };
      const form = new URLSearchParams({ secret: settings.secretKey, response: token });
      if (looksLikeIp(ip)) form.set('remoteip', ip);
      let answer: SiteverifyAnswer;
      try {
        const res = await fetchImpl(SITEVERIFY_URL, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(settings.timeoutMs ?? 5000),
        });
        if (!res.ok) return unavailable;
        answer = (await res.json()) as SiteverifyAnswer;
      } catch {
        return unavailable;
      }
      if (answer.success !== true) {
        return (answer['error-codes'] ?? []).some((c) => CONFIG_ERRORS.has(c)) ? unavailable : { score: 0 };
      }
      const madeFor = answer.action;
      if (
        madeFor !== undefined &&
        (action ? madeFor !== action : !(HUMAN_CHECK_ACTIONS as readonly string[]).includes(madeFor))
      )
        return { score: 0 };
      // The spec: a missing score counts as 0.
      return { score: typeof answer.score === 'number' ? answer.score : 0 };
    },
  };
}
