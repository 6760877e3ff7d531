/**
 * The signed-in state of the page (admin.md sections 4, 7 and 8): the session token in
 * storage.ts under the auth-token key, the session user, and whether they are an admin.
 * Islands read it with useAuth(); the top bar's admin links show when `isAdmin` is true.
 *
 * The session is checked at start, every hour, and when the token changes in another
 * tab. A session is valid only with a user id; a check the server refuses clears the
 * token (a network failure keeps it, so going offline does not sign anyone out). The
 * admin check runs whenever there is a user id; its failure means not an admin.
 */
import { useSyncExternalStore } from 'react';
import type { PublicUser } from '../../api/accounts/user-schema.ts';
import {
  DELETE_ACCOUNT_MESSAGES,
  LOGIN_MESSAGES,
  PASSWORD_MESSAGES,
  passwordChangeProblem,
  type PasswordChange,
} from '../../core/accounts.ts';
import { HUMAN_CHECK_MESSAGES, isHumanCheckFailure } from '../../core/human-check.ts';
import { ApiError, request } from './api.ts';
import { humanCheckToken } from './human-check.ts';
import { AUTH_TOKEN_KEY, clearAuthToken, getAuthToken, onStorageChange, setAuthToken } from './storage.ts';

/** The spec's session re-check interval: one hour. */
export const SESSION_CHECK_MS = 3_600_000;

export interface AuthState {
  /** 'checking' until the first session check answers. */
  status: 'checking' | 'signed-out' | 'signed-in';
  user: PublicUser | undefined;
  /** From GET /api/users/admin-status; false until it answers, and on any failure. */
  isAdmin: boolean;
}

let state: AuthState = { status: 'checking', user: undefined, isAdmin: false };
const listeners = new Set<() => void>();

function setState(next: Partial<AuthState>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

/** The current state (for code outside React). */
export function authState(): AuthState {
  return state;
}

/** Calls `listener` whenever the auth state changes; answers the function that stops it. */
export function onAuthChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The auth state in a component; re-renders when it changes. */
export function useAuth(): AuthState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}

function signedOut(): void {
  setState({ status: 'signed-out', user: undefined, isAdmin: false });
}

/** Asks whether the user is an admin; any failure means not. */
async function checkAdmin(token: string): Promise<void> {
  try {
    const answer = await request<{ isAdmin?: unknown }>('GET', '/users/admin-status', undefined, { token });
    if (getAuthToken() === token) setState({ isAdmin: answer.isAdmin === true });
  } catch {
    if (getAuthToken() === token) setState({ isAdmin: false });
  }
}

/** Checks the stored token with the server and updates the state. */
export async function refreshSession(): Promise<void> {
  const token = getAuthToken();
  if (!token) {
    signedOut();
    return;
  }
  try {
    const answer = await request<{ session?: { user?: PublicUser } }>('GET', '/session', undefined, { token });
    const user = answer.session?.user;
    if (getAuthToken() !== token) return; // the token changed while we asked
    if (!user?.id) {
      clearAuthToken();
      signedOut();
      return;
    }
    setState({ status: 'signed-in', user });
    await checkAdmin(token);
  } catch (e) {
    if (e instanceof ApiError && e.status === 0) {
      // Offline: keep the token and what we knew.
      if (state.status === 'checking') setState({ status: 'signed-out' });
      return;
    }
    if (getAuthToken() === token) clearAuthToken();
    signedOut();
  }
}

let watchers = 0;
let stopWatch: (() => void) | undefined;

/**
 * Checks the session now, every hour and whenever the token changes in another tab,
 * until the returned function is called.
 */
export function watchSession(): () => void {
  watchers++;
  if (watchers === 1) {
    void refreshSession();
    const timer = setInterval(() => void refreshSession(), SESSION_CHECK_MS);
    const unlisten = onStorageChange(AUTH_TOKEN_KEY, () => void refreshSession());
    stopWatch = () => {
      clearInterval(timer);
      unlisten();
    };
  }
  return () => {
    watchers--;
    if (watchers === 0) stopWatch?.();
  };
}

