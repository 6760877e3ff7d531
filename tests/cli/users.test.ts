/**
 * `platter users` as real child processes on a temporary data directory, the way an
 * operator runs it, including beside a running server (the same data directory).
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContactStore } from '../../api/accounts/contact-messages.ts';
import { verifyPassword } from '../../api/accounts/passwords.ts';
import { createUserStore } from '../../api/accounts/users.ts';
import { startAccountServer } from '../api/_accounts.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NODE = join(ROOT, 'node_modules/.bin/node');
const BIN = join(ROOT, 'cli/bin.mjs');

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'platter-users-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `platter users ...` with --data pointing at the test's data directory. */
function users(args: string[], opts: { input?: string; env?: Record<string, string>; data?: boolean } = {}): Run {
  const argv = [BIN, 'users', ...args, ...(opts.data === false ? [] : ['--data', dataDir])];
  const r = spawnSync(NODE, argv, {
    cwd: ROOT,
    input: opts.input ?? '',
    encoding: 'utf8',
    env: { ...process.env, ...opts.env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const add = (name: string, email: string, password = 'a good password', extra: string[] = []) =>
  users(['add', name, '--email', email, '--password-stdin', ...extra], { input: `${password}\n` });

const stored = () => createUserStore(dataDir).list();

describe('platter users add', () => {
  it('creates an account with an Argon2id hash in a file only its owner can read', async () => {
    const r = add('ann', 'ann@example.com');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Created user ann \(ann@example.com\), id [0-9a-f-]{36}\n/);
    const [ann] = await stored();
    expect(ann).toMatchObject({ username: 'ann', email: 'ann@example.com', is_admin: false, last_login_at: null });
    expect(await verifyPassword('a good password', ann!.password_hash)).toBe(true);
    expect(statSync(join(dataDir, 'users.json')).mode & 0o777).toBe(0o600);
  });

  it('makes an admin with --admin', async () => {
    expect(add('root', 'root@example.com', 'a good password', ['--admin']).stdout).toMatch(/^Created admin root/);
    expect((await stored())[0]?.is_admin).toBe(true);
  });

  it.each([
    [
      ['add', 'annie', '--email', 'ANN@example.com'],
      '"ANN@example.com" already belongs to the account ann (ann@example.com); nothing was changed',
    ],
    [
      ['add', 'ANN', '--email', 'other@example.com'],
      '"ANN" already belongs to the account ann (ann@example.com); nothing was changed',
    ],
    [
      ['add', 'a', '--email', 'a@example.com'],
      "username \"a\" must be 3 to 32 letters, digits, '.', '_' or '-'; nothing was changed",
    ],
    [['add', 'has space', '--email', 'a@example.com'], 'username "has space" must be 3 to 32 letters'],
    [['add', 'bob', '--email', 'not-an-address'], 'email "not-an-address" does not look like an address'],
  ])('refuses %j', async (args, message) => {
    add('ann', 'ann@example.com');
    const r = users([...args, '--password-stdin'], { input: 'a good password\n' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`platter: ${message}`);
    expect(await stored()).toHaveLength(1);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const r = add('ann', 'ann@example.com', 'short');
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('platter: Password must be at least 8 characters long; nothing was changed\n');
    expect(await stored()).toHaveLength(0);
  });

  it('asks for the password on a terminal and never takes it from a pipe without --password-stdin', () => {
    const r = users(['add', 'ann', '--email', 'ann@example.com'], { input: 'a good password\n' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      'no password given: run this in a terminal to be asked for one, or pipe it in with --password-stdin',
    );
  });

  // The documented first-admin command, typed at a real terminal (util-linux `script` gives it a pty).
  const hasScript = spawnSync('script', ['--version']).status === 0;
  it.skipIf(!hasScript)(
    'creates the first admin with the documented command, asking twice for the password',
    async () => {
      const command = `${NODE} ${BIN} users add admin --email you@example.com --admin --data ${dataDir}`;
      const r = spawnSync('script', ['-qec', command, '/dev/null'], {
        cwd: ROOT,
        input: 'first admin password\rfirst admin password\r',
        encoding: 'utf8',
      });
      expect(r.status).toBe(0);
      expect(r.stdout).toContain('Password: ');
      expect(r.stdout).toContain('Repeat password: ');
      expect(r.stdout).toContain('Created admin admin (you@example.com)');
      const [admin] = await stored();
      expect(await verifyPassword('first admin password', admin!.password_hash)).toBe(true);
    },
  );

  it('takes the data directory from DATA_DIR', async () => {
    const r = users(['add', 'ann', '--email', 'ann@example.com', '--password-stdin'], {
      input: 'a good password\n',
      env: { DATA_DIR: dataDir },
      data: false,
    });
    expect(r.status).toBe(0);
    expect(await stored()).toHaveLength(1);
  });

  it('loses no account when several commands add at once (the lock file)', async () => {
    const run = promisify(execFile);
    await Promise.all(
      ['ann', 'bob', 'cat', 'dan'].map((name) => {
        const child = run(
          NODE,
          [
            BIN,
            'users',
            'add',
            name,
            '--email',
            `${name}@example.com`,
            '--password',
            'a good password',
            '--data',
            dataDir,
          ],
          { cwd: ROOT },
        );
        return child;
      }),
    );
    expect((await stored()).map((u) => u.username).sort()).toEqual(['ann', 'bob', 'cat', 'dan']);
  });
});

describe('platter users list', () => {
  it('says how to begin when there is no account yet', () => {
    expect(users(['list']).stdout).toBe(
      'No accounts yet. Create the first admin with: platter users add admin --email you@example.com --admin\n',
    );
  });

  it('prints a table, and JSON without password hashes', () => {
    add('ann', 'ann@example.com');
    add('root', 'root@example.com', 'a good password', ['--admin']);
    const table = users(['list']).stdout;
    expect(table).toMatch(/^USERNAME\s+EMAIL\s+ADMIN\s+CREATED\s+LAST LOGIN\s+ID\n/);
    expect(table).toMatch(/\nroot\s+root@example.com\s+yes\s+\d{4}-\d{2}-\d{2}\s+never\s+[0-9a-f-]{36}\n/);
    expect(table).toContain('2 accounts, 1 admin');
    const json = JSON.parse(users(['list', '--json']).stdout) as Record<string, unknown>[];
    expect(json.map((u) => u.username)).toEqual(['ann', 'root']);
    expect(Object.keys(json[0]!).sort()).toEqual([
      'created_at',
      'email',
      'email_verified_at',
      'id',
      'is_admin',
      'last_login_at',
      'username',
    ]);
  });
});

describe('platter users grant-admin / revoke-admin', () => {
  it('grants and revokes by username, email or id', async () => {
    add('ann', 'ann@example.com');
    const id = (await stored())[0]!.id;
    expect(users(['grant-admin', 'ANN@example.com']).stdout).toBe('ann is now an admin\n');
    expect(users(['grant-admin', 'ann']).stdout).toBe('ann is already an admin; nothing changed\n');
    expect((await stored())[0]?.is_admin).toBe(true);
    expect(users(['revoke-admin', id]).stdout).toBe('ann is no longer an admin\n');
    expect((await stored())[0]?.is_admin).toBe(false);
  });

  it('names an unknown user and how to list them', () => {
    const r = users(['grant-admin', 'nobody']);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      'platter: no user "nobody" (by id, username or email); list them with `platter users list`\n',
    );
  });
});

describe('beside a running server', () => {
  it('set-password ends the sessions the server handed out; grant-admin shows at once', async () => {
    add('ann', 'ann@example.com', 'old password 1');
    const server = await startAccountServer({ dataDir });
    try {
      const token = await server.login('ann', 'old password 1');
      expect(users(['grant-admin', 'ann']).status).toBe(0);
      expect((await server.send('GET', '/api/users/admin-status', { token })).body).toEqual({ isAdmin: true });

      const r = users(['set-password', 'ann', '--password-stdin'], { input: 'new password 1\n' });
      expect(r.stdout).toBe('Set a new password for ann; every session of the account has ended.\n');
      expect((await server.send('GET', '/api/session', { token })).status).toBe(401);
      await expect(server.login('ann', 'new password 1')).resolves.toHaveLength(43);
    } finally {
      await server.stop();
    }
  });

  it('rm deletes the account, anonymises its contact messages and ends its sessions', async () => {
    add('ann', 'ann@example.com');
    const server = await startAccountServer({ dataDir });
    try {
      const token = await server.login('ann', 'a good password');
      await server.send('POST', '/api/contact', {
        json: { name: 'Ann', email: 'ann@example.com', title: 'Hi', message: 'Hello there' },
      });

      const refused = users(['rm', 'ann']);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toBe('platter: not deleting ann without confirmation: pass --yes\n');

      const r = users(['rm', 'ann', '--yes']);
      expect(r.status).toBe(0);
      expect(r.stdout).toBe(
        'Deleted ann (ann@example.com); 1 contact message anonymised; every session of the account has ended.\n',
      );
      expect(await stored()).toHaveLength(0);
      expect((await createContactStore(dataDir).list())[0]).toMatchObject({
        name: 'Deleted user',
        email: '',
        anonymised: true,
      });
      expect((await server.send('GET', '/api/session', { token })).status).toBe(401);
    } finally {
      await server.stop();
    }
  });
});

describe('help', () => {
  it.each(['add', 'list', 'grant-admin', 'revoke-admin', 'set-password', 'rm'])('documents %s', (name) => {
    const r = users([name, '--help'], { data: false });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`Usage: platter users ${name}`);
  });

  it('shows the first-admin command in `platter users --help`', () => {
    expect(users(['--help'], { data: false }).stdout).toContain(
      'platter users add admin --email you@example.com --admin',
    );
  });

  it('names the users file when it is damaged', () => {
    add('ann', 'ann@example.com');
    const file = join(dataDir, 'users.json');
    const text = readFileSync(file, 'utf8').replace('"is_admin": false', '"is_admin": "no"');
    writeFileSync(file, text);
    const r = users(['list']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`platter: ${file} is not a valid Platter file (users[0].is_admin:`);
  });
});
