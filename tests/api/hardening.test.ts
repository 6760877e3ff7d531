/**
 * What an attack test found, each as the request that showed it: control characters and
 * over-long names answered 500, an upload could take another dish's picture, and links
 * accepted javascript: URLs. Each answer must now be a 4xx that names the field, with
 * nothing written.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDish, startAdminServer, type AdminServer } from './admin-support.ts';

type Json = Record<string, any>;

let server: AdminServer;
beforeAll(async () => {
  server = await startAdminServer();
});
afterAll(() => server.close());

const head = () => server.repo.git('rev-parse', 'HEAD');

async function upload(image: Uint8Array, fields: Record<string, string>) {
  const form = new FormData();
  form.set('image', new Blob([image as BlobPart], { type: 'image/png' }), 'photo');
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await fetch(`${server.url}/api/admin/upload-food-image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.adminToken}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Json };
}

describe('text that reaches a file name or a commit message', () => {
  it('refuses a NUL or another control character in a dish name, with 400 naming the field', async () => {
    const before = head();
    for (const name of ['Khao\u0000Man Gai', 'Khao\nMan Gai', 'Khao\u001bMan Gai']) {
      const { status, body } = await server.asAdmin<Json>('POST', '/api/admin/foods', newDish(name));
      expect([name, status]).toEqual([name, 400]);
      expect(body.error).toMatch(/^name: must not contain control characters/);
    }
    expect(head()).toBe(before);
  });

  it('refuses a dish name over 80 characters (240 gave ENAMETOOLONG and a 500)', async () => {
    const { status, body } = await server.asAdmin<Json>(
      'POST',
      '/api/admin/foods',
      newDish('Very Long '.repeat(24).trim()),
    );
    expect(status).toBe(400);
    expect(body.error).toBe('name: at most 80 characters');
    const rename = await server.asAdmin<Json>('PUT', '/api/admin/foods/pad-thai', { ...newDish('x'.repeat(81)) });
    expect(rename.status).toBe(400);
    expect(rename.body.error).toMatch(/^name: at most 80 characters/);
  });

  it('refuses control characters in affiliate titles, keyword mappings and public submissions', async () => {
    const product = await server.asAdmin<Json>('POST', '/api/admin/affiliate-products', {
      title: 'Wok\u0000',
      link: 'https://shop.example/wok',
    });
    expect(product.status).toBe(400);
    expect(product.body.error).toMatch(/^title: must not contain control characters/);
    const mapping = await server.asAdmin<Json>('POST', '/api/admin/keyword-tag-mappings', {
      keyword: 'rice\u0007',
      product_tag: 'rice cooker',
    });
    expect(mapping.status).toBe(400);
    expect(mapping.body.error).toMatch(/^keyword: must not contain control characters/);
    const submission = await server.send<Json>('POST', '/api/public/food-submissions', {
      json: {
        name: 'Bad\u0000Dish',
        origin: 'Thailand',
        regions: 'Asia',
        main_ingredients: 'rice',
        ingredients: 'rice',
        cooking_methods: 'Boiled',
        course_placement: 'Main',
        dietary_identity: 'Vegan',
        dish_category: 'x',
        food_groups: 'x',
      },
      ip: '198.51.100.200',
    });
    expect(submission.status).toBe(400);
    expect(submission.body.error).toMatch(/^name: must not contain control characters/);
  });
});

describe('links', () => {
  it('accepts only http(s) links and image addresses for affiliate products', async () => {
    for (const [field, value] of [
      ['link', 'javascript:alert(1)'],
      ['link', 'data:text/html,<script>alert(1)</script>'],
      ['image', 'javascript:alert(1)'],
      ['image', 'not a url'],
    ] as const) {
      const { status, body } = await server.asAdmin<Json>('POST', '/api/admin/affiliate-products', {
        title: 'Wok',
        link: 'https://shop.example/wok',
        [field]: value,
      });
      expect([field, value, status]).toEqual([field, value, 400]);
      expect(body.error).toMatch(new RegExp(`^${field}: must be an http\\(s\\) URL`));
    }
  });
});

describe('image names', () => {
  it('stores two dishes whose names differ only in accents under two files', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const a = await upload(png, { baseName: 'Phở' });
    const b = await upload(png, { baseName: 'Phé' });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.image).not.toBe(b.body.image);
  });

  it("refuses an add-mode upload whose name would replace another dish's picture", async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#993366' } })
      .png()
      .toBuffer();
    const mine = await upload(png, { foodName: 'Pad Thai' });
    expect(mine.status).toBe(200);
    const before = readFileSync(join(server.repo.contentDir, 'images', mine.body.image));
    const other = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    const { status, body } = await upload(other, { baseName: 'Pad-Thai' });
    expect(status).toBe(409);
    expect(body.error).toMatch(/would replace the image of “Pad Thai”/);
    expect(readFileSync(join(server.repo.contentDir, 'images', mine.body.image)).equals(before)).toBe(true);
    expect(parse(readFileSync(join(server.repo.contentDir, 'foods', 'pad-thai.yaml'), 'utf8')).image).toBe(
      mine.body.image,
    );
  });
});

describe('an interrupted site rebuild', () => {
  it('leaves no half-built .dist.next-* or dist.old-* folder once a server starts again', async () => {
    const { mkdirSync, mkdtempSync, readdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { createSiteRebuilder } = await import('../../api/admin/site-rebuild.ts');
    const root = mkdtempSync(join(tmpdir(), 'platter-leftovers-'));
    for (const dir of ['dist', '.dist.next-4242-1700000000000', 'dist.old-4242-1700000000000', 'distant']) {
      mkdirSync(join(root, dir, '_astro'), { recursive: true });
      writeFileSync(join(root, dir, '_astro', 'big.js'), 'x'.repeat(1000));
    }
    const logged: string[] = [];
    const rebuilder = createSiteRebuilder({
      siteDir: join(root, 'dist'),
      contentDir: server.repo.contentDir,
      log: (m) => logged.push(m),
    });
    await rebuilder.close();
    expect(readdirSync(root).sort()).toEqual(['dist', 'distant']);
    expect(logged.join('\n')).toMatch(/\.dist\.next-4242-1700000000000/);
  });
});
