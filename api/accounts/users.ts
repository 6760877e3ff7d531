/**
 * The user store over <dataDir>/users.json, used by the API and by `platter users`.
 * Usernames and emails are unique case-insensitively; passwords are hashed before the
 * file lock is taken, so a slow hash never holds up the other process.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { emailProblem, newPasswordProblem, usernameProblem } from '../../core/accounts.ts';
import { hashPassword } from './passwords.ts';
import { openRecordFile, type RecordFile } from './record-file.ts';
import { UsersFileSchema, type UserRecord, type UsersFile } from './user-schema.ts';

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
}

export interface UserStore {
  readonly file: RecordFile<UsersFile>;
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
  /** Removes the account; answers the removed record. */
  remove(id: string): Promise<UserRecord>;
}

const key = (s: string) => s.trim().toLowerCase();

function mustFind(data: UsersFile, id: string): UserRecord {
  const user = data.users.find((u) => u.id === id);
  if (!user) throw new AccountError('not-found', `no user with id ${id}`);
  return user;
}

/** The user store of a data directory. */
export function createUserStore(dataDir: string): UserStore {
  const file = openRecordFile(join(dataDir, USERS_FILE), { schema: UsersFileSchema, defaults: () => ({ version: 1 as const, users: [] }), mode: 0o600 });

  async function byIdentifier(identifier: string): Promise<UserRecord | undefined> {
    const wanted = key(identifier);
    if (wanted === '') return undefined;
    const { users } = await file.read();
    return users.find((u) => key(u.username) === wanted || key(u.email) === wanted);
  }

  return {
    file,
    async list() {
      return (await file.read()).users;
    },
    async byId(id) {
      return (await file.read()).users.find((u) => u.id === id);
    },
    byIdentifier,
    async find(ref) {
      const { users } = await file.read();
      return users.find((u) => u.id === ref.trim()) ?? (await byIdentifier(ref));
    },
    async add(input, now) {
      const username = input.username.trim();
      const email = input.email.trim();
      const problem = usernameProblem(username) ?? emailProblem(email) ?? newPasswordProblem(input.password);
      if (problem) throw new AccountError('invalid', problem);
      const password_hash = await hashPassword(input.password);
      return file.update((data) => {
        if (data.users.some((u) => key(u.username) === key(username))) throw new AccountError('conflict', `username "${username}" is taken`);
        if (data.users.some((u) => key(u.email) === key(email))) throw new AccountError('conflict', `email ${email} already has an account`);
        const user: UserRecord = {
          id: randomUUID(),
          username,
          email,
          password_hash,
          is_admin: input.isAdmin ?? false,
          created_at: now.toISOString(),
          last_login_at: null,
          session_epoch: 0,
        };
        data.users.push(user);
        return user;
      });
    },
    async setPassword(id, password) {
      const problem = newPasswordProblem(password);
      if (problem) throw new AccountError('invalid', problem);
      const password_hash = await hashPassword(password);
      return file.update((data) => {
        const user = mustFind(data, id);
        user.password_hash = password_hash;
        user.session_epoch += 1;
        return user;
      });
    },
    setAdmin(id, isAdmin) {
      return file.update((data) => {
        const user = mustFind(data, id);
        user.is_admin = isAdmin;
        return user;
      });
    },
    async recordLogin(id, now) {
      await file.update((data) => {
        const user = data.users.find((u) => u.id === id);
        if (user) user.last_login_at = now.toISOString();
      });
    },
    remove(id) {
      return file.update((data) => {
        const user = mustFind(data, id);
        data.users = data.users.filter((u) => u.id !== id);
        return user;
      });
    },
  };
}
