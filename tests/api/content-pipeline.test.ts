/**
 * One pipeline, one history (docs/deploy.md): a bare repository stands for the content
 * remote; a writer (CONTENT_GIT_PUSH=1) and a reader (CONTENT_PULL=1) each serve their own
 * clone, polling every second (no Redis, so the poll is all they have); a maintainer's
 * clone stands for pull requests merged on the forge. Real servers on free ports, real git.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './_server.ts';
import { type AdminServer, type ContentRepo, contentRepo, type Json, startAdminServer } from './admin-support.ts';

const IDENTITY = {
  GIT_AUTHOR_NAME: 'Maintainer',
  GIT_AUTHOR_EMAIL: 'maintainer@example.com',
  GIT_COMMITTER_NAME: 'Maintainer',
  GIT_COMMITTER_EMAIL: 'maintainer@example.com',
};
const temps: string[] = [];

/** A clone of `remote` as a ContentRepo (the content in content/). */
function cloneOf(remote: string, name: string): ContentRepo {
  const root = mkdtempSync(join(tmpdir(), `platter-${name}-`));
  temps.push(root);
  execFileSync('git', ['clone', '--quiet', remote, root], { stdio: 'pipe' });
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', env: { ...process.env, ...IDENTITY } }).trim();
  git('config', 'commit.gpgsign', 'false');
  return { root, contentDir: join(root, 'content'), git, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The content remote: a bare repository holding the fixture content on main. */
function contentRemote(): string {
  const seed = contentRepo();
  const bare = mkdtempSync(join(tmpdir(), 'platter-remote-'));
  temps.push(bare);
  execFileSync('git', ['clone', '--quiet', '--bare', seed.root, bare], { stdio: 'pipe' });
  seed.remove();
  return bare;
}

/** A maintainer's change to one dish, committed and pushed (a pull request merged): answers the commit. */
function merge(maintainer: ContentRepo, slug: string, change: (food: Json) => void, message: string): string {
  maintainer.git('pull', '--quiet', '--ff-only');
  const file = join(maintainer.contentDir, 'foods', `${slug}.yaml`);
  const food = parse(readFileSync(file, 'utf8')) as Json;
  change(food);
  writeFileSync(file, stringify(food));
  maintainer.git('commit', '--quiet', '-am', message);
  maintainer.git('push', '--quiet');
  return maintainer.git('rev-parse', 'HEAD');
}

async function descriptionOn(server: TestServer, slug: string): Promise<string | undefined> {
  const { body } = await server.get<Json>(`/api/public/foods/${slug}`);
  return (body.food ?? body).description;
}

/** Waits until `check` holds, up to `ms`; answers how long it took, or throws. */
async function within(ms: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`${what} did not happen within ${ms} ms`);
}

afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

describe('a writer and a reader on one content remote', () => {
  let remote: string;
  let maintainer: ContentRepo;
  let writerRepo: ContentRepo;
  let writer: AdminServer;
  let reader: TestServer;
  const remoteLog = (ref = 'main') =>
    execFileSync('git', ['log', '--format=%s', ref], { cwd: remote, encoding: 'utf8' }).trim().split('\n');

  beforeAll(async () => {
    remote = contentRemote();
    maintainer = cloneOf(remote, 'maintainer');
    writerRepo = cloneOf(remote, 'writer');
    const readerRepo = cloneOf(remote, 'reader');
    // The admin settings are read from the environment when the app is made.
    process.env.CONTENT_GIT_PUSH = '1';
    try {
      writer = await startAdminServer({ repo: writerRepo, overrides: { role: 'writer', contentPollSeconds: 1 } });
    } finally {
      delete process.env.CONTENT_GIT_PUSH;
    }
    reader = await startTestServer({
      contentDir: readerRepo.contentDir,
      role: 'reader',
      contentPull: true,
      contentPollSeconds: 1,
    });
  }, 60_000);
  afterAll(async () => {
    await reader?.stop();
    await writer?.close();
  });

  it('serves a commit pushed to the remote (a merged pull request) on both instances within 60 s', async () => {
    const description = 'Chickpeas and tahini, as the pull request has it.';
    const commit = merge(maintainer, 'hummus', (f) => (f.description = description), 'Hummus: a better description');
    const took = await Promise.all(
      [writer, reader].map((server) =>
        within(
          60_000,
          'the merged change being served',
          async () => (await descriptionOn(server, 'hummus')) === description,
        ),
      ),
    );
    for (const ms of took) expect(ms).toBeLessThan(60_000);
    // Both say which commit they serve, all 40 hex digits of it.
    for (const server of [writer, reader]) {
      const { body } = await server.get<Json>('/api/health');
      expect(body.content_commit).toBe(commit);
      expect(body.content_commit).toMatch(/^[0-9a-f]{40}$/);
    }
  }, 70_000);

  it('pushes an admin save cleanly after a merged pull request: the remote has both commits', async () => {
    // A pull request merged just before the save: the writer pulls it before writing.
    merge(maintainer, 'creme-brulee', (f) => (f.source = 'A pastry book'), 'Crème brûlée: a source');
    const { body: list } = await writer.asAdmin<Json>('GET', '/api/admin/foods');
    const fruit = list.foods.find((f: Json) => f.slug === 'fruit-salad');
    const saved = await writer.asAdmin<Json>('PUT', '/api/admin/foods/fruit-salad', {
      ...fruit,
      serving_context: ['picnic', 'brunch buffet'],
    });
    expect(saved.status, saved.body.error).toBe(200);
    expect(remoteLog().slice(0, 2)).toEqual(['foods: update “fruit-salad”', 'Crème brûlée: a source']);
    expect(writerRepo.git('rev-parse', 'HEAD')).toBe(
      execFileSync('git', ['rev-parse', 'main'], { cwd: remote, encoding: 'utf8' }).trim(),
    );
    expect(writerRepo.git('status', '--porcelain')).toBe('');
    // The reader follows the admin's commit too.
    await within(60_000, 'the reader serving the admin save', async () => {
      const { body } = await reader.get<Json>('/api/public/foods/fruit-salad');
      return JSON.stringify(body).includes('brunch buffet');
    });
    const status = await writer.asAdmin<Json>('GET', '/api/admin/content-status');
    expect(status.body.remote).toMatchObject({
      upstream: 'origin/main',
      unpushed: 0,
      pushError: null,
      pullError: null,
    });
  }, 70_000);

  it('answers 409 naming the file when the dish the admin loaded was changed by a merged pull request', async () => {
    const { body: list } = await writer.asAdmin<Json>('GET', '/api/admin/foods');
    const tacos = list.foods.find((f: Json) => f.slug === 'tacos-al-pastor');
    const merged = 'Spit-roasted pork, as the pull request has it.';
    merge(maintainer, 'tacos-al-pastor', (f) => (f.description = merged), 'Tacos: the spit');
    const refused = await writer.asAdmin<Json>('PUT', '/api/admin/foods/tacos-al-pastor', {
      ...tacos,
      description: `${tacos.description} Edited by the admin.`,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(
      /^This food was changed by someone else since you loaded it \(foods\/tacos-al-pastor\.yaml, last changed in commit [0-9a-f]+ “Tacos: the spit”\)\. Reload and try again\.$/,
    );
    // The pull request's change is kept, on the remote and served.
    expect(remoteLog()[0]).toBe('Tacos: the spit');
    expect(await descriptionOn(writer, 'tacos-al-pastor')).toBe(merged);
  });

  it('keeps both changes of a real conflict: the remote history is served, the admin change goes to a branch, ' +
    '409 names the file', async () => {
    const { body: list } = await writer.asAdmin<Json>('GET', '/api/admin/foods');
    const hummus = list.foods.find((f: Json) => f.slug === 'hummus');
    // The maintainer's change, ready; merged on the forge while the writer is pushing (its pre-push hook).
    maintainer.git('pull', '--quiet', '--ff-only');
    const file = join(maintainer.contentDir, 'foods', 'hummus.yaml');
    const theirs = 'Hummus as the reviewed pull request says.';
    writeFileSync(file, stringify({ ...(parse(readFileSync(file, 'utf8')) as Json), description: theirs }));
    maintainer.git('commit', '--quiet', '-am', 'Hummus: reviewed description');
    const hook = join(writerRepo.root, '.git', 'hooks', 'pre-push');
    const once = join(writerRepo.root, '.git', 'merge-during-push');
    writeFileSync(once, '');
    writeFileSync(
      hook,
      `#!/bin/sh\nunset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE\nif [ -f '${once}' ]; then rm '${once}'; ` +
        `cd '${maintainer.root}' ` +
        '&& git push --quiet; fi\nexit 0\n',
    );
    chmodSync(hook, 0o755);
    const ours = 'Hummus as the admin wrote it.';
    const answer = await writer.asAdmin<Json>('PUT', '/api/admin/foods/hummus', { ...hummus, description: ours });
    rmSync(hook);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('conflict');
    const branch = answer.body.conflict.branch as string;
    expect(answer.body.error).toBe(
      'Not saved: content/foods/hummus.yaml changed both in the content repository (origin/main) and here. ' +
        `The repository's version is served; the change made here is kept on branch ${branch} on origin: merge ` +
        'it by hand, or make the change again.',
    );
    // Neither is lost: the reviewed change is on main and served; the admin's is on the branch, on the remote.
    expect(remoteLog()[0]).toBe('Hummus: reviewed description');
    expect(await descriptionOn(writer, 'hummus')).toBe(theirs);
    const kept = execFileSync('git', ['show', `${branch}:content/foods/hummus.yaml`], {
      cwd: remote,
      encoding: 'utf8',
    });
    expect((parse(kept) as Json).description).toBe(ours);
    expect(writerRepo.git('status', '--porcelain')).toBe('');
    // The admin screens show it.
    const status = await writer.asAdmin<Json>('GET', '/api/admin/content-status');
    expect(status.body.remote.conflict).toMatchObject({ branch, files: ['content/foods/hummus.yaml'], pushed: true });
  }, 30_000);
});

describe('a writer whose remote is away', () => {
  it('saves, says the change is not pushed yet, shows why on the admin screens, and pushes once the remote is ' +
    'back', async () => {
    const remote = contentRemote();
    const repo = cloneOf(remote, 'away-writer');
    process.env.CONTENT_GIT_PUSH = '1';
    let writer: AdminServer;
    try {
      writer = await startAdminServer({ repo, overrides: { role: 'writer', contentPollSeconds: 1 } });
    } finally {
      delete process.env.CONTENT_GIT_PUSH;
    }
    try {
      const away = `${remote}.away`;
      execFileSync('mv', [remote, away]);
      const saved = await writer.asAdmin<Json>('POST', '/api/admin/daily-challenges', {
        date: '2027-06-01',
        food: 'Hummus',
      });
      expect(saved.status).toBe(200);
      expect(saved.body.warnings).toEqual([
        expect.stringMatching(/^Saved here, but not in the content repository yet: the push failed: git push failed: /),
      ]);
      const status = await writer.asAdmin<Json>('GET', '/api/admin/content-status');
      expect(status.body.remote).toMatchObject({ unpushed: 1, pushError: expect.stringContaining('the push failed') });
      expect(status.body.remote.pullError).toMatch(/^fetching origin\/main failed: /);
      execFileSync('mv', [away, remote]);
      await within(15_000, 'the commit kept here reaching the remote', async () => {
        const { body } = await writer.asAdmin<Json>('GET', '/api/admin/content-status');
        return body.remote.unpushed === 0 && body.remote.pushError === null;
      });
      expect(execFileSync('git', ['log', '-1', '--format=%s', 'main'], { cwd: remote, encoding: 'utf8' }).trim()).toBe(
        'calendar: set 2027-06-01 to hummus',
      );
    } finally {
      await writer.close();
    }
  }, 40_000);
});

describe('a single server', () => {
  let repo: ContentRepo;
  let server: AdminServer;
  beforeAll(async () => {
    repo = contentRepo();
    server = await startAdminServer({ repo, overrides: { contentPollSeconds: 1 } });
  });
  afterAll(() => server.close());

  it('serves a CLI commit in its working copy within the poll interval', async () => {
    const cli = await new Promise<{ code: number; stderr: string }>((done) =>
      execFile(
        resolve('node_modules/.bin/node'),
        [
          resolve('cli/bin.mjs'),
          '--content',
          repo.contentDir,
          'foods',
          'edit',
          'hummus',
          '--serving-context',
          'mezze table',
          '--commit',
        ],
        { env: { ...process.env, ...IDENTITY, PLATTER_NOW: '2026-03-10T15:00:00Z' } },
        (error, _stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stderr }),
      ),
    );
    expect(cli.code, cli.stderr).toBe(0);
    const head = repo.git('rev-parse', 'HEAD');
    const took = await within(10_000, 'the CLI commit being served', async () => {
      const { body } = await server.get<Json>('/api/health');
      return body.content_commit === head;
    });
    expect(took).toBeLessThan(3_000);
    const { body } = await server.get<Json>('/api/public/foods/hummus');
    expect(JSON.stringify(body)).toContain('mezze table');
  });

  it('with CONTENT_PULL=1, pulls its remote on the poll as the writer does', async () => {
    const remote = contentRemote();
    const clone = cloneOf(remote, 'single');
    const maintainer = cloneOf(remote, 'single-maintainer');
    const single = await startTestServer({ contentDir: clone.contentDir, contentPull: true, contentPollSeconds: 1 });
    try {
      const commit = merge(maintainer, 'gazpacho', (f) => (f.source = 'A Spanish cookbook'), 'Gazpacho: a source');
      await within(10_000, 'the single server serving the merged commit', async () => {
        const { body } = await single.get<Json>('/api/health');
        return body.content_commit === commit;
      });
      expect(existsSync(join(clone.contentDir, 'foods', 'gazpacho.yaml'))).toBe(true);
    } finally {
      await single.stop();
    }
  }, 30_000);
});
