/**
 * The many-instance deployment, for real: `startCluster` (scripts/cluster.ts) starts Redis,
 * PostgreSQL, one writer and two reader instances and nginx, on fixture content with a
 * fixed clock; every check goes through nginx, and where it must show that instances
 * share state, to the instances one by one as well. The site is served too, built by
 * SITE_BUILD_COMMAND's stand-in (tests/api/support/fake-site-build.mjs), which logs each
 * build: the lock, the stamps and who builds are the real ones. Skips, with the reason,
 * where redis-server, PostgreSQL or nginx is not installed (.ci/run installs them).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../scripts/cluster.ts';
import { findNginx, NGINX_SKIP_REASON } from '../../scripts/services/nginx.ts';
import { findPostgresBin, POSTGRES_SKIP_REASON } from '../../scripts/services/postgres.ts';
import { findRedisServer, REDIS_SKIP_REASON } from '../../scripts/services/redis.ts';

const FIXTURE_CONTENT = fileURLToPath(new URL('../fixtures/api-content', import.meta.url));
const NOW = '2026-03-10T15:00:00Z';
const TODAY = { date: '2026-03-10', challengeNumber: 6 };
const WORK_LIMIT = 20;
const ADMIN = { username: 'chef', email: 'chef@example.com', password: 'cluster admin password' };
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const missing = !findRedisServer()
  ? REDIS_SKIP_REASON
  : !findPostgresBin()
    ? POSTGRES_SKIP_REASON
    : !findNginx()
      ? NGINX_SKIP_REASON
      : undefined;

let cluster: Cluster;
const logs: string[] = [];
const siteRoot = mkdtempSync(join(tmpdir(), 'platter-cluster-site-'));
const buildLog = join(siteRoot, 'builds.log');
/** The site builds made so far, one line each. */
const builds = () => (existsSync(buildLog) ? readFileSync(buildLog, 'utf8').split('\n').filter(Boolean) : []);

type Json = Record<string, any>;
async function call(
  base: string,
  method: string,
  path: string,
  options: { json?: unknown; token?: string; ip?: string } = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(options.json === undefined ? {} : { body: JSON.stringify(options.json) }),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  let body: Json = {};
  try {
    body = JSON.parse(text) as Json;
  } catch {
    body = { text };
  }
  return { status: res.status, body, headers: res.headers };
}

