/**
 * The account calls of players without a session: sign up, send the confirmation link
 * again, confirm an address, ask for a password reset and set the new password. Each
 * resolves with the message to show and rejects with an Error whose message is the one to
 * show (the server's, or a network message).
 */
import { PASSWORD_MESSAGES, signupProblem, SIGNUP_MESSAGES, type SignupFields } from '../../core/accounts.ts';
import { HUMAN_CHECK_MESSAGES, isHumanCheckFailure } from '../../core/human-check.ts';
import { ApiError, request } from './api.ts';
import { humanCheckToken } from './human-check.ts';

function failure(e: unknown, fallback: string): Error {
  if (e instanceof ApiError) {
    if (e.status === 0) return new Error(PASSWORD_MESSAGES.network);
    if (/access denied/i.test(e.message)) return new Error(HUMAN_CHECK_MESSAGES.denied);
    if (isHumanCheckFailure(e.message)) return new Error(HUMAN_CHECK_MESSAGES.unavailable);
    return new Error(e.message.startsWith('HTTP error!') ? fallback : e.message);
  }
  return new Error(e instanceof Error && e.message ? e.message : fallback);
}

async function call(path: string, body: unknown, fallback: string): Promise<string> {
  try {
    const answer = await request<{ message?: string }>('POST', path, body);
    return answer?.message ?? '';
  } catch (e) {
    throw failure(e, fallback);
  }
}

/** Makes an account (checked here first with the server's rules). */
export async function signUp(fields: SignupFields): Promise<string> {
  const problem = signupProblem(fields);
  if (problem) throw new Error(problem);
  let humanCheck: string | undefined;
  try {
    humanCheck = await humanCheckToken('signup_form');
  } catch (e) {
    throw failure(e, SIGNUP_MESSAGES.missing);
  }
  return call(
    '/signup',
    {
      username: fields.username.trim(),
      email: fields.email.trim(),
      password: fields.password,
      confirmPassword: fields.confirmPassword,
      ...(humanCheck ? { humanCheck } : {}),
    },
    'Sign-up failed',
  );
}

export const resendVerification = (identifier: string) =>
  call('/resend-verification', { identifier: identifier.trim() }, 'Could not send the link');
export const verifyEmail = (token: string) => call('/verify-email', { token }, 'Could not confirm the address');
export const requestPasswordReset = (identifier: string) =>
  call('/password-reset', { identifier: identifier.trim() }, 'Could not send the link');
export const confirmPasswordReset = (token: string, newPassword: string, confirmPassword: string) =>
  call('/password-reset/confirm', { token, newPassword, confirmPassword }, PASSWORD_MESSAGES.failed);
