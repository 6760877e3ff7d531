/**
 * `platter users`: accounts are created, made admin and removed here, on the server's
 * data directory, never through the web app (admin.md: admin rights are granted outside
 * the application). Writes take the users file's lock, so this is safe while the server
 * runs; the server notices the change on its next request.
 *
 * The first admin of a fresh install:
 *   npx platter users add admin --email you@example.com --admin
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import type { Command } from 'commander';
import { emailProblem, newPasswordProblem, usernameProblem } from '../../core/accounts.ts';
import { createContactStore } from '../../api/accounts/contact-messages.ts';
import { deleteAccount } from '../../api/accounts/deletion.ts';
import { FileLockTimeoutError } from '../../api/stores/file-lock.ts';
import { openRecordStore } from '../../api/stores/open-records.ts';
import type { RecordStore } from '../../api/stores/records.ts';
import type { UserRecord } from '../../api/accounts/user-schema.ts';
import { AccountError, createUserStore, USERS_FILE, type UserStore } from '../../api/accounts/users.ts';
import { CliError } from '../_errors.ts';
import { formatTable, plural, printJson } from '../_output.ts';

/** The environment variable that names the data directory (as for `npm start`). */
export const DATA_DIR_ENV = 'DATA_DIR';

interface PasswordOptions {
  password?: string;
  passwordStdin?: boolean;
}

/** The data directory: --data, else DATA_DIR, else ./data. */
function dataDirOf(cmd: Command): string {
  const { data } = cmd.optsWithGlobals<{ data?: string }>();
  return resolve(data ?? process.env[DATA_DIR_ENV] ?? 'data');
}

/**
 * The records of the data directory: PostgreSQL when DATABASE_URL is set (the same
 * database the API instances use), else the lowdb files under the data directory.
 */
function recordsOf(cmd: Command): RecordStore {
  return openRecordStore({ dataDir: dataDirOf(cmd), databaseUrl: process.env.DATABASE_URL || undefined });
}

/** Runs a store operation, turning its refusals into one-line CLI errors. */
async function guarded<R>(task: () => Promise<R>): Promise<R> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof AccountError || error instanceof FileLockTimeoutError) throw new CliError(error.message);
    if (error instanceof Error && /is not a valid Platter file/.test(error.message)) throw new CliError(error.message);
    throw error;
  }
}

async function mustFind(users: UserStore, ref: string): Promise<UserRecord> {
  const user = await users.find(ref);
  if (!user) throw new CliError(`no user "${ref}" (by id, username or email); list them with \`platter users list\``);
  return user;
}

/** Typed ahead of a prompt: what came after the line a previous prompt took. */
let typedAhead = '';

/**
 * Reads a line from the terminal without echoing it. Input typed before the prompt (or
 * two lines in one read) is kept for the next prompt.
 */
function readHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolvePassword, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      const chars = [...chunk];
      for (let i = 0; i < chars.length; i++) {
        const ch = chars[i]!;
        if (ch === '\r' || ch === '\n') {
          typedAhead = chars.slice(i + 1).join('');
          finish();
          resolvePassword(value);
          return;
        }
        if (ch === '\u0003' || ch === '\u0004') {
          finish();
          reject(new CliError('cancelled: nothing was changed', { exitCode: 130 }));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value += ch;
      }
    };
    process.stderr.write(prompt);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.on('data', onData);
    if (typedAhead) {
      const ahead = typedAhead;
      typedAhead = '';
      onData(ahead);
      if (stdin.listenerCount('data') === 0) return;
    }
    stdin.resume();
  });
}

