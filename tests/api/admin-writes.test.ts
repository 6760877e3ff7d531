/**
 * Admin writes become commits: each write against a temporary git copy of the fixture
 * content, checked in git itself (author, committer, message, the paths of the commit)
 * and in the file written (canonical YAML). Also the rules around a write: a stale base
 * gets 409 and changes nothing, content that would not validate is refused with the
 * validator's message and leaves HEAD and the working tree as they were, concurrent
 * writes both land, a content directory outside git refuses writes, and the optional push.
 */

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT } from './_server.ts';
import {
  contentRepo,
  newDish,
  startAdminServer,
  type Json,
  lastCommit,
  repoState,
  foodFile,
  expectCanonical,
  type AdminServer,
} from './admin-support.ts';

describe('foods', () => {
  let server: AdminServer;
  beforeAll(async () => {
    server = await startAdminServer();
  });
  afterAll(() => server.close());

  it('adds a dish as one commit by the admin, in the canonical format, and serves it at once', async () => {
    const { status, body } = await server.asAdmin<Json>('POST', '/api/admin/foods', {
      ...newDish(),
      key_ingredients: 'chicken, jasmine rice, , ginger',
    });
    expect(status).toBe(201);
    expect(body.food.slug).toBe('khao-man-gai');
    expect(body.food.key_ingredients).toEqual(['chicken', 'jasmine rice', 'ginger']);
    expect(body.commit).toBe(server.repo.git('rev-parse', 'HEAD'));
    expect(lastCommit(server)).toEqual({
      author: 'alice <alice@example.com>',
      committer: 'alice <alice@example.com>',
      subject: 'foods: add “Khao Man Gai”',
      files: ['A\tcontent/foods/khao-man-gai.yaml'],
    });
    const text = foodFile(server, 'khao-man-gai');
    expectCanonical(text);
    expect(parse(text).normalized_key_ingredients).toEqual(['chicken', 'jasmine rice', 'ginger']);
    expect(server.repo.git('status', '--porcelain')).toBe('');
    const names = await server.get<{ names: string[] }>('/api/public/foods/names');
    expect(names.body.names).toContain('Khao Man Gai');
  });

  it('updates a dish keyed by its old name: foods: update “slug”', async () => {
    const list = await server.asAdmin<Json>('GET', '/api/admin/foods');
    const hummus = list.body.foods.find((f: Json) => f.name === 'Hummus');
    const { status } = await server.asAdmin('PUT', '/api/admin/foods/Hummus', {
      ...hummus,
      description: 'A *smooth* dip of chickpeas and tahini.',
      version: hummus.version,
    });
    expect(status).toBe(200);
    expect(lastCommit(server)).toMatchObject({
      subject: 'foods: update “hummus”',
      files: ['M\tcontent/foods/hummus.yaml'],
    });
    expect(parse(foodFile(server, 'hummus')).description).toBe('A *smooth* dip of chickpeas and tahini.');
  });

  it('renames a dish in one commit: the file moves, its calendar day and food tags follow', async () => {
    await server.asAdmin('PUT', '/api/admin/food-tags/Pad%20Thai', { tags: ['wok'] });
    const padThai = parse(foodFile(server, 'pad-thai'));
    // The old name stays among the other names, as the edit form offers, ticked.
    const renamed = { ...padThai, name: 'Phat Thai', aliases: [...padThai.aliases, 'Pad Thai'] };
    // Pad Thai was the answer of 2026-03-05, a played day: its rename is history, changed only on purpose.
    const before = repoState(server);
    const refused = await server.asAdmin<Json>('PUT', '/api/admin/foods/pad-thai', renamed);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'rewrite-history', played: [{ date: '2026-03-05', number: 1 }] });
    expect(refused.body.error).toContain('2026-03-05 (#1), already played, now names its dish Phat Thai');
    expect(repoState(server)).toBe(before);
    const { status, body } = await server.asAdmin<Json>('PUT', '/api/admin/foods/pad-thai', {
      ...renamed,
      rewrite_history: 'The Thai spelling players asked for',
    });
    expect(status).toBe(200);
    expect(body.movedDays).toEqual(['2026-03-05']);
    const commit = lastCommit(server);
    expect(commit.subject).toBe('foods: rename “pad-thai” to “phat-thai”');
    expect(server.repo.git('log', '-1', '--format=%b')).toContain('Reason: The Thai spelling players asked for');
    expect(commit.files.sort()).toEqual(
      [
        'A\tcontent/foods/phat-thai.yaml',
        'D\tcontent/foods/pad-thai.yaml',
        'M\tcontent/calendar.yaml',
        'M\tcontent/tags.yaml',
      ].sort(),
    );
    expect(readFileSync(join(server.repo.contentDir, 'calendar.yaml'), 'utf8')).toContain('2026-03-05: phat-thai');
    expect(parse(readFileSync(join(server.repo.contentDir, 'tags.yaml'), 'utf8')).food_tags).toEqual([
      { food_name: 'Phat Thai', tags: ['wok'] },
    ]);
    expect((await server.get('/api/public/daily-challenge/2026-03-05')).body).toMatchObject({
      food: { name: 'Phat Thai' },
    });
  });

  it('refuses to delete a dish the calendar uses, unless forced, which frees its days', async () => {
    const before = repoState(server);
    const refused = await server.asAdmin<Json>('DELETE', '/api/admin/foods/Gazpacho');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('2026-03-09');
    expect(repoState(server)).toBe(before);
    // Gazpacho was the answer of 2026-03-09, a played day: freeing it is history.
    const unexplained = await server.asAdmin<Json>('DELETE', '/api/admin/foods/Gazpacho?force=1');
    expect(unexplained.status).toBe(409);
    expect(unexplained.body).toMatchObject({ code: 'rewrite-history', played: [{ date: '2026-03-09', number: 5 }] });
    expect(repoState(server)).toBe(before);
    const forced = await server.asAdmin<Json>(
      'DELETE',
      `/api/admin/foods/Gazpacho?force=1&rewrite_history=${encodeURIComponent('Gazpacho is a soup, not a dish here')}`,
    );
    expect(forced.status).toBe(200);
    expect(forced.body.freedDays).toEqual(['2026-03-09']);
    expect(lastCommit(server)).toMatchObject({ subject: 'foods: remove “gazpacho”' });
    expect(lastCommit(server).files.sort()).toEqual(['D\tcontent/foods/gazpacho.yaml', 'M\tcontent/calendar.yaml']);
    expect(existsSync(join(server.repo.contentDir, 'foods', 'gazpacho.yaml'))).toBe(false);
  });

  it('answers 404 for a dish that does not exist', async () => {
    const { status, body } = await server.asAdmin<Json>(
      'PUT',
      '/api/admin/foods/No%20Such%20Dish',
      newDish('No Such Dish'),
    );
    expect(status).toBe(404);
    expect(body.error).toBe('Food not found: "No Such Dish"');
  });
});

