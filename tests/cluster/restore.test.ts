/**
 * The demo cluster as an operator meets it (`npm run cluster -- --dir <dir>`): it says it
 * is a demonstration; stopped and started again on its folder it comes back on the same
 * ports with its records; and a backup of one cluster (`platter backup` with its
 * DATABASE_URL, REDIS_URL and CONTENT_DIR) restored into a fresh one serves the restored
 * accounts: a login through nginx works, the completions count. Skips, with the reason,
 * where redis-server, PostgreSQL or nginx is not installed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type Cluster, DEMO_NOTICE, startCluster } from '../../scripts/cluster.ts';
import { findNginx, NGINX_SKIP_REASON } from '../../scripts/services/nginx.ts';
import { findPostgresBin, POSTGRES_SKIP_REASON } from '../../scripts/services/postgres.ts';
import { findRedisServer, REDIS_SKIP_REASON } from '../../scripts/services/redis.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURE_CONTENT = join(ROOT, 'tests/fixtures/api-content');
const TODAY = { date: '2026-03-10', challengeNumber: 6 };
const ADMIN = { username: 'chef', email: 'chef@example.com', password: 'cluster admin password' };
const ENV = { HUMAN_CHECK: 'off', PLATTER_NOW: '2026-03-10T15:00:00Z' };

const missing = !findRedisServer()
  ? REDIS_SKIP_REASON
  : !findPostgresBin()
    ? POSTGRES_SKIP_REASON
    : !findNginx()
      ? NGINX_SKIP_REASON
      : undefined;

const temp = mkdtempSync(join(tmpdir(), 'platter-cluster-restore-'));
// PostgreSQL runs as its own user when the tests run as root: it must pass through.
chmodSync(temp, 0o711);
const running: Cluster[] = [];
afterAll(async () => {
  for (const cluster of running) await cluster.stop();
  rmSync(temp, { recursive: true, force: true });
}, 60_000);

async function start(dir: string, logs: string[] = []): Promise<Cluster> {
  const cluster = await startCluster({
    dir,
    serveSite: false,
    contentDir: FIXTURE_CONTENT,
    env: ENV,
    log: (line) => logs.push(line),
    requestLog: () => {},
  });
  running.push(cluster);
  return cluster;
}

async function stop(cluster: Cluster): Promise<void> {
  await cluster.stop();
  running.splice(running.indexOf(cluster), 1);
}

/** The CLI with a cluster's settings, as its start-up message tells an operator to run it. */
function platter(cluster: Cluster, args: string[], input = '') {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: cluster.databaseUrl,
    REDIS_URL: cluster.redisUrl,
    CONTENT_DIR: cluster.contentDir,
    DATA_DIR: join(cluster.dir, 'writer', 'data'),
  };
  delete env.STORAGE;
  const r = spawnSync(process.execPath, [join(ROOT, 'cli/bin.mjs'), ...args], {
    cwd: ROOT,
    env,
    input,
    encoding: 'utf8',
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

type Json = Record<string, any>;
async function call(base: string, method: string, path: string, json?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (json !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
}

const login = (cluster: Cluster) =>
  call(cluster.url, 'POST', '/api/login', { identifier: ADMIN.email, password: ADMIN.password });

const addresses = (cluster: Cluster) => ({
  url: cluster.url,
  redis: cluster.redisUrl,
  database: cluster.databaseUrl,
  instances: cluster.instances.map((i) => i.url),
});

describe.skipIf(missing !== undefined)(`the demo cluster${missing ? ` (skipped: ${missing})` : ''}`, () => {
  it('says it is a demonstration, and comes back on the same ports with its records after a restart', async () => {
    const dir = join(temp, 'kept');
    const logs: string[] = [];
    let cluster = await start(dir, logs);
    expect(logs[0]).toBe(DEMO_NOTICE);
    expect(DEMO_NOTICE).toContain('fsync off');
    expect(DEMO_NOTICE).toContain('Redis keeps nothing on disk');
    const made = platter(
      cluster,
      ['users', 'add', ADMIN.username, '--email', ADMIN.email, '--password-stdin'],
      `${ADMIN.password}\n`,
    );
    expect(made.status).toBe(0);
    const before = addresses(cluster);
    const commit = execFileSync('git', ['-C', cluster.contentDir, 'rev-parse', 'HEAD'], { encoding: 'utf8' });
    await stop(cluster);

    cluster = await start(dir);
    expect(addresses(cluster)).toEqual(before);
    expect((await login(cluster)).status).toBe(200);
    expect(execFileSync('git', ['-C', cluster.contentDir, 'rev-parse', 'HEAD'], { encoding: 'utf8' })).toBe(commit);
    await stop(cluster);
  }, 180_000);

  it('a backup restored into a fresh cluster serves the restored accounts', async () => {
    const old = await start(join(temp, 'old'));
    expect(
      platter(
        old,
        ['users', 'add', ADMIN.username, '--email', ADMIN.email, '--password-stdin', '--admin'],
        `${ADMIN.password}\n`,
      ).status,
    ).toBe(0);
    for (const playerId of ['cluster-player-01', 'cluster-player-02'])
      expect(
        (await call(old.url, 'POST', '/api/public/challenge-complete', { ...TODAY, playerId, guessCount: 5 })).status,
      ).toBe(200);
    const backup = platter(old, ['backup', join(temp, 'backups'), '--json']);
    expect(backup.stderr).toBe('');
    const { folder } = JSON.parse(backup.stdout) as { folder: string };
    await stop(old);

    const fresh = await start(join(temp, 'fresh'));
    expect((await login(fresh)).status).toBe(401);
    const restored = platter(fresh, ['restore', folder]);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain('The content repository already holds');

    const signedIn = await login(fresh);
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.session.access_token as string;
    for (const instance of fresh.instances)
      expect((await call(instance.url, 'GET', '/api/users/admin-status', undefined, token)).body).toEqual({
        isAdmin: true,
      });
    const stats = await call(fresh.url, 'GET', `/api/public/challenge-stats/${TODAY.date}`);
    expect(stats.body.completion_count).toBe(2);
    await stop(fresh);
  }, 240_000);
});