/** The new password: --password, --password-stdin, or asked twice on a terminal. Checked against the rules. */
async function newPassword(opts: PasswordOptions): Promise<string> {
  let password: string;
  if (opts.password !== undefined && opts.passwordStdin)
    throw new CliError('give --password or --password-stdin, not both');
  if (opts.password !== undefined) {
    password = opts.password;
  } else if (opts.passwordStdin) {
    password = readFileSync(0, 'utf8').replace(/\r?\n$/, '');
  } else if (process.stdin.isTTY) {
    password = await readHidden('Password: ');
    const problem = newPasswordProblem(password);
    if (problem) throw new CliError(`${problem}; nothing was changed`);
    if ((await readHidden('Repeat password: ')) !== password)
      throw new CliError('the passwords do not match; nothing was changed');
  } else {
    throw new CliError(
      'no password given: run this in a terminal to be asked for one, or pipe it in with --password-stdin',
    );
  }
  const problem = newPasswordProblem(password);
  if (problem) throw new CliError(`${problem}; nothing was changed`);
  return password;
}

/** Asks a yes/no question on the terminal; false unless the answer starts with y. */
async function confirm(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y/i.test((await rl.question(`${question} [y/N] `)).trim());
  } finally {
    rl.close();
  }
}

const passwordOptions = (cmd: Command) =>
  cmd
    .option(
      '--password <password>',
      'the password (visible in your shell history: prefer the prompt or --password-stdin)',
    )
    .option('--password-stdin', 'read the password from standard input');

