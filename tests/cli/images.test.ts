import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImageVariants, NotAnImageError, storeOriginalImage } from '../../core/node/images.ts';

const temp = mkdtempSync(join(tmpdir(), 'platter-images-'));
const content = join(temp, 'content');
const photo = join(temp, 'photo.jpg');
const small = join(temp, 'small.png');

beforeAll(async () => {
  mkdirSync(content);
  // A 2400x1600 photo carrying EXIF metadata, as a phone would write it.
  await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'someone', Software: 'phone' } })
    .toFile(photo);
  await sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
    .png()
    .toFile(small);
});
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('storeOriginalImage', () => {
  it('stores the photo under the food name, at most 2000 px, without its metadata', async () => {
    const stored = await storeOriginalImage(content, 'Crème Brûlée', photo);
    expect(stored).toEqual({ file: 'creme-brulee.jpg', width: 2000, height: 1333 });
    const meta = await sharp(join(content, 'images', stored.file)).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 2000, 1333, undefined]);
  });

  it('replaces an original of another format for the same food', async () => {
    await storeOriginalImage(content, 'Crème Brûlée', small);
    expect(readdirSync(join(content, 'images'))).toEqual(['creme-brulee.png']);
  });

  it('refuses a file that is not an image, saying so', async () => {
    const text = join(temp, 'notes.jpg');
    writeFileSync(text, 'not a picture');
    await expect(storeOriginalImage(content, 'Pad Thai', text)).rejects.toThrow(NotAnImageError);
    await expect(storeOriginalImage(content, 'Pad Thai', text)).rejects.toThrow(/is not an image sharp can read/);
  });
});

describe('buildImageVariants', () => {
  it(
    'writes WebP and AVIF at each width below the original, never enlarging, and skips ' + 'up-to-date outputs',
    async () => {
      await storeOriginalImage(content, 'Pad Thai', photo);
      const out = join(temp, 'out');
      const manifest = await buildImageVariants(content, out, [320, 640, 960]);
      expect(manifest['pad-thai.jpg']).toEqual({
        width: 2000,
        height: 1333,
        variants: [320, 640, 960].map((w) => ({
          width: w,
          height: Math.round((1333 * w) / 2000),
          webp: `pad-thai-${w}.webp`,
          avif: `pad-thai-${w}.avif`,
        })),
      });
      // 200 px wide: one variant at its own width.
      expect(manifest['creme-brulee.png']!.variants).toEqual([
        { width: 200, height: 100, webp: 'creme-brulee-200.webp', avif: 'creme-brulee-200.avif' },
      ]);
      const webp = await sharp(join(out, 'pad-thai-640.webp')).metadata();
      expect([webp.format, webp.width]).toEqual(['webp', 640]);
      const avif = await sharp(join(out, 'pad-thai-640.avif')).metadata();
      expect([avif.format, avif.compression, avif.width]).toEqual(['heif', 'av1', 640]);

      // An output newer than its original is left alone.
      const old = new Date('2020-01-01T00:00:00Z');
      utimesSync(join(content, 'images', 'pad-thai.jpg'), old, old);
      const before = statSync(join(out, 'pad-thai-320.webp')).mtimeMs;
      await buildImageVariants(content, out, [320, 640, 960]);
      expect(statSync(join(out, 'pad-thai-320.webp')).mtimeMs).toBe(before);
    },
  );
});
