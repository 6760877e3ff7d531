/**
 * One account as the records store keeps it (<dataDir>/users.json, or PostgreSQL). Field names are
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
  /**
   * ISO time the address was confirmed through the mailed link; null until then (a
   * sign-up cannot log in before). Accounts made by the operator are verified at creation;
   * records older than this field count as verified.
   */
  email_verified_at: z
    .string()
    .nullable()
    .default(() => new Date(0).toISOString()),
});
export type UserRecord = z.output<typeof UserRecordSchema>;

/** What the API tells a signed-in user about themselves (the spec's session user). */
export const PublicUserSchema = UserRecordSchema.pick({ id: true, username: true, email: true });
export type PublicUser = z.output<typeof PublicUserSchema>;

/** The session user of a record: no hash, no admin flag (the admin-status call answers that). */
export function toPublicUser(user: UserRecord): PublicUser {
  return { id: user.id, username: user.username, email: user.email };
}
