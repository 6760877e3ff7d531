/**
 * The human check in the browser, run just before a login or contact request: it asks
 * the server which check is on, makes the proof, and answers it for the request's
 * `humanCheck` field (undefined when the check is off). With ALTCHA (the default) the
 * proof is a solved proof-of-work challenge, worked out here with altcha-lib's solver and
 * the browser's WebCrypto (it yields to the page while it works; well under a second);
 * with reCAPTCHA v3 it is Google's token for the action. The server checks either, so
 * skipping this in a script gains nothing.
 *
 * Any failure to make a proof is an ApiError whose message is the spec's 'Security
 * verification is currently unavailable. Please try again later.', which the forms show.
 */
import { HUMAN_CHECK_MESSAGES, type HumanCheckAction, type HumanCheckChallenge } from '../../core/human-check.ts';
import { ApiError, request } from './api.ts';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** Give up on a proof after this long: a person should not wait more. */
const SOLVE_TIMEOUT_MS = 30_000;

const unavailable = () => new ApiError(HUMAN_CHECK_MESSAGES.unavailable, 0);

let recaptchaLoading: Promise<Grecaptcha> | undefined;

/** Loads Google's script once per page, for the site key the server named. */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  recaptchaLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const g = window.grecaptcha;
      if (!g) reject(new Error(HUMAN_CHECK_MESSAGES.notInitialized));
      else g.ready(() => resolve(g));
    };
    script.onerror = () => reject(new Error(HUMAN_CHECK_MESSAGES.notInitialized));
    document.head.append(script);
  }).catch((e: unknown) => {
    recaptchaLoading = undefined;
    throw e;
  });
  return recaptchaLoading;
}

async function altchaProof(
  challenge: Extract<HumanCheckChallenge, { provider: 'altcha' }>['challenge'],
): Promise<string> {
  // Loaded only when a form is sent, so pages never carry the solver.
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw unavailable();
  return btoa(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }));
}

/** The proof for one request, or undefined when the server has the check off. */
export async function humanCheckToken(action: HumanCheckAction): Promise<string | undefined> {
  let answer: HumanCheckChallenge;
  try {
    // A fresh challenge per request (the query defeats the client's request merging: a challenge is single-use).
    answer = await request<HumanCheckChallenge>(
      'GET',
      `/human-check/challenge?n=${Math.random().toString(36).slice(2)}`,
    );
  } catch (e) {
    console.error('Human check: could not get a challenge:', e);
    throw unavailable();
  }
  try {
    if (answer.provider === 'off') return undefined;
    if (answer.provider === 'altcha') return await altchaProof(answer.challenge);
    if (answer.provider === 'recaptcha') {
      const g = await loadRecaptcha(answer.siteKey);
      const token = await g.execute(answer.siteKey, { action });
      if (!token) throw new Error(HUMAN_CHECK_MESSAGES.tokenFailed);
      return token;
    }
  } catch (e) {
    console.error('Human check failed:', e);
    throw unavailable();
  }
  throw unavailable();
}
