/**
 * The human check before login and the contact form (admin.md sections 5, 7, 8 and 9):
 * the score threshold, the messages, and what GET /api/human-check/challenge answers.
 * The server decides; the site only fetches a challenge, solves it and sends the proof.
 */
import type { Challenge } from 'altcha-lib';

/** Scores below this deny login and contact. */
export const HUMAN_CHECK_THRESHOLD = 0.5;

/** The actions a proof is made for, as reCAPTCHA v3 names them. */
export const HUMAN_CHECK_ACTIONS = ['login_form', 'contact_form', 'signup_form'] as const;
export type HumanCheckAction = (typeof HUMAN_CHECK_ACTIONS)[number];

/** The messages, word for word from the spec. */
export const HUMAN_CHECK_MESSAGES = {
  /** The score was below the threshold (or the proof was missing, forged, expired or used). */
  denied: 'Access denied. Please try again.',
  /** The check itself could not run (its service is down or misconfigured). */
  unavailable: 'Security verification is currently unavailable. Please try again later.',
  /** A reCAPTCHA verification call failed. */
  recaptchaUnavailable: 'reCAPTCHA service is currently unavailable. Please try again later.',
  /** A non-OK answer from the verify call. */
  serviceUnavailable: 'reCAPTCHA service unavailable',
  notInitialized: 'reCAPTCHA not initialized',
  tokenFailed: 'reCAPTCHA token generation failed',
} as const;

/**
 * What the site needs to produce a proof: an ALTCHA proof-of-work challenge, the
 * reCAPTCHA v3 site key, or nothing when the check is off (local development, tests).
 */
export type HumanCheckChallenge =
  | { provider: 'altcha'; challenge: Challenge }
  | { provider: 'recaptcha'; siteKey: string }
  | { provider: 'off' };

/**
 * True when an error text is about the human check rather than the credentials or the
 * message: the client shows the spec's 'Security verification ...' message for it.
 */
export function isHumanCheckFailure(message: string): boolean {
  return /security verification|recaptcha|human check/i.test(message);
}
