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
import sharp from 'sharp';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackReport } from '../../core/feedback.ts';
import { loadContent } from '../../core/node/content.ts';
import { foodToYaml } from '../../core/node/write.ts';
import { FoodSchema } from '../../core/schemas/food.ts';
import { contentRepo, newDish, startAdminServer, type AdminServer } from './admin-support.ts';
import { FIXTURE_CONTENT } from './_server.ts';

type Json = Record<string, any>;

/** The last commit: author, committer, subject and the paths it touched with their status. */
function lastCommit(server: AdminServer) {
  const [author, committer, subject] = server.repo.git('log', '-1', '--format=%an <%ae>%n%cn <%ce>%n%s').split('\n');
  const files = server.repo.git('show', '--no-renames', '--name-status', '--format=', 'HEAD').split('\n').filter(Boolean);
  return { author, committer, subject, files };
}

/** HEAD and the working tree's state, to prove a refused write changed nothing. */
function repoState(server: AdminServer): string {
  return `${server.repo.git('rev-parse', 'HEAD')}\n${server.repo.git('status', '--porcelain', '--untracked-files=all')}`;
}

function foodFile(server: AdminServer, slug: string): string {
  return readFileSync(join(server.repo.contentDir, 'foods', `${slug}.yaml`), 'utf8');
}

/** A file is canonical when writing its parsed content again gives the same text. */
function expectCanonical(text: string): void {
  expect(foodToYaml(FoodSchema.parse(parse(text)))).toBe(text);
}

async function upload(server: AdminServer, image: Uint8Array, fields: Record<string, string>, type = 'image/jpeg') {
  const form = new FormData();
  form.set('image', new Blob([image as BlobPart], { type }), 'photo');
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await fetch(`${server.url}/api/admin/upload-food-image`, { method: 'POST', headers: { authorization: `Bearer ${server.adminToken}` }, body: form });
  return { status: res.status, body: (await res.json()) as Json };
}