/** A login with the right password whose address is not confirmed yet: the modal offers to send the link again. */
export class UnverifiedError extends Error {}

/** The message a person sees for a failed login, per the spec's rules. */
function loginFailure(e: unknown): string {
  const message = e instanceof Error ? e.message : '';
  if (/access denied/i.test(message)) return HUMAN_CHECK_MESSAGES.denied;
  if (isHumanCheckFailure(message)) return HUMAN_CHECK_MESSAGES.unavailable;
  if (e instanceof ApiError) {
    if (e.status === 0) return message || LOGIN_MESSAGES.unexpected;
    return message.startsWith('HTTP error!') ? LOGIN_MESSAGES.failed : message;
  }
  return message || LOGIN_MESSAGES.unexpected;
}

/**
 * Signs in: the human check, then POST /api/login. Resolves when signed in; rejects with
 * an Error whose message is what the Login modal shows.
 */
export async function login(identifier: string, password: string): Promise<void> {
  if (!identifier.trim() || !password) throw new Error(LOGIN_MESSAGES.missing);
  let answer: { success?: unknown; session?: { access_token?: unknown; user?: PublicUser } };
  try {
    const humanCheck = await humanCheckToken('login_form');
    answer = await request('POST', '/login', {
      identifier: identifier.trim(),
      password,
      ...(humanCheck ? { humanCheck } : {}),
    });
  } catch (e) {
    if (e instanceof ApiError && e.code === 'unverified') throw new UnverifiedError(e.message);
    throw new Error(loginFailure(e));
  }
  const token = answer?.session?.access_token;
  if (answer?.success !== true || typeof token !== 'string' || token === '')
    throw new Error(LOGIN_MESSAGES.badResponse);
  setAuthToken(token);
  const user = answer.session?.user;
  if (user?.id) setState({ status: 'signed-in', user, isAdmin: false });
  await refreshSession();
}

/** Signs out: tells the server (best effort) and forgets the token. */
export async function logout(): Promise<void> {
  const token = getAuthToken();
  clearAuthToken();
  signedOut();
  if (token) {
    try {
      await request('POST', '/logout', undefined, { token });
    } catch {
      // The token is gone here; the server's copy expires on its own.
    }
  }
}

/**
 * Changes the password after the spec's four rules; resolves with the success message,
 * rejects with the message to show.
 */
export async function changePassword(change: PasswordChange & { confirmPassword: string }): Promise<string> {
  const problem = passwordChangeProblem(change);
  if (problem) throw new Error(problem);
  const token = getAuthToken();
  if (!token) throw new Error(PASSWORD_MESSAGES.failed);
  try {
    await request('POST', '/change-password', change, { token });
    return PASSWORD_MESSAGES.updated;
  } catch (e) {
    if (e instanceof ApiError && e.status === 0) throw new Error(PASSWORD_MESSAGES.network);
    const message =
      e instanceof ApiError && !e.message.startsWith('HTTP error!') ? e.message : PASSWORD_MESSAGES.failed;
    throw new Error(message);
  }
}

/**
 * Deletes the signed-in account, then signs out. Rejects with the message to show:
 * 'No user found. Please try logging in again.' without a session, else the server's
 * error or 'Failed to delete account. Please try again.'.
 */
export async function deleteAccount(): Promise<void> {
  const token = getAuthToken();
  if (!token || !state.user?.id) throw new Error(DELETE_ACCOUNT_MESSAGES.noUser);
  try {
    await request('DELETE', '/users/account', undefined, { token });
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      clearAuthToken();
      signedOut();
      throw new Error(DELETE_ACCOUNT_MESSAGES.noUser);
    }
    throw new Error(
      e instanceof ApiError && e.status !== 0 && !e.message.startsWith('HTTP error!')
        ? e.message
        : DELETE_ACCOUNT_MESSAGES.failed,
    );
  }
  clearAuthToken();
  signedOut();
}