describe('stale writes', () => {
  let server: AdminServer;
  beforeAll(async () => {
    server = await startAdminServer();
  });
  afterAll(() => server.close());

  it('refuses an edit based on a version of the file that changed since, with 409', async () => {
    const list = await server.asAdmin<Json>('GET', '/api/admin/foods');
    const pho = list.body.foods.find((f: Json) => f.slug === 'pho-bo');
    const first = await server.asAdmin<Json>('PUT', '/api/admin/foods/pho-bo', { ...pho, description: 'First edit.' });
    expect(first.status).toBe(200);
    const before = repoState(server);
    const second = await server.asAdmin<Json>('PUT', '/api/admin/foods/pho-bo', {
      ...pho,
      description: 'Second edit, from the stale page.',
    });
    expect(second.status).toBe(409);
    // The answer names the file and the commit that changed it since.
    const change = server.repo.git('log', '-1', '--format=%h “%s”', '--', 'content/foods/pho-bo.yaml');
    expect(second.body.error).toBe(
      'This food was changed by someone else since you loaded it (foods/pho-bo.yaml, last changed in commit ' +
        `${change}). Reload and try again.`,
    );
    expect(repoState(server)).toBe(before);
    expect(parse(foodFile(server, 'pho-bo')).description).toBe('First edit.');
    // With the version the first write answered, the next edit goes through.
    const third = await server.asAdmin<Json>('PUT', '/api/admin/foods/pho-bo', {
      ...pho,
      description: 'Third edit.',
      version: first.body.food.version,
    });
    expect(third.status).toBe(200);
  });

  it('refuses a write based on a HEAD that moved, and a calendar day someone else set', async () => {
    const { body } = await server.asAdmin<Json>('GET', '/api/admin/daily-challenges');
    await server.asAdmin('POST', '/api/admin/daily-challenges', {
      date: '2027-01-04',
      food: 'hummus',
      version: 'absent',
    });
    const staleHead = await server.asAdmin<Json>('POST', '/api/admin/foods', { ...newDish(), head: body.head });
    expect(staleHead.status).toBe(409);
    const staleDay = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges', {
      date: '2027-01-04',
      food: 'gazpacho',
      version: 'absent',
    });
    expect(staleDay.status).toBe(409);
    expect(staleDay.body.error).toBe(
      'This calendar day was changed by someone else since you loaded it (calendar.yaml, last changed in ' +
        `commit ${server.repo.git('log', '-1', '--format=%h “%s”')}). Reload and try again.`,
    );
    // Another day is not affected by that change.
    const otherDay = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges', {
      date: '2027-01-05',
      food: 'gazpacho',
      version: 'absent',
    });
    expect(otherDay.status).toBe(200);
  });

  it('sees a change made outside the server (a git pull) before checking versions', async () => {
    const list = await server.asAdmin<Json>('GET', '/api/admin/foods');
    const guac = list.body.foods.find((f: Json) => f.slug === 'guacamole');
    const file = join(server.repo.contentDir, 'foods', 'guacamole.yaml');
    const edited = readFileSync(file, 'utf8').replace(/^description: .*$/m, 'description: Edited in a pull request.');
    execFileSync('sh', ['-c', `cat > "${file}"`], { input: edited });
    server.repo.git('commit', '-q', '-am', 'content: a maintainer edits guacamole');
    const stale = await server.asAdmin<Json>('PUT', '/api/admin/foods/guacamole', {
      ...guac,
      description: 'Admin edit.',
    });
    expect(stale.status).toBe(409);
  });
});

