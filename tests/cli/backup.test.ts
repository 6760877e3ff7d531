/**
 * `platter backup` and `platter restore` as an operator runs them (child processes with
 * the server's environment), on a deployment filled through the real API: accounts,
 * a session, synced progress, a submission, completions, contact messages, blocked
 * addresses, and a collection the backup code has never heard of (as leagues will be),
 * with the content in git and an admin commit on it. Backed up, wiped, restored: every
 * record is back, the account signs in on a server started on the restored data, the
 * completions count, the content is at the same commit; the session is not (sessions are
 * not kept, and the restore says so). Once with lowdb files, once with PostgreSQL
 * (Debian's server on a free port; skipped, with the reason, where it is not installed).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createContactStore } from '../../api/accounts/contact-messages.ts';
import { createUserStore } from '../../api/accounts/users.ts';
import { createBlockedIpStore } from '../../api/admin/blocked-ips.ts';
import { type RunningServer, startServer } from '../../api/server.ts';
import { openRecordStore } from '../../api/stores/open-records.ts';
import { POSTGRES_SKIP_REASON, startPostgres, type TestPostgres } from '../../scripts/services/postgres.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'cli/bin.mjs');
const FIXTURE_CONTENT = join(ROOT, 'tests/fixtures/api-content');
const NOW = '2026-03-10T15:00:00Z';
const PASSWORD = 'a backed up password';

/** A collection no backup code names: stands for any added later (leagues). */
const LEAGUES = {
  name: 'backup_test_leagues',
  file: 'backup-test-leagues.json',
  schema: z.object({ id: z.string(), name: z.string(), members: z.array(z.string()) }),
} as const;

const temp = mkdtempSync(join(tmpdir(), 'platter-backup-'));
let pg: TestPostgres | undefined;
beforeAll(async () => {
  pg = await startPostgres();
}, 60_000);
afterAll(async () => {
  await pg?.stop();
  rmSync(temp, { recursive: true, force: true });
});

interface Deployment {
  dataDir: string;
  contentDir: string;
  databaseUrl?: string;
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-C', cwd, '-c', 'user.name=Admin', '-c', 'user.email=admin@example.com', ...args], {
    encoding: 'utf8',
  }).trim();

/** A content git repository with the fixture and one admin commit on top. */
function makeContent(dir: string): void {
  cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'Content as it started');
  writeFileSync(
    join(dir, 'affiliate.yaml'),
    `${readFileSync(join(dir, 'affiliate.yaml'), 'utf8')}# an admin's change\n`,
  );
  git(dir, 'commit', '-q', '-am', 'affiliate: an admin change');
}

/** Runs the CLI with the deployment's environment, as an operator with the server's environment file would. */
function platter(deployment: Deployment, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: deployment.dataDir, CONTENT_DIR: deployment.contentDir };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'STORAGE', 'NODE_ENV']) delete env[name];
  if (deployment.databaseUrl) env.DATABASE_URL = deployment.databaseUrl;
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, env, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function serve(deployment: Deployment): Promise<RunningServer> {
  return startServer({
    port: 0,
    host: '127.0.0.1',
    app: {
      contentDir: deployment.contentDir,
      dataDir: deployment.dataDir,
      ...(deployment.databaseUrl
        ? { databaseUrl: deployment.databaseUrl, storage: { kind: 'postgres', url: deployment.databaseUrl } }
        : { storage: 'fs' }),
      now: () => new Date(NOW),
      humanCheck: { provider: 'off' },
      rateLimit: false,
      silent: true,
    },
  });
}

