/**
 * Admin writes of the calendar, the images and the tag manager's files become commits:
 * each against a temporary git copy of the fixture content, checked in git itself and in
 * the files written (tests/api/admin-writes.test.ts has the dishes and the rules around a write).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackReport } from '../../core/feedback.ts';
import { loadContent } from '../../core/node/content.ts';
import { FIXTURE_CONTENT } from './_server.ts';
import {
  newDish,
  startAdminServer,
  type Json,
  lastCommit,
  repoState,
  foodFile,
  upload,
  type AdminServer,
} from './admin-support.ts';

describe('calendar', () => {
  let server: AdminServer;
  beforeAll(async () => {
    server = await startAdminServer();
  });
  afterAll(() => server.close());

  it('lists every day with its food, challenge number, version and difficulty', async () => {
    const { body } = await server.asAdmin<Json>('GET', '/api/admin/daily-challenges');
    expect(body.challenges[0]).toMatchObject({
      date: '2026-03-05',
      food: 'Pad Thai',
      slug: 'pad-thai',
      challengeNumber: 1,
      version: 'pad-thai',
    });
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
    const set = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges', {
      date: '2027-01-04',
      food: 'Pad Thai',
    });
    expect(set.status).toBe(200);
    expect(set.body.alreadyUsed).toEqual(['"Pad Thai" was already used in a challenge on 2026-03-05']);
    expect(lastCommit(server)).toMatchObject({
      subject: 'calendar: set 2027-01-04 to pad-thai',
      files: ['M\tcontent/calendar.yaml'],
      author: 'alice <alice@example.com>',
    });
    expect(readFileSync(join(server.repo.contentDir, 'calendar.yaml'), 'utf8')).toContain('2027-01-04: pad-thai\n');
    const unset = await server.asAdmin('DELETE', '/api/admin/daily-challenges/2027-01-04');
    expect(unset.status).toBe(200);
    expect(lastCommit(server).subject).toBe('calendar: unset 2027-01-04');
    expect(readFileSync(join(server.repo.contentDir, 'calendar.yaml'), 'utf8')).not.toContain('2027-01-04');
  });

  it('replacing a day names both dishes in the commit and says which lost its day', async () => {
    const calendarFile = () =>
      parse(readFileSync(join(server.repo.contentDir, 'calendar.yaml'), 'utf8')) as Record<string, string>;
    const before = calendarFile();
    const { status, body } = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges', {
      date: '2026-03-13',
      food: 'Gazpacho',
      version: 'creme-brulee',
    });
    expect(status).toBe(200);
    expect(body.replaced).toEqual({ name: 'Crème Brûlée', slug: 'creme-brulee' });
    expect(lastCommit(server).subject).toBe('calendar: set 2026-03-13 to gazpacho (replacing creme-brulee)');
    expect(calendarFile()).toEqual({ ...before, '2026-03-13': 'gazpacho' });
    // Put it back for the tests that follow.
    await server.asAdmin('POST', '/api/admin/daily-challenges', { date: '2026-03-13', food: 'creme-brulee' });
  });

  it('inserts a dish and moves the later days up to the first free date by one, in one commit', async () => {
    const calendarFile = () =>
      parse(readFileSync(join(server.repo.contentDir, 'calendar.yaml'), 'utf8')) as Record<string, string>;
    const before = calendarFile();
    const head = server.repo.git('rev-parse', 'HEAD');
    const { status, body } = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges', {
      date: '2026-03-12',
      food: 'Pad Thai',
      version: 'hummus',
      mode: 'insert',
    });
    expect(status).toBe(200);
    expect(body.moved).toEqual(['2026-03-12', '2026-03-13', '2026-03-14']);
    expect(body.replaced).toBeNull();
    expect(server.repo.git('rev-list', '--count', `${head}..HEAD`)).toBe('1');
    expect(lastCommit(server).subject).toBe(
      'calendar: insert pad-thai on 2026-03-12, moving 3 days by one (2026-03-12 to 2026-03-14)',
    );
    expect(calendarFile()).toEqual({
      ...before,
      '2026-03-12': 'pad-thai',
      '2026-03-13': 'hummus',
      '2026-03-14': 'creme-brulee',
      '2026-03-15': 'fruit-salad',
    });
    const bad = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges', {
      date: '2026-03-20',
      food: 'Pad Thai',
      mode: 'shove',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/mode/);
    // Undo, for the tests that follow.
    for (const [date, slug] of Object.entries(before))
      await server.asAdmin('POST', '/api/admin/daily-challenges', { date, food: slug });
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
    expect(body.challenges.map((c: Json) => c.date)).toEqual([
      '2026-03-15',
      '2026-03-17',
      '2026-03-18',
      '2026-03-19',
      '2026-03-20',
      '2026-03-21',
      '2026-03-22',
    ]);
    expect(lastCommit(server).subject).toBe('calendar: set 7 days, 2026-03-15 to 2026-03-22');
    const bulkDelete = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges/bulk-delete', {
      dates: ['2026-03-15', '2026-03-17'],
    });
    expect(bulkDelete.body.count).toBe(2);
    expect(lastCommit(server).subject).toBe('calendar: unset 2 days, 2026-03-15 to 2026-03-17');
  });

  it("refuses a bulk set without foods with the spec's words", async () => {
    const { status, body } = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges/bulk', { foods: [] });
    expect(status).toBe(400);
    expect(body.error).toBe('Please select at least one food');
  });

  it('answers the completion statistics with totals', async () => {
    const done = await server.post('/api/public/challenge-complete', {
      date: '2026-03-10',
      challengeNumber: 6,
      playerId: 'player-0001',
    });
    expect(done.status).toBe(200);
    const { body } = await server.asAdmin<Json>('GET', '/api/admin/challenge-stats');
    expect(body.totalChallenges).toBe(body.stats.length);
    expect(body.totalCompletions).toBe(1);
    expect(body.stats.find((s: Json) => s.date === '2026-03-10')).toMatchObject({
      completion_count: 1,
      food: 'Guacamole',
    });
  });
});

describe('images', () => {
  let server: AdminServer;
  beforeAll(async () => {
    server = await startAdminServer();
  });
  afterAll(() => server.close());

  it(
    're-encodes an upload without its metadata, stores it under the food name and ' + 'commits it with the food',
    async () => {
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
      expect(lastCommit(server).files.sort()).toEqual([
        'A\tcontent/images/pad-thai.jpg',
        'M\tcontent/foods/pad-thai.yaml',
      ]);
      expect(parse(foodFile(server, 'pad-thai')).image).toBe('pad-thai.jpg');
      const served = await fetch(`${server.url}${body.publicUrl}`);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
    },
  );

  it('stores an image for a dish not added yet (the add form), which the dish then names', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const { body } = await upload(server, png, { baseName: 'Khao Man Gai' }, 'image/png');
    expect(body.image).toBe('khao-man-gai.png');
    expect(lastCommit(server)).toMatchObject({
      subject: 'images: add khao-man-gai.png',
      files: ['A\tcontent/images/khao-man-gai.png'],
    });
    const added = await server.asAdmin('POST', '/api/admin/foods', { ...newDish(), image_url: body.publicUrl });
    expect(added.status).toBe(201);
    expect(parse(foodFile(server, 'khao-man-gai')).image).toBe('khao-man-gai.png');
  });

  it('keeps the image when an edit does not mention it (the form has no image field)', async () => {
    const { image: _image, ...fields } = parse(foodFile(server, 'pad-thai'));
    const { status } = await server.asAdmin('PUT', '/api/admin/foods/Pad%20Thai', {
      ...fields,
      source: 'Edited without the image field.',
    });
    expect(status).toBe(200);
    expect(parse(foodFile(server, 'pad-thai'))).toMatchObject({
      image: 'pad-thai.jpg',
      source: 'Edited without the image field.',
    });
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
    const added = await server.asAdmin<Json>('POST', '/api/admin/affiliate-products', {
      title: 'Rice Cooker',
      link: 'https://shop.example/rice',
      tags: 'rice, kitchen',
    });
    expect(added.status).toBe(201);
    expect(added.body.product).toMatchObject({
      id: 4,
      title: 'Rice Cooker',
      tags: ['rice', 'kitchen'],
      is_active: true,
      created_at: '2026-03-10T15:00:00.000Z',
    });
    expect(lastCommit(server)).toMatchObject({
      subject: 'affiliate: add “Rice Cooker”',
      files: ['M\tcontent/affiliate.yaml'],
    });
    const updated = await server.asAdmin<Json>('PUT', '/api/admin/affiliate-products/4', {
      is_active: false,
      version: added.body.product.version,
    });
    expect(updated.body.product.is_active).toBe(false);
    expect(lastCommit(server).subject).toBe('affiliate: update product 4');
    const stale = await server.asAdmin<Json>('PUT', '/api/admin/affiliate-products/4', {
      title: 'Old page',
      version: added.body.product.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(
      'This product was changed by someone else since you loaded it. Reload and try again.',
    );
    await server.asAdmin('DELETE', '/api/admin/affiliate-products/4');
    expect(lastCommit(server).subject).toBe('affiliate: remove product 4');
    expect(
      parse(readFileSync(join(server.repo.contentDir, 'affiliate.yaml'), 'utf8')).products.map((p: Json) => p.id),
    ).toEqual([1, 2, 3]);
  });

  it('requires a title and a URL link', async () => {
    const noTitle = await server.asAdmin<Json>('POST', '/api/admin/affiliate-products', {
      link: 'https://shop.example/x',
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error).toBe('title is required');
    const badLink = await server.asAdmin<Json>('POST', '/api/admin/affiliate-products', {
      title: 'X',
      link: 'shop dot example',
    });
    expect(badLink.body.error).toBe('link: must be an http(s) URL');
  });

  it('sets food tags by food name in content/tags.yaml', async () => {
    const { body } = await server.asAdmin<Json>('PUT', '/api/admin/food-tags/pad-thai', {
      tags: ['wok', 'noodles', 'Wok'],
    });
    expect(body.foodTag).toMatchObject({ food_name: 'Pad Thai', tags: ['wok', 'noodles'] });
    expect(lastCommit(server)).toMatchObject({
      subject: 'tags: set the tags of “Pad Thai”',
      files: ['A\tcontent/tags.yaml'],
    });
    const list = await server.asAdmin<Json>('GET', '/api/admin/food-tags');
    expect(list.body.foodTags).toEqual([expect.objectContaining({ food_name: 'Pad Thai', tags: ['wok', 'noodles'] })]);
  });

  it('adds mappings with the defaults direct and 1, checks the strength, and counts everything', async () => {
    const added = await server.asAdmin<Json>('POST', '/api/admin/keyword-tag-mappings', {
      keyword: 'noodles',
      product_tag: 'wok',
    });
    expect(added.body.mapping).toMatchObject({
      id: 1,
      keyword: 'noodles',
      product_tag: 'wok',
      connection_strength: 1,
      connection_type: 'direct',
    });
    expect(lastCommit(server).subject).toBe('tags: map “noodles” to “wok”');
    const strong = await server.asAdmin<Json>('PUT', '/api/admin/keyword-tag-mappings/1', {
      connection_strength: '5',
      connection_type: 'cultural',
    });
    expect(strong.body.mapping).toMatchObject({ connection_strength: 5, connection_type: 'cultural' });
    const tooStrong = await server.asAdmin<Json>('POST', '/api/admin/keyword-tag-mappings', {
      keyword: 'pasta',
      product_tag: 'pasta',
      connection_strength: 6,
    });
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