describe('validation', () => {
  let server: AdminServer;
  beforeAll(async () => {
    server = await startAdminServer();
  });
  afterAll(() => server.close());

  it(
    'refuses content the validator rejects with its message, leaving HEAD and the ' + 'working tree untouched',
    async () => {
      const before = repoState(server);
      const hummus = parse(foodFile(server, 'hummus'));
      // Identical to Hummus on all nine categories: no guess could tell them apart.
      const twin = { ...hummus, name: 'Hummus Twin', aliases: [] };
      const { status, body } = await server.asAdmin<Json>('POST', '/api/admin/foods', twin);
      expect(status).toBe(400);
      expect(body.error).toMatch(
        /^Not saved: the change would make the content invalid\. foods\/hummus-twin\.yaml: identical to "Hummus"/,
      );
      expect(repoState(server)).toBe(before);
      expect(existsSync(join(server.repo.contentDir, 'foods', 'hummus-twin.yaml'))).toBe(false);
    },
  );

  it('refuses a dish whose fields break the schema, naming the field', async () => {
    const before = repoState(server);
    const { status, body } = await server.asAdmin<Json>('POST', '/api/admin/foods', {
      ...newDish(),
      regions: ['Asai'],
    });
    expect(status).toBe(400);
    expect(body.error).toBe('regions[0]: "Asai" is not a region (did you mean "Asia"?)');
    const missing = await server.asAdmin<Json>('POST', '/api/admin/foods', { name: 'Only A Name' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/^origin is required/);
    for (const renown of [9, 2.5, '3']) {
      const bad = await server.asAdmin<Json>('POST', '/api/admin/foods', { ...newDish(), renown });
      expect(bad).toMatchObject({ status: 400, body: { error: 'renown: expected a whole number from 1 to 5' } });
    }
    expect(repoState(server)).toBe(before);
  });

  it('refuses a name another dish has, and an image that was never uploaded', async () => {
    const taken = await server.asAdmin<Json>('POST', '/api/admin/foods', newDish('Pad Thai'));
    expect(taken.status).toBe(400);
    expect(taken.body.error).toContain('"Pad Thai" already exists');
    const image = await server.asAdmin<Json>('POST', '/api/admin/foods', { ...newDish(), image: 'Khao_Man_Gai.jpg' });
    expect(image.status).toBe(400);
    expect(image.body.error).toBe('image: content/images/Khao_Man_Gai.jpg does not exist; upload the image first');
  });

  it('lets two concurrent writes both land, one after the other', async () => {
    const head = server.repo.git('rev-parse', 'HEAD');
    const [a, b] = await Promise.all([
      server.asAdmin('POST', '/api/admin/foods', newDish('Mango Sticky Rice Bowl')),
      server.asAdmin('POST', '/api/admin/daily-challenges', { date: '2027-02-01', food: 'hummus' }),
    ]);
    expect([a.status, b.status]).toEqual([201, 200]);
    const subjects = server.repo.git('log', '--format=%s', `${head}..HEAD`).split('\n');
    expect(subjects.sort()).toEqual(['calendar: set 2027-02-01 to hummus', 'foods: add “Mango Sticky Rice Bowl”']);
    expect(server.repo.git('status', '--porcelain')).toBe('');
  });
});

describe('the content repository', () => {
  it('refuses writes with 503 when the content is not in a git repository', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'platter-nogit-'));
    const contentDir = join(dir, 'content');
    execFileSync('cp', ['-r', FIXTURE_CONTENT, contentDir]);
    const server = await startAdminServer({
      repo: { root: dir, contentDir, git: () => '', remove: () => rmSync(dir, { recursive: true, force: true }) },
    });
    try {
      const { status, body } = await server.asAdmin<Json>('POST', '/api/admin/foods', newDish());
      expect(status).toBe(503);
      expect(body.error).toContain('is not in a git repository');
      expect(existsSync(join(contentDir, 'foods', 'khao-man-gai.yaml'))).toBe(false);
      // Reading still works.
      expect((await server.asAdmin('GET', '/api/admin/foods')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('pushes after each commit with CONTENT_GIT_PUSH=1, and takes the committer from the environment', async () => {
    const repo = contentRepo();
    const remote = mkdtempSync(join(tmpdir(), 'platter-remote-'));
    execFileSync('git', ['init', '--quiet', '--bare', remote]);
    repo.git('remote', 'add', 'origin', remote);
    repo.git('push', '--quiet', '-u', 'origin', 'main');
    const saved = { ...process.env };
    Object.assign(process.env, {
      CONTENT_GIT_PUSH: '1',
      GIT_COMMITTER_NAME: 'Platter Bot',
      GIT_COMMITTER_EMAIL: 'bot@platter.example',
    });
    const server = await startAdminServer({ repo });
    try {
      await server.asAdmin('POST', '/api/admin/daily-challenges', { date: '2027-03-01', food: 'hummus' });
      expect(lastCommit(server)).toMatchObject({
        author: 'alice <alice@example.com>',
        committer: 'Platter Bot <bot@platter.example>',
      });
      const head = repo.git('rev-parse', 'HEAD');
      const remoteHead = () => execFileSync('git', ['rev-parse', 'main'], { cwd: remote, encoding: 'utf8' }).trim();
      await expect.poll(remoteHead, { timeout: 10_000 }).toBe(head);
    } finally {
      process.env = saved;
      await server.close();
      rmSync(remote, { recursive: true, force: true });
    }
  });
});