describe('foods', () => {
  let server: AdminServer;
  beforeAll(async () => {
    server = await startAdminServer();
  });
  afterAll(() => server.close());

  it('adds a dish as one commit by the admin, in the canonical format, and serves it at once', async () => {
    const { status, body } = await server.asAdmin<Json>('POST', '/api/admin/foods', { ...newDish(), key_ingredients: 'chicken, jasmine rice, , ginger' });
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
    const { status } = await server.asAdmin('PUT', '/api/admin/foods/Hummus', { ...hummus, description: 'A *smooth* dip of chickpeas and tahini.', version: hummus.version });
    expect(status).toBe(200);
    expect(lastCommit(server)).toMatchObject({ subject: 'foods: update “hummus”', files: ['M\tcontent/foods/hummus.yaml'] });
    expect(parse(foodFile(server, 'hummus')).description).toBe('A *smooth* dip of chickpeas and tahini.');
  });

  it('renames a dish in one commit: the file moves, its calendar day and food tags follow', async () => {
    await server.asAdmin('PUT', '/api/admin/food-tags/Pad%20Thai', { tags: ['wok'] });
    const { status, body } = await server.asAdmin<Json>('PUT', '/api/admin/foods/pad-thai', { ...parse(foodFile(server, 'pad-thai')), name: 'Phat Thai' });
    expect(status).toBe(200);
    expect(body.movedDays).toEqual(['2026-03-05']);
    const commit = lastCommit(server);
    expect(commit.subject).toBe('foods: rename “pad-thai” to “phat-thai”');
    expect(commit.files.sort()).toEqual(['A\tcontent/foods/phat-thai.yaml', 'D\tcontent/foods/pad-thai.yaml', 'M\tcontent/calendar.yaml', 'M\tcontent/tags.yaml'].sort());
    expect(readFileSync(join(server.repo.contentDir, 'calendar.yaml'), 'utf8')).toContain('2026-03-05: phat-thai');
    expect(parse(readFileSync(join(server.repo.contentDir, 'tags.yaml'), 'utf8')).food_tags).toEqual([{ food_name: 'Phat Thai', tags: ['wok'] }]);
    expect((await server.get('/api/public/daily-challenge/2026-03-05')).body).toMatchObject({ food: { name: 'Phat Thai' } });
  });

  it('refuses to delete a dish the calendar uses, unless forced, which frees its days', async () => {
    const before = repoState(server);
    const refused = await server.asAdmin<Json>('DELETE', '/api/admin/foods/Gazpacho');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('2026-03-09');
    expect(repoState(server)).toBe(before);
    const forced = await server.asAdmin<Json>('DELETE', '/api/admin/foods/Gazpacho?force=1');
    expect(forced.status).toBe(200);
    expect(forced.body.freedDays).toEqual(['2026-03-09']);
    expect(lastCommit(server)).toMatchObject({ subject: 'foods: remove “gazpacho”' });
    expect(lastCommit(server).files.sort()).toEqual(['D\tcontent/foods/gazpacho.yaml', 'M\tcontent/calendar.yaml']);
    expect(existsSync(join(server.repo.contentDir, 'foods', 'gazpacho.yaml'))).toBe(false);
  });

  it('answers 404 for a dish that does not exist', async () => {
    const { status, body } = await server.asAdmin<Json>('PUT', '/api/admin/foods/No%20Such%20Dish', newDish('No Such Dish'));
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
    const second = await server.asAdmin<Json>('PUT', '/api/admin/foods/pho-bo', { ...pho, description: 'Second edit, from the stale page.' });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('This food was changed by someone else since you loaded it. Reload and try again.');
    expect(repoState(server)).toBe(before);
    expect(parse(foodFile(server, 'pho-bo')).description).toBe('First edit.');
    // With the version the first write answered, the next edit goes through.
    const third = await server.asAdmin<Json>('PUT', '/api/admin/foods/pho-bo', { ...pho, description: 'Third edit.', version: first.body.food.version });
    expect(third.status).toBe(200);
  });

  it('refuses a write based on a HEAD that moved, and a calendar day someone else set', async () => {
    const { body } = await server.asAdmin<Json>('GET', '/api/admin/daily-challenges');
    await server.asAdmin('POST', '/api/admin/daily-challenges', { date: '2027-01-04', food: 'hummus', version: 'absent' });
    const staleHead = await server.asAdmin<Json>('POST', '/api/admin/foods', { ...newDish(), head: body.head });
    expect(staleHead.status).toBe(409);
    const staleDay = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges', { date: '2027-01-04', food: 'gazpacho', version: 'absent' });
    expect(staleDay.status).toBe(409);
    expect(staleDay.body.error).toBe('This calendar day was changed by someone else since you loaded it. Reload and try again.');
    // Another day is not affected by that change.
    const otherDay = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges', { date: '2027-01-05', food: 'gazpacho', version: 'absent' });
    expect(otherDay.status).toBe(200);
  });

  it('sees a change made outside the server (a git pull) before checking versions', async () => {
    const list = await server.asAdmin<Json>('GET', '/api/admin/foods');
    const guac = list.body.foods.find((f: Json) => f.slug === 'guacamole');
    const file = join(server.repo.contentDir, 'foods', 'guacamole.yaml');
    const edited = readFileSync(file, 'utf8').replace(/^description: .*$/m, 'description: Edited in a pull request.');
    execFileSync('sh', ['-c', `cat > "${file}"`], { input: edited });
    server.repo.git('commit', '-q', '-am', 'content: a maintainer edits guacamole');
    const stale = await server.asAdmin<Json>('PUT', '/api/admin/foods/guacamole', { ...guac, description: 'Admin edit.' });
    expect(stale.status).toBe(409);
  });
});

