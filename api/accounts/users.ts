/**
 * The user store, used by the API and by `platter users`: the records store's users
 * collection (<dataDir>/users.json, or PostgreSQL).
 * Usernames and emails are unique case-insensitively; passwords are hashed before the
 * file lock is taken, so a slow hash never holds up the other process.
 */
import { randomUUID } from 'node:crypto';
import { emailProblem, newPasswordProblem, usernameProblem } from '../../core/accounts.ts';
import { hashPassword } from './passwords.ts';
import { recordsFrom } from '../stores/open-records.ts';
import { DuplicateRecordError, type RecordStore } from '../stores/records.ts';
import { UserRecordSchema, type UserRecord } from './user-schema.ts';

/** The users file's name inside the data directory. */
export const USERS_FILE = 'users.json';

/** Why a user change was refused; `kind` picks the HTTP status or exit message. */
export class AccountError extends Error {
  readonly kind: 'invalid' | 'conflict' | 'not-found';
  constructor(kind: AccountError['kind'], message: string) {
    super(message);
    this.kind = kind;
  }
}

/** A new account's details. */
export interface NewUser {
  username: string;
  email: string;
  password: string;
  isAdmin?: boolean;
  /** False for a sign-up, whose address is verified by the link mailed to it. Default true (made by the operator). */
  verified?: boolean;
}

export interface UserStore {
  list(): Promise<UserRecord[]>;
  byId(id: string): Promise<UserRecord | undefined>;
  /** The account whose username or email is `identifier` (case and surrounding spaces ignored). */
  byIdentifier(identifier: string): Promise<UserRecord | undefined>;
  /** By id, username or email: how an operator names an account on the command line. */
  find(ref: string): Promise<UserRecord | undefined>;
  add(user: NewUser, now: Date): Promise<UserRecord>;
  /** Sets a new password and raises the session epoch, which ends every session of the account. */
  setPassword(id: string, password: string): Promise<UserRecord>;
  setAdmin(id: string, isAdmin: boolean): Promise<UserRecord>;
  recordLogin(id: string, now: Date): Promise<void>;
  /** Changes other fields of one account (verification, for instance); answers it. */
  change(id: string, edit: (user: UserRecord) => void): Promise<UserRecord>;
  /** Removes the account; answers the removed record. */
  remove(id: string): Promise<UserRecord>;
}

/** The users collection: one record per account; username and email unique, ignoring case. */
export const USERS = {
  name: 'users',
  file: USERS_FILE,
  schema: UserRecordSchema,
  unique: ['username', 'email'],
} as const;

/** The user store of a records store (or of a data directory's lowdb files). */
export function createUserStore(source: string | RecordStore): UserStore {
  const users = recordsFrom(source).collection(USERS);

  async function byIdentifier(identifier: string): Promise<UserRecord | undefined> {
    if (identifier.trim() === '') return undefined;
    return (await users.findBy('username', identifier)) ?? (await users.findBy('email', identifier));
  }
  async function mustChange(id: string, edit: (user: UserRecord) => void): Promise<UserRecord> {
    const user = await users.update(id, edit);
    if (!user) throw new AccountError('not-found', `no user with id ${id}`);
    return user;
  }

  return {
    list: () => users.list(),
    byId: (id) => users.get(id),
    byIdentifier,
    async find(ref) {
      return (await users.get(ref.trim())) ?? (await byIdentifier(ref));
    },
    async add(input, now) {
      const username = input.username.trim();
      const email = input.email.trim();
      const problem = usernameProblem(username) ?? emailProblem(email) ?? newPasswordProblem(input.password);
      if (problem) throw new AccountError('invalid', problem);
      const password_hash = await hashPassword(input.password);
      try {
        return await users.insert(() => ({
          id: randomUUID(),
          username,
          email,
          password_hash,
          is_admin: input.isAdmin ?? false,
          created_at: now.toISOString(),
          last_login_at: null,
          session_epoch: 0,
          email_verified_at: input.verified === false ? null : now.toISOString(),
        }));
      } catch (error) {
        if (error instanceof DuplicateRecordError && error.field === 'username')
          throw new AccountError('conflict', `username "${username}" is taken`);
        if (error instanceof DuplicateRecordError && error.field === 'email')
          throw new AccountError('conflict', `email ${email} already has an account`);
        throw error;
      }
    },
    async setPassword(id, password) {
      const problem = newPasswordProblem(password);
      if (problem) throw new AccountError('invalid', problem);
      const password_hash = await hashPassword(password);
      return mustChange(id, (user) => {
        user.password_hash = password_hash;
        user.session_epoch += 1;
      });
    },
    setAdmin(id, isAdmin) {
      return mustChange(id, (user) => {
        user.is_admin = isAdmin;
      });
    },
    async recordLogin(id, now) {
      await users.update(id, (user) => {
        user.last_login_at = now.toISOString();
      });
    },
    change: mustChange,
    async remove(id) {
      const user = await users.remove(id);
      if (!user) throw new AccountError('not-found', `no user with id ${id}`);
      return user;
    },
  };
}