describe.skipIf(missing !== undefined)(`the cluster${missing ? ` (skipped: ${missing})` : ''}`, () => {
  beforeAll(async () => {
    // The cluster process builds first, the instances after: both use the stand-in.
    process.env.SITE_BUILD_COMMAND = `node ${join(ROOT, 'tests/api/support/fake-site-build.mjs')}`;
    process.env.FAKE_SITE_BUILD_LOG = buildLog;
    cluster = await startCluster({
      contentDir: FIXTURE_CONTENT,
      siteDir: join(siteRoot, 'dist'),
      env: {
        SITE_REBUILD_DELAY_MS: '200',
        HUMAN_CHECK: 'off',
        PLATTER_NOW: NOW,
        RATE_LIMIT_WORK: String(WORK_LIMIT),
        RATE_LIMIT_READ: '100000',
        CONTENT_POLL_SECONDS: '30',
      },
      log: (line) => logs.push(line),
    });
    // An operator makes the admin with the CLI, against the cluster's database.
    execFileSync(
      process.execPath,
      ['cli/bin.mjs', 'users', 'add', ADMIN.username, '--email', ADMIN.email, '--password-stdin', '--admin'],
      {
        cwd: ROOT,
        input: `${ADMIN.password}\n`,
        env: { ...process.env, DATABASE_URL: cluster.databaseUrl },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
    delete process.env.SITE_BUILD_COMMAND;
    delete process.env.FAKE_SITE_BUILD_LOG;
    rmSync(siteRoot, { recursive: true, force: true });
  }, 60_000);

  it('built the site once for the content it started with: no instance built it again', () => {
    expect(builds()).toHaveLength(1);
  });

  it('an account signed in through one instance is valid on every other', async () => {
    const login = await call(cluster.url, 'POST', '/api/login', {
      json: { identifier: ADMIN.username, password: ADMIN.password },
      ip: '203.0.113.1',
    });
    expect(login.status).toBe(200);
    const token = login.body.session.access_token as string;
    for (const instance of cluster.instances) {
      const session = await call(instance.url, 'GET', '/api/users/admin-status', { token });
      expect(session.status, instance.name).toBe(200);
      expect(session.body, instance.name).toMatchObject({ isAdmin: true });
    }
    // Signed in on a reader directly: the writer knows the session too.
    const other = await call(cluster.readers[1]!.url, 'POST', '/api/login', {
      json: { identifier: ADMIN.email, password: ADMIN.password },
      ip: '203.0.113.2',
    });
    expect(other.status).toBe(200);
    expect(
      (await call(cluster.writer.url, 'GET', '/api/users/admin-status', { token: other.body.session.access_token }))
        .status,
    ).toBe(200);
  });

  it('login failures count across instances: the limiter on one sees the failures made on the others', async () => {
    const ip = '203.0.113.9';
    // An unknown name is slowed exactly like a known one; the admin's own account stays usable.
    const wrong = { identifier: 'nobody-here', password: 'not the password' };
    // Three free failures, one on each instance.
    for (const instance of cluster.instances)
      expect((await call(instance.url, 'POST', '/api/login', { json: wrong, ip })).status).toBe(401);
    // The fourth, anywhere (here through nginx), must wait.
    const slowed = await call(cluster.url, 'POST', '/api/login', { json: wrong, ip });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('a rate limit counts across instances: the limit holds once, not once per instance', async () => {
    const ip = '198.51.100.7';
    const guess = { guess: 'Gazpacho', answer: 'Guacamole' };
    // Straight to the instances in turn: one shared window.
    const direct = await Promise.all(
      Array.from({ length: WORK_LIMIT + 9 }, (_, i) =>
        call(cluster.instances[i % 3]!.url, 'POST', '/api/game/score-guess', { json: guess, ip }),
      ),
    );
    expect(direct.filter((r) => r.status === 200)).toHaveLength(WORK_LIMIT);
    expect(direct.filter((r) => r.status === 429)).toHaveLength(9);
    // Through nginx, another client: the same.
    const through = await Promise.all(
      Array.from({ length: WORK_LIMIT + 5 }, () =>
        call(cluster.url, 'POST', '/api/game/score-guess', { json: guess, ip: '198.51.100.8' }),
      ),
    );
    expect(through.filter((r) => r.status === 200)).toHaveLength(WORK_LIMIT);
  });

  it('a completion sent twice, to two instances, counts once', async () => {
    const body = { ...TODAY, playerId: 'cluster-player-0001', guessCount: 3 };
    const first = await call(cluster.readers[0]!.url, 'POST', '/api/public/challenge-complete', {
      json: body,
      ip: '192.0.2.50',
    });
    const second = await call(cluster.readers[1]!.url, 'POST', '/api/public/challenge-complete', {
      json: body,
      ip: '192.0.2.50',
    });
    expect(first.body).toMatchObject({ success: true, counted: true });
    expect(second.body).toMatchObject({ success: true, counted: false, completion_count: first.body.completion_count });
    const stats = await call(cluster.writer.url, 'GET', `/api/public/challenge-stats/${TODAY.date}`);
    expect(stats.body.completion_count).toBe(first.body.completion_count);
  });

  it('an admin change is served by every instance within 60 s', async () => {
    const login = await call(cluster.url, 'POST', '/api/login', {
      json: { identifier: ADMIN.username, password: ADMIN.password },
      ip: '203.0.113.3',
    });
    const token = login.body.session.access_token as string;
    const foods = await call(cluster.url, 'GET', '/api/admin/foods', { token });
    const hummus = (foods.body.foods as Json[]).find((f) => f.name === 'Hummus')!;
    const description = `A smooth dip of chickpeas and tahini, changed at ${Date.now()}.`;
    const put = await call(cluster.url, 'PUT', '/api/admin/foods/Hummus', { token, json: { ...hummus, description } });
    expect(put.status).toBe(200);
    const started = Date.now();
    const seen = new Map<string, number>();
    while (seen.size < cluster.instances.length && Date.now() - started < 60_000) {
      for (const instance of cluster.instances) {
        if (seen.has(instance.name)) continue;
        const food = await call(instance.url, 'GET', '/api/public/foods/hummus');
        if (food.body.description === description || food.body.food?.description === description)
          seen.set(instance.name, Date.now() - started);
      }
      await sleep(100);
    }
    expect([...seen.keys()].sort()).toEqual(cluster.instances.map((i) => i.name).sort());
    for (const ms of seen.values()) expect(ms).toBeLessThan(60_000);
    // Each instance serves the commit the remote has now, and says so in all 40 hex digits.
    const pushed = execFileSync('git', ['rev-parse', 'main'], { cwd: cluster.remote, encoding: 'utf8' }).trim();
    await Promise.all(
      cluster.instances.map(async (instance) => {
        const started = Date.now();
        for (;;) {
          const health = await call(instance.url, 'GET', '/api/health');
          if (health.body.content_commit === pushed) break;
          if (Date.now() - started > 60_000) expect(health.body.content_commit, instance.name).toBe(pushed);
          await sleep(100);
        }
      }),
    );
    expect(pushed).toMatch(/^[0-9a-f]{40}$/);
    // The new commit makes exactly one site build, by the writer.
    const until = Date.now() + 60_000;
    while (builds().length < 2 && Date.now() < until) await sleep(200);
    await sleep(2_000);
    expect(builds()).toHaveLength(2);
    // A reader refuses admin changes of its own.
    const onReader = await call(cluster.readers[0]!.url, 'PUT', '/api/admin/foods/Hummus', {
      token,
      json: { ...hummus, description: 'nope' },
    });
    expect(onReader.status).toBe(503);
  }, 90_000);

  it('kill -9 of one reader under a steady load of player requests loses none of them, and it comes ' +
    'back serving', async () => {
    const victim = cluster.readers[0]!;
    const failures: string[] = [];
    let done = 0;
    let stop = false;
    const failed = (e: Error) => ({ status: 0, body: { error: e.message } as Json });
    const player = async (n: number) => {
      for (let i = 0; !stop; i++) {
        // Each request from its own address, so no rate limit gets in the way of counting losses.
        const ip = `10.${n}.${Math.floor(i / 250) % 250}.${i % 250}`;
        const r =
          i % 3 === 0
            ? await call(cluster.url, 'GET', '/api/public/daily-challenge/today', { ip }).catch(failed)
            : i % 3 === 1
              ? await call(cluster.url, 'POST', '/api/game/score-guess', {
                  json: { guess: 'Hummus', answer: 'Gazpacho' },
                  ip,
                }).catch(failed)
              : await call(cluster.url, 'GET', '/api/public/foods/names', { ip }).catch(failed);
        if (r.status !== 200) failures.push(`${r.status} ${JSON.stringify(r.body).slice(0, 120)}`);
        done++;
      }
    };
    const pidBefore = victim.pid();
    const load = Array.from({ length: 12 }, (_, n) => player(n));
    await sleep(1500);
    victim.kill('SIGKILL');
    await sleep(3000);
    stop = true;
    await Promise.all(load);
    expect(done).toBeGreaterThan(100);
    expect(failures).toEqual([]);
    // The supervisor restarts it; once healthy it answers at once, directly and through nginx.
    await victim.ready(30_000);
    expect(victim.pid()).not.toBe(pidBefore);
    expect((await call(victim.url, 'GET', '/api/public/daily-challenge/today')).status).toBe(200);
    // A restart with unchanged content builds nothing.
    expect(builds()).toHaveLength(2);
  }, 60_000);

  it('with DATABASE_URL set, no instance writes a file under its data directory', () => {
    const written = cluster.instances.flatMap((instance) => {
      const data = join(cluster.dir, instance.name, 'data');
      return existsSync(data)
        ? readdirSync(data, { recursive: true, withFileTypes: true })
            .filter((e) => e.isFile())
            .map((e) => join(e.parentPath, e.name))
        : [];
    });
    expect(written).toEqual([]);
  });
});