describe('validation', () => {
  let server: AdminServer;
  beforeAll(async () => {
    server = await startAdminServer();
  });
  afterAll(() => server.close());

  it('refuses content the validator rejects with its message, leaving HEAD and the working tree untouched', async () => {
    const before = repoState(server);
    const hummus = parse(foodFile(server, 'hummus'));
    // Identical to Hummus on all nine categories: no guess could tell them apart.
    const twin = { ...hummus, name: 'Hummus Twin', aliases: [] };
    const { status, body } = await server.asAdmin<Json>('POST', '/api/admin/foods', twin);
    expect(status).toBe(400);
    expect(body.error).toMatch(/^Not saved: the change would make the content invalid\. foods\/hummus-twin\.yaml: identical to "Hummus"/);
    expect(repoState(server)).toBe(before);
    expect(existsSync(join(server.repo.contentDir, 'foods', 'hummus-twin.yaml'))).toBe(false);
  });

  it('refuses a dish whose fields break the schema, naming the field', async () => {
    const before = repoState(server);
    const { status, body } = await server.asAdmin<Json>('POST', '/api/admin/foods', { ...newDish(), regions: ['Asai'] });
    expect(status).toBe(400);
    expect(body.error).toBe('regions[0]: "Asai" is not a region (did you mean "Asia"?)');
    const missing = await server.asAdmin<Json>('POST', '/api/admin/foods', { name: 'Only A Name' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/^origin is required/);
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

describe('calendar', () => {
  let server: AdminServer;
  beforeAll(async () => {
    server = await startAdminServer();
  });
  afterAll(() => server.close());

  it('lists every day with its food, challenge number, version and difficulty', async () => {
    const { body } = await server.asAdmin<Json>('GET', '/api/admin/daily-challenges');
    expect(body.challenges[0]).toMatchObject({ date: '2026-03-05', food: 'Pad Thai', slug: 'pad-thai', challengeNumber: 1, version: 'pad-thai' });
    // The difficulty is core/feedback.ts's rating of the dish against the content served.
    const { content } = loadContent(FIXTURE_CONTENT);
    const expected = feedbackReport(content.foods, { relations: content.relations }).difficulty;
    for (const c of body.challenges) expect(c.difficulty).toEqual(expected[c.slug]);
    expect(new Set(body.challenges.map((c: Json) => c.difficulty.level)).size).toBeGreaterThan(1);
    // Future days too: the admin plans them.
    expect(body.challenges.at(-1)).toMatchObject({ date: '2026-03-14', challengeNumber: 10 });
    expect(body.today).toBe('2026-03-10');
  });

  it('sets and unsets a day: calendar: set DATE to SLUG / calendar: unset DATE', async () => {
    const set = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges', { date: '2027-01-04', food: 'Pad Thai' });
    expect(set.status).toBe(200);
    expect(set.body.alreadyUsed).toEqual(['"Pad Thai" was already used in a challenge on 2026-03-05']);
    expect(lastCommit(server)).toMatchObject({ subject: 'calendar: set 2027-01-04 to pad-thai', files: ['M\tcontent/calendar.yaml'], author: 'alice <alice@example.com>' });
    expect(readFileSync(join(server.repo.contentDir, 'calendar.yaml'), 'utf8')).toContain('2027-01-04: pad-thai\n');
    const unset = await server.asAdmin('DELETE', '/api/admin/daily-challenges/2027-01-04');
    expect(unset.status).toBe(200);
    expect(lastCommit(server).subject).toBe('calendar: unset 2027-01-04');
    expect(readFileSync(join(server.repo.contentDir, 'calendar.yaml'), 'utf8')).not.toContain('2027-01-04');
  });

  it('replacing a day names both dishes in the commit and says which lost its day', async () => {
    const calendarFile = () => parse(readFileSync(join(server.repo.contentDir, 'calendar.yaml'), 'utf8')) as Record<string, string>;
    const before = calendarFile();
    const { status, body } = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges', { date: '2026-03-13', food: 'Gazpacho', version: 'creme-brulee' });
    expect(status).toBe(200);
    expect(body.replaced).toEqual({ name: 'Crème Brûlée', slug: 'creme-brulee' });
    expect(lastCommit(server).subject).toBe('calendar: set 2026-03-13 to gazpacho (replacing creme-brulee)');
    expect(calendarFile()).toEqual({ ...before, '2026-03-13': 'gazpacho' });
    // Put it back for the tests that follow.
    await server.asAdmin('POST', '/api/admin/daily-challenges', { date: '2026-03-13', food: 'creme-brulee' });
  });

  it('inserts a dish and moves the later days up to the first free date by one, in one commit', async () => {
    const calendarFile = () => parse(readFileSync(join(server.repo.contentDir, 'calendar.yaml'), 'utf8')) as Record<string, string>;
    const before = calendarFile();
    const head = server.repo.git('rev-parse', 'HEAD');
    const { status, body } = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges', { date: '2026-03-12', food: 'Pad Thai', version: 'hummus', mode: 'insert' });
    expect(status).toBe(200);
    expect(body.moved).toEqual(['2026-03-12', '2026-03-13', '2026-03-14']);
    expect(body.replaced).toBeNull();
    expect(server.repo.git('rev-list', '--count', `${head}..HEAD`)).toBe('1');
    expect(lastCommit(server).subject).toBe('calendar: insert pad-thai on 2026-03-12, moving 3 days by one (2026-03-12 to 2026-03-14)');
    expect(calendarFile()).toEqual({ ...before, '2026-03-12': 'pad-thai', '2026-03-13': 'hummus', '2026-03-14': 'creme-brulee', '2026-03-15': 'fruit-salad' });
    const bad = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges', { date: '2026-03-20', food: 'Pad Thai', mode: 'shove' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/mode/);
    // Undo, for the tests that follow.
    for (const [date, slug] of Object.entries(before)) await server.asAdmin('POST', '/api/admin/daily-challenges', { date, food: slug });
    await server.asAdmin('DELETE', '/api/admin/daily-challenges/2026-03-15');
    expect(calendarFile()).toEqual(before);
  });

  it('bulk sets a week on the earliest free dates from today, in one commit', async () => {
    await server.asAdmin('POST', '/api/admin/daily-challenges', { date: '2026-03-16', food: 'hummus' });
    const week = ['Pad Thai', 'Pho Bo', 'Guacamole', 'Gazpacho', 'Hummus', 'Creme Brulee', 'Fruit Salad'];
    const { status, body } = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges/bulk', { foods: week });
    expect(status).toBe(200);
    expect(body.count).toBe(7);
    // Today is 2026-03-10; the calendar is full through 03-14 and on 03-16.
    expect(body.challenges.map((c: Json) => c.date)).toEqual(['2026-03-15', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20', '2026-03-21', '2026-03-22']);
    expect(lastCommit(server).subject).toBe('calendar: set 7 days, 2026-03-15 to 2026-03-22');
    const bulkDelete = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges/bulk-delete', { dates: ['2026-03-15', '2026-03-17'] });
    expect(bulkDelete.body.count).toBe(2);
    expect(lastCommit(server).subject).toBe('calendar: unset 2 days, 2026-03-15 to 2026-03-17');
  });

  it("refuses a bulk set without foods with the spec's words", async () => {
    const { status, body } = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges/bulk', { foods: [] });
    expect(status).toBe(400);
    expect(body.error).toBe('Please select at least one food');
  });

  it('answers the completion statistics with totals', async () => {
    const done = await server.post('/api/public/challenge-complete', { date: '2026-03-09', challengeNumber: 5, playerId: 'player-0001' });
    expect(done.status).toBe(200);
    const { body } = await server.asAdmin<Json>('GET', '/api/admin/challenge-stats');
    expect(body.totalChallenges).toBe(body.stats.length);
    expect(body.totalCompletions).toBe(1);
    expect(body.stats.find((s: Json) => s.date === '2026-03-09')).toMatchObject({ completion_count: 1, food: 'Gazpacho' });
  });
});

describe('images', () => {
  let server: AdminServer;
  beforeAll(async () => {
    server = await startAdminServer();
  });
  afterAll(() => server.close());

  it('re-encodes an upload without its metadata, stores it under the food name and commits it with the food', async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#aa5500' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Someone', ImageDescription: 'secret place' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { status, body } = await upload(server, photo, { foodName: 'Pad Thai' });
    expect(status).toBe(200);
    expect(body.image).toBe('pad-thai.jpg');
    expect(body.publicUrl).toBe('/api/public/food-images/pad-thai.jpg');
    const stored = readFileSync(join(server.repo.contentDir, 'images', 'pad-thai.jpg'));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(lastCommit(server)).toMatchObject({ subject: 'foods: set the image of “pad-thai”' });
    expect(lastCommit(server).files.sort()).toEqual(['A\tcontent/images/pad-thai.jpg', 'M\tcontent/foods/pad-thai.yaml']);
    expect(parse(foodFile(server, 'pad-thai')).image).toBe('pad-thai.jpg');
    const served = await fetch(`${server.url}${body.publicUrl}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
  });

  it('stores an image for a dish not added yet (the add form), which the dish then names', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#00000000' } }).png().toBuffer();
    const { body } = await upload(server, png, { baseName: 'Khao Man Gai' }, 'image/png');
    expect(body.image).toBe('khao-man-gai.png');
    expect(lastCommit(server)).toMatchObject({ subject: 'images: add khao-man-gai.png', files: ['A\tcontent/images/khao-man-gai.png'] });
    const added = await server.asAdmin('POST', '/api/admin/foods', { ...newDish(), image_url: body.publicUrl });
    expect(added.status).toBe(201);
    expect(parse(foodFile(server, 'khao-man-gai')).image).toBe('khao-man-gai.png');
  });

  it('keeps the image when an edit does not mention it (the form has no image field)', async () => {
    const { image: _image, ...fields } = parse(foodFile(server, 'pad-thai'));
    const { status } = await server.asAdmin('PUT', '/api/admin/foods/Pad%20Thai', { ...fields, description: 'Edited without the image field.' });
    expect(status).toBe(200);
    expect(parse(foodFile(server, 'pad-thai'))).toMatchObject({ image: 'pad-thai.jpg', description: 'Edited without the image field.' });
  });

  it('deletes an image: the field and the file, in one commit', async () => {
    const { status } = await server.asAdmin('DELETE', '/api/admin/food-image/Pad%20Thai');
    expect(status).toBe(200);
    expect(lastCommit(server).subject).toBe('foods: remove the image of “pad-thai”');
    expect(existsSync(join(server.repo.contentDir, 'images', 'pad-thai.jpg'))).toBe(false);
    expect(parse(foodFile(server, 'pad-thai')).image).toBeUndefined();
  });

  it('refuses a file that is not an image, and one over 8 MB with 413, committing nothing', async () => {
    const before = repoState(server);
    const text = await upload(server, new TextEncoder().encode('not really a picture'), { foodName: 'Pad Thai' });
    expect(text.status).toBe(400);
    expect(text.body.error).toBe('image: the file is not an image; use a JPEG, PNG, WebP or AVIF file');
    const huge = await upload(server, new Uint8Array(8 * 1024 * 1024 + 1), { foodName: 'Pad Thai' });
    expect(huge.status).toBe(413);
    expect(repoState(server)).toBe(before);
  });
});

describe('affiliate products, food tags and keyword mappings', () => {
  let server: AdminServer;
  beforeAll(async () => {
    server = await startAdminServer();
  });
  afterAll(() => server.close());

  it('adds, updates and deletes a product in content/affiliate.yaml, one commit each', async () => {
    const added = await server.asAdmin<Json>('POST', '/api/admin/affiliate-products', { title: 'Rice Cooker', link: 'https://shop.example/rice', tags: 'rice, kitchen' });
    expect(added.status).toBe(201);
    expect(added.body.product).toMatchObject({ id: 4, title: 'Rice Cooker', tags: ['rice', 'kitchen'], is_active: true, created_at: '2026-03-10T15:00:00.000Z' });
    expect(lastCommit(server)).toMatchObject({ subject: 'affiliate: add “Rice Cooker”', files: ['M\tcontent/affiliate.yaml'] });
    const updated = await server.asAdmin<Json>('PUT', '/api/admin/affiliate-products/4', { is_active: false, version: added.body.product.version });
    expect(updated.body.product.is_active).toBe(false);
    expect(lastCommit(server).subject).toBe('affiliate: update product 4');
    const stale = await server.asAdmin<Json>('PUT', '/api/admin/affiliate-products/4', { title: 'Old page', version: added.body.product.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('This product was changed by someone else since you loaded it. Reload and try again.');
    await server.asAdmin('DELETE', '/api/admin/affiliate-products/4');
    expect(lastCommit(server).subject).toBe('affiliate: remove product 4');
    expect(parse(readFileSync(join(server.repo.contentDir, 'affiliate.yaml'), 'utf8')).products.map((p: Json) => p.id)).toEqual([1, 2, 3]);
  });

  it('requires a title and a URL link', async () => {
    const noTitle = await server.asAdmin<Json>('POST', '/api/admin/affiliate-products', { link: 'https://shop.example/x' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error).toBe('title is required');
    const badLink = await server.asAdmin<Json>('POST', '/api/admin/affiliate-products', { title: 'X', link: 'shop dot example' });
    expect(badLink.body.error).toBe('link: must be an http(s) URL');
  });

  it('sets food tags by food name in content/tags.yaml', async () => {
    const { body } = await server.asAdmin<Json>('PUT', '/api/admin/food-tags/pad-thai', { tags: ['wok', 'noodles', 'Wok'] });
    expect(body.foodTag).toMatchObject({ food_name: 'Pad Thai', tags: ['wok', 'noodles'] });
    expect(lastCommit(server)).toMatchObject({ subject: 'tags: set the tags of “Pad Thai”', files: ['A\tcontent/tags.yaml'] });
    const list = await server.asAdmin<Json>('GET', '/api/admin/food-tags');
    expect(list.body.foodTags).toEqual([expect.objectContaining({ food_name: 'Pad Thai', tags: ['wok', 'noodles'] })]);
  });

  it('adds mappings with the defaults direct and 1, checks the strength, and counts everything', async () => {
    const added = await server.asAdmin<Json>('POST', '/api/admin/keyword-tag-mappings', { keyword: 'noodles', product_tag: 'wok' });
    expect(added.body.mapping).toMatchObject({ id: 1, keyword: 'noodles', product_tag: 'wok', connection_strength: 1, connection_type: 'direct' });
    expect(lastCommit(server).subject).toBe('tags: map “noodles” to “wok”');
    const strong = await server.asAdmin<Json>('PUT', '/api/admin/keyword-tag-mappings/1', { connection_strength: '5', connection_type: 'cultural' });
    expect(strong.body.mapping).toMatchObject({ connection_strength: 5, connection_type: 'cultural' });
    const tooStrong = await server.asAdmin<Json>('POST', '/api/admin/keyword-tag-mappings', { keyword: 'pasta', product_tag: 'pasta', connection_strength: 6 });
    expect(tooStrong.status).toBe(400);
    expect(tooStrong.body.error).toBe('connection_strength: Strength must be 1 to 5');
    const stats = await server.asAdmin<Json>('GET', '/api/admin/tag-statistics');
    expect(stats.body).toEqual({
      totalProducts: 3,
      totalFoods: 1,
      totalMappings: 1,
      productTagCounts: { pasta: 1, wok: 1 },
      foodTagCounts: { noodles: 1, wok: 1 },
      keywordCounts: { noodles: 1 },
    });
  });
});

describe('the content repository', () => {
  it('refuses writes with 503 when the content is not in a git repository', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'platter-nogit-'));
    const contentDir = join(dir, 'content');
    execFileSync('cp', ['-r', FIXTURE_CONTENT, contentDir]);
    const server = await startAdminServer({ repo: { root: dir, contentDir, git: () => '', remove: () => rmSync(dir, { recursive: true, force: true }) } });
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
    Object.assign(process.env, { CONTENT_GIT_PUSH: '1', GIT_COMMITTER_NAME: 'Platter Bot', GIT_COMMITTER_EMAIL: 'bot@platter.example' });
    const server = await startAdminServer({ repo });
    try {
      await server.asAdmin('POST', '/api/admin/daily-challenges', { date: '2027-03-01', food: 'hummus' });
      expect(lastCommit(server)).toMatchObject({ author: 'alice <alice@example.com>', committer: 'Platter Bot <bot@platter.example>' });
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