export function defineUsersCommand(program: Command): Command {
  const users = program
    .command('users')
    .description('create accounts, grant and revoke admin rights, set passwords, remove accounts')
    .option('--data <dir>', `the server's data directory (default: $${DATA_DIR_ENV} or ./data)`)
    .addHelpText(
      'after',
      `
Accounts live in <data>/${USERS_FILE}. These commands are safe while the server runs.
A user is named by id, username or email.

Examples:
  $ platter users add admin --email you@example.com --admin
  $ platter users list
  $ platter users grant-admin ann@example.com
  $ echo "$NEW_PASSWORD" | platter users set-password ann --password-stdin`,
    );

  passwordOptions(
    users
      .command('add')
      .description('create an account (asks for the password on a terminal)')
      .argument('<username>', "3 to 32 letters, digits, '.', '_' or '-'")
      .requiredOption('--email <address>', 'the email address (unique)')
      .option('--admin', 'make the account an admin'),
  )
    .addHelpText(
      'after',
      `
Examples:
  $ platter users add admin --email you@example.com --admin
  $ printf '%s' "$PASSWORD" | platter users add ann --email ann@example.com --password-stdin`,
    )
    .action(async (username: string, opts: PasswordOptions & { email: string; admin?: boolean }, cmd: Command) => {
      const store = createUserStore(recordsOf(cmd));
      // Refuse a bad or taken name before anyone types a password.
      const problem = usernameProblem(username.trim()) ?? emailProblem(opts.email.trim());
      if (problem) throw new CliError(`${problem}; nothing was changed`);
      for (const taken of [username, opts.email]) {
        const existing = await guarded(() => store.byIdentifier(taken));
        if (existing)
          throw new CliError(
            `"${taken}" already belongs to the account ${existing.username} (${existing.email}); nothing was changed`,
          );
      }
      const password = await newPassword(opts);
      const user = await guarded(() =>
        store.add({ username, email: opts.email, password, isAdmin: opts.admin ?? false }, new Date()),
      );
      console.log(`Created ${user.is_admin ? 'admin' : 'user'} ${user.username} (${user.email}), id ${user.id}`);
      console.log('They sign in on the site with the username or the email address.');
    });

  users
    .command('list')
    .description('list the accounts')
    .option('--json', 'print [{ id, username, email, is_admin, created_at, last_login_at, email_verified_at }] as JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ platter users list
  $ platter users list --json --data /srv/platter/data`,
    )
    .action(async (opts: { json?: boolean }, cmd: Command) => {
      const list = await guarded(() => createUserStore(recordsOf(cmd)).list());
      if (opts.json) {
        printJson(list.map(({ password_hash: _hash, session_epoch: _epoch, ...shown }) => shown));
        return;
      }
      if (list.length === 0) {
        console.log(
          'No accounts yet. Create the first admin with: platter users add admin --email you@example.com --admin',
        );
        return;
      }
      console.log(
        formatTable(
          ['USERNAME', 'EMAIL', 'ADMIN', 'CREATED', 'LAST LOGIN', 'ID'],
          list.map((u) => [
            u.username,
            u.email,
            u.is_admin ? 'yes' : 'no',
            u.created_at.slice(0, 10),
            u.last_login_at?.slice(0, 16).replace('T', ' ') ?? 'never',
            u.id,
          ]),
        ),
      );
      console.log(`\n${plural(list.length, 'account')}, ${plural(list.filter((u) => u.is_admin).length, 'admin')}`);
    });

  for (const [name, isAdmin] of [
    ['grant-admin', true],
    ['revoke-admin', false],
  ] as const) {
    users
      .command(name)
      .description(isAdmin ? 'make an account an admin' : 'take admin rights away from an account')
      .argument('<user>', 'id, username or email')
      .addHelpText(
        'after',
        `
Examples:
  $ platter users ${name} ann
  $ platter users ${name} ann@example.com`,
      )
      .action(async (ref: string, _opts: unknown, cmd: Command) => {
        const store = createUserStore(recordsOf(cmd));
        const user = await guarded(() => mustFind(store, ref));
        if (user.is_admin === isAdmin) {
          console.log(`${user.username} ${isAdmin ? 'is already an admin' : 'is not an admin'}; nothing changed`);
          return;
        }
        await guarded(() => store.setAdmin(user.id, isAdmin));
        console.log(isAdmin ? `${user.username} is now an admin` : `${user.username} is no longer an admin`);
      });
  }

  passwordOptions(
    users
      .command('set-password')
      .description('set a new password (asks for it on a terminal); ends all of the account’s sessions')
      .argument('<user>', 'id, username or email'),
  )
    .addHelpText(
      'after',
      `
Examples:
  $ platter users set-password ann
  $ printf '%s' "$NEW_PASSWORD" | platter users set-password ann@example.com --password-stdin`,
    )
    .action(async (ref: string, opts: PasswordOptions, cmd: Command) => {
      const store = createUserStore(recordsOf(cmd));
      const user = await guarded(() => mustFind(store, ref));
      const password = await newPassword(opts);
      await guarded(() => store.setPassword(user.id, password));
      console.log(`Set a new password for ${user.username}; every session of the account has ended.`);
    });

  users
    .command('rm')
    .description('delete an account: its contact messages are anonymised and its sessions end')
    .argument('<user>', 'id, username or email')
    .option('--yes', 'do not ask for confirmation')
    .addHelpText(
      'after',
      `
Examples:
  $ platter users rm ann
  $ platter users rm ann@example.com --yes`,
    )
    .action(async (ref: string, opts: { yes?: boolean }, cmd: Command) => {
      const dataDir = dataDirOf(cmd);
      const records = recordsOf(cmd);
      const store = createUserStore(records);
      const user = await guarded(() => mustFind(store, ref));
      if (!opts.yes) {
        if (!process.stdin.isTTY) throw new CliError(`not deleting ${user.username} without confirmation: pass --yes`);
        if (!(await confirm(`Delete ${user.username} (${user.email}) for good?`))) {
          console.log('Nothing was deleted.');
          return;
        }
      }
      const before = (await createContactStore(records).list()).filter((m) => m.anonymised).length;
      await guarded(() => deleteAccount(store, user, records, dataDir));
      const anonymised = (await createContactStore(records).list()).filter((m) => m.anonymised).length - before;
      console.log(
        `Deleted ${user.username} (${user.email}); ${plural(anonymised, 'contact message')} anonymised; ` +
          'every session of the account has ended.',
      );
    });

  return users;
}