type Json = Record<string, any>;
async function send(base: string, method: string, path: string, json?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (json !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
}

/** Fills the deployment through its API and stores; answers the session token it made. */
async function fill(deployment: Deployment): Promise<string> {
  const server = await serve(deployment);
  try {
    const records = server.platter.context.stores.records;
    await createUserStore(records).add(
      { username: 'ann', email: 'ann@example.com', password: PASSWORD, isAdmin: true },
      new Date(NOW),
    );
    await createUserStore(records).add(
      { username: 'bob', email: 'bob@example.com', password: PASSWORD, isAdmin: false },
      new Date(NOW),
    );
    const login = await send(server.url, 'POST', '/api/login', { identifier: 'bob', password: PASSWORD });
    expect(login.status).toBe(200);
    const token = login.body.session.access_token as string;
    const progress = await send(
      server.url,
      'PUT',
      '/api/me/progress',
      { progress: { '2026-03-09': { guesses: ['Hummus'], completed: false, hasGivenUp: false } } },
      token,
    );
    expect(progress.status).toBe(200);
    const submission = await send(server.url, 'POST', '/api/public/food-submissions', {
      name: 'Tonkotsu Ramen',
      origin: ['Japan'],
      regions: 'Asia',
      main_ingredients: 'wheat noodles, pork belly',
      ingredients: ['wheat noodles', 'pork belly', 'soy sauce', 'scallion', 'egg'],
      cooking_method: ['Boiled'],
      course: 'Main Course',
      diet_classification: ['Meat-based'],
      dish_category: ['noodles', 'broth'],
      food_groups: ['Protein', 'Grains'],
    });
    expect(submission.status).toBe(201);
    for (const [playerId, guessCount] of [
      ['player-one-1', 2],
      ['player-two-2', 4],
      ['player-three-3', 4],
    ] as const) {
      const done = await send(server.url, 'POST', '/api/public/challenge-complete', {
        date: '2026-03-10',
        challengeNumber: 6,
        playerId,
        guessCount,
      });
      expect(done.body.counted).toBe(true);
    }
    await createContactStore(records).add(
      { name: 'Cy', email: 'cy@example.com', title: 'Hello', topic: 'General', message: 'A kind word about the game.' },
      { ip: '192.0.2.7', userId: null, now: new Date(NOW) },
    );
    await createBlockedIpStore(records).block('198.51.100.9', 'Spam', 'ann', new Date(NOW));
    await records.collection(LEAGUES).insert(() => ({ id: 'lunch', name: 'Lunch table', members: ['ann', 'bob'] }));
    return token;
  } finally {
    await server.close();
  }
}

/** Every record of every collection, as the store holds it: the data files, or platter_records. */
async function everyRecord(deployment: Deployment): Promise<unknown> {
  if (deployment.databaseUrl) {
    const sql = postgres(deployment.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      return await sql`SELECT collection, id, data FROM platter_records ORDER BY collection, id`;
    } finally {
      await sql.end();
    }
  }
  const files = readdirSync(deployment.dataDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json') && !f.startsWith('store'))
    .sort();
  return Object.fromEntries(files.map((f) => [f, JSON.parse(readFileSync(join(deployment.dataDir, f), 'utf8'))]));
}

/** Removes everything the deployment holds: its data folder, content folder and database. */
async function wipe(deployment: Deployment): Promise<Deployment> {
  rmSync(deployment.dataDir, { recursive: true, force: true });
  rmSync(deployment.contentDir, { recursive: true, force: true });
  return deployment.databaseUrl ? { ...deployment, databaseUrl: await pg!.newDatabase() } : deployment;
}

const drivers = [
  { name: 'lowdb files', skip: () => false as const, database: async () => undefined },
  { name: 'PostgreSQL', skip: () => (pg ? false : POSTGRES_SKIP_REASON), database: () => pg!.newDatabase() },
];

describe.each(drivers)('backup and restore: $name', (driver) => {
  it('brings back every record, the completions and the content; a login works on the restored data', async (ctx) => {
    const why = driver.skip();
    if (why) return ctx.skip(why);
    const home = mkdtempSync(join(temp, 'round-'));
    const databaseUrl = await driver.database();
    let deployment: Deployment = {
      dataDir: join(home, 'data'),
      contentDir: join(home, 'content'),
      ...(databaseUrl ? { databaseUrl } : {}),
    };
    makeContent(deployment.contentDir);
    const head = git(deployment.contentDir, 'rev-parse', 'HEAD');
    const token = await fill(deployment);
    const before = await everyRecord(deployment);
    expect(JSON.stringify(before)).toContain('Lunch table');

    const made = platter(deployment, ['backup', join(home, 'backups'), '--json']);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    const { folder, manifest } = JSON.parse(made.stdout) as { folder: string; manifest: Json };
    expect(folder).toMatch(/platter-\d{4}-\d\d-\d\dT\d{6}Z$/);
    expect(manifest.records.kind).toBe(databaseUrl ? 'postgres' : 'files');
    expect(manifest.keyed.values).toBeGreaterThanOrEqual(3);
    expect(manifest.content).toMatchObject({ head, branch: 'main', subdir: '' });

    deployment = await wipe(deployment);
    const restored = platter(deployment, ['restore', folder]);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain('Not in the backup: sessions (everyone signs in again after a restore)');
    expect(await everyRecord(deployment)).toEqual(before);
    expect(git(deployment.contentDir, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(deployment.contentDir, 'status', '--porcelain')).toBe('');

    const server = await serve(deployment);
    try {
      const login = await send(server.url, 'POST', '/api/login', { identifier: 'ann@example.com', password: PASSWORD });
      expect(login.status).toBe(200);
      const bob = await send(server.url, 'POST', '/api/login', { identifier: 'bob', password: PASSWORD });
      const progress = await send(server.url, 'GET', '/api/me/progress', undefined, bob.body.session.access_token);
      expect(progress.body.progress.progress['2026-03-09'].guesses).toEqual(['Hummus']);
      const stats = await send(server.url, 'GET', '/api/public/challenge-stats/2026-03-10');
      expect(stats.body).toMatchObject({ completion_count: 3, guess_distribution: { '2': 1, '4': 2 } });
      // The old session was not kept.
      expect((await send(server.url, 'GET', '/api/session', undefined, token)).status).toBe(401);
      const admin = login.body.session.access_token as string;
      const submissions = await send(server.url, 'GET', '/api/admin/food-submissions', undefined, admin);
      expect(JSON.stringify(submissions.body)).toContain('Tonkotsu Ramen');
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe('a restore that would lose data', () => {
  let home: string;
  let deployment: Deployment;
  let folder: string;
  beforeAll(async () => {
    home = mkdtempSync(join(temp, 'refuse-'));
    deployment = { dataDir: join(home, 'data'), contentDir: join(home, 'content') };
    makeContent(deployment.contentDir);
    await fill(deployment);
    const made = platter(deployment, ['backup', join(home, 'backups'), '--json']);
    folder = (JSON.parse(made.stdout) as { folder: string }).folder;
  }, 60_000);

  it('is refused in a deployment that holds records, naming them, and nothing changes', async () => {
    const users = createUserStore(openRecordStore({ dataDir: deployment.dataDir }));
    await users.add({ username: 'new-one', email: 'new@example.com', password: PASSWORD, isAdmin: false }, new Date());
    const before = await everyRecord(deployment);
    const refused = platter(deployment, ['restore', folder]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('platter: The deployment is not empty; nothing was changed.');
    expect(refused.stderr).toMatch(/holds records in 6 files: .*users\.json/);
    expect(refused.stderr).toMatch(/the keyed store holds \d+ values/);
    expect(await everyRecord(deployment)).toEqual(before);
  });

  it('replaces what is there with --force, content history included', async () => {
    const head = git(deployment.contentDir, 'rev-parse', 'HEAD');
    writeFileSync(join(deployment.contentDir, 'affiliate.yaml'), '# another history\n');
    git(deployment.contentDir, 'commit', '-q', '--amend', '-am', 'a rewritten change');
    const forced = platter(deployment, ['restore', folder, '--force']);
    expect(forced.stderr).toBe('');
    expect(forced.status).toBe(0);
    expect(forced.stdout).toContain('previous head is kept as refs/platter/before-restore');
    expect(git(deployment.contentDir, 'rev-parse', 'HEAD')).toBe(head);
    const users = await createUserStore(openRecordStore({ dataDir: deployment.dataDir })).list();
    expect(users.map((u) => u.username).sort()).toEqual(['ann', 'bob']);
  });

  it('is refused from a damaged backup, and from a folder that is no backup', () => {
    const copy = join(home, 'damaged');
    cpSync(folder, copy, { recursive: true });
    writeFileSync(join(copy, 'keyed.jsonl'), 'not what was backed up\n');
    const damaged = platter(deployment, ['restore', copy, '--force']);
    expect(damaged.status).toBe(1);
    expect(damaged.stderr).toContain('is damaged; nothing was changed');
    expect(damaged.stderr).toContain('keyed.jsonl does not match its checksum');
    mkdirSync(join(home, 'empty'));
    const none = platter(deployment, ['restore', join(home, 'backups')]);
    expect(none.stderr).toContain(
      `is not a Platter backup (it has no manifest.json); the newest backup in it is ${folder}`,
    );
  });

  it('keeps the newest backups with --keep', () => {
    const dir = join(home, 'kept');
    for (let i = 0; i < 3; i++) {
      expect(platter(deployment, ['backup', dir, '--keep', '2']).status).toBe(0);
      // Folders are named by the second.
      execFileSync('sleep', ['1.05']);
    }
    expect(readdirSync(dir).filter((n) => n.startsWith('platter-'))).toHaveLength(2);
    expect(platter(deployment, ['backup', dir, '--keep', '0']).stderr).toContain(
      '--keep: "0" must be a whole number of backups, 1 or more',
    );
  }, 60_000);
});
