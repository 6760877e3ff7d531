/**
 * The account rules the site and the server both check, and the messages they show
 * (admin.md sections 5, 8 and 9). Written once here so the Login and password modals give
 * instant feedback with exactly the words the server would answer.
 */

/** The shortest password accepted (the terms and the change-password rules). */
export const PASSWORD_MIN_LENGTH = 8;

/** The longest password accepted: a bound on hashing work per request, far above any real password. */
export const PASSWORD_MAX_LENGTH = 1024;

/** Login messages, word for word from the spec; `invalid` is the one answer for any bad credentials. */
export const LOGIN_MESSAGES = {
  missing: 'Please enter both username/email and password',
  invalid: 'Invalid username/email or password',
  failed: 'Login failed',
  badResponse: 'Invalid response format',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** Answers of the role checks on the server (and the client's message when no token is stored). */
export const AUTH_MESSAGES = {
  required: 'Authentication required',
  admin: 'Admin access required',
} as const;

/** The change-password rules' messages, word for word, and the outcome messages. */
export const PASSWORD_MESSAGES = {
  required: 'All fields are required',
  tooShort: `New password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  tooLong: `New password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  mismatch: 'New passwords do not match',
  unchanged: 'New password must be different from current password',
  wrongCurrent: 'Current password is incorrect',
  updated: 'Password updated successfully!',
  failed: 'Failed to update password',
  network: 'Network error. Please try again.',
} as const;

/** The delete-account messages. */
export const DELETE_ACCOUNT_MESSAGES = {
  confirm: 'Please confirm that you want to delete your account.',
  noUser: 'No user found. Please try logging in again.',
  failed: 'Failed to delete account. Please try again.',
  done: 'Your account has been permanently deleted. You have been signed out.',
} as const;

/** The settings menu's texts for signed-in users. */
export const ACCOUNT_MENU_MESSAGES = {
  signOut: 'Are you sure you want to sign out?',
} as const;

/** What a password change needs; `confirmPassword` is optional for API clients that confirm on their side. */
export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword?: string | undefined;
}

/**
 * The first of the spec's four rules a password change breaks, as its message, or
 * undefined when the change may go ahead. Order matters: a person fixes the first message
 * first, so an empty field is reported before a short password.
 */
export function passwordChangeProblem(change: PasswordChange): string | undefined {
  const { currentPassword, newPassword, confirmPassword } = change;
  if (!currentPassword || !newPassword || confirmPassword === '') return PASSWORD_MESSAGES.required;
  if (newPassword.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (newPassword.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (confirmPassword !== undefined && newPassword !== confirmPassword) return PASSWORD_MESSAGES.mismatch;
  if (newPassword === currentPassword) return PASSWORD_MESSAGES.unchanged;
  return undefined;
}

/** A new password's problem (length only: there is no current password when an operator sets one). */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  return undefined;
}

/**
 * What an email address must look like: something@something.tld, no spaces. Deliberately
 * loose (RFC 5322 allows far more); the mail server is the real judge.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest email address (RFC 5321's path limit, and the contact form's limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Usernames: 3 to 32 letters, digits, '.', '_' or '-'. Never an '@', so an identifier
 * at login is an email exactly when it contains one.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;

/** The problem with a username, or undefined. */
export function usernameProblem(username: string): string | undefined {
  if (!USERNAME_PATTERN.test(username)) {
    return `username "${username}" must be 3 to 32 letters, digits, '.', '_' or '-'`;
  }
  return undefined;
}

/** The problem with an email address, or undefined. */
export function emailProblem(email: string): string | undefined {
  if (email.length > EMAIL_MAX_LENGTH) return `email must be at most ${EMAIL_MAX_LENGTH} characters`;
  if (!EMAIL_PATTERN.test(email)) return `email "${email}" does not look like an address (name@example.com)`;
  return undefined;
}

/** The name the top bar shows after 'Logged in as': the username or, when there is none, the email. */
export function displayName(user: { username?: string | null; email?: string | null }): string {
  return user.username || user.email || '';
}

/** Sign-up, verification and reset: what the Login modal and the link pages say. */
export const SIGNUP_MESSAGES = {
  /** The one answer to every accepted sign-up, whether or not the address already had an account. */
  sent: 'Check your email: we sent a link to confirm your address. It works for 24 hours.',
  missing: 'Please fill in username, email and password',
  mismatch: 'Passwords do not match',
  usernameTaken: 'That username is taken: please choose another',
} as const;

export const VERIFY_MESSAGES = {
  /** Login with the right password before the address is confirmed. */
  unverified: 'Please confirm your email address first: open the link we sent you.',
  /** The one answer to "send the link again", whatever the identifier. */
  resent: 'If that account is waiting for confirmation, a new link is on its way.',
  verified: 'Your email address is confirmed. You can log in now.',
  badLink: 'This link is invalid, has expired or was used already. Ask for a new one from the Login window.',
} as const;

export const RESET_MESSAGES = {
  /** The one answer to a reset request, whatever the identifier. */
  sent: 'If an account has that username or email, we sent it a link to choose a new password. It works for 1 hour.',
  done: 'Your password is changed and every session of the account has ended. You can log in now.',
  badLink: 'This link is invalid, has expired or was used already. Ask for a new one from the Login window.',
} as const;

/** How long a link lives, in seconds. */
export const LINK_LIFETIMES = { verifyEmail: 24 * 3600, resetPassword: 3600 } as const;

/** What a sign-up must fill in. */
export interface SignupFields {
  username: string;
  email: string;
  password: string;
  confirmPassword?: string | undefined;
}

/** The first problem of a sign-up form, as its message, or undefined. */
export function signupProblem(fields: SignupFields): string | undefined {
  const username = fields.username.trim();
  const email = fields.email.trim();
  if (!username || !email || !fields.password) return SIGNUP_MESSAGES.missing;
  const problem = usernameProblem(username) ?? emailProblem(email) ?? newPasswordProblem(fields.password);
  if (problem) return problem.charAt(0).toUpperCase() + problem.slice(1);
  if (fields.confirmPassword !== undefined && fields.confirmPassword !== fields.password)
    return SIGNUP_MESSAGES.mismatch;
  return undefined;
}
