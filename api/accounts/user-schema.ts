/**
 * The users file, <dataDir>/users.json: one record per account. Field names are
 * snake_case as in the API's JSON.
 */
import { z } from 'zod';

/** One account. */
export const UserRecordSchema = z.object({
  /** A random UUID; never reused, so old references (submissions) never point at a new person. */
  id: z.string().min(1),
  /** Unique case-insensitively; letters, digits, '.', '_' or '-' (core/accounts.ts USERNAME_PATTERN). */
  username: z.string(),
  /** Unique case-insensitively; where the operator reaches the person. */
  email: z.string(),
  /** Argon2id in PHC format (api/accounts/passwords.ts); never the password itself. */
  password_hash: z.string(),
  /** Granted and revoked only by the operator (`platter users grant-admin`). Default false. */
  is_admin: z.boolean().default(false),
  /** ISO time the account was created. */
  created_at: z.string(),
  /** ISO time of the last successful login, null before the first. */
  last_login_at: z.string().nullable().default(null),
  /**
   * Raised on every password change: a session carries the epoch it was made in and dies
   * when they differ. This is how a password set with the CLI ends the server's sessions.
   */
  session_epoch: z.number().int().min(0).default(0),
});
export type UserRecord = z.output<typeof UserRecordSchema>;

/** The whole file. */
export const UsersFileSchema = z.object({
  /** Format version of this file. */
  version: z.literal(1).default(1),
  users: z.array(UserRecordSchema).default([]),
});
export type UsersFile = z.output<typeof UsersFileSchema>;

/** What the API tells a signed-in user about themselves (the spec's session user). */
export const PublicUserSchema = UserRecordSchema.pick({ id: true, username: true, email: true });
export type PublicUser = z.output<typeof PublicUserSchema>;

/** The session user of a record: no hash, no admin flag (the admin-status call answers that). */
export function toPublicUser(user: UserRecord): PublicUser {
  return { id: user.id, username: user.username, email: user.email };
}
