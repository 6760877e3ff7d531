/**
 * Dish images. Originals live in content/images/ (named after the food, as the spec's
 * admin form names them); the site build turns each into responsive WebP and AVIF
 * variants, which are generated, never committed.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { imageBaseName } from '../naming.ts';
import { contentPath, writeFileAtomic } from './write.ts';
import { isImageFileName } from '../schemas/paths.ts';
import { IMAGES_DIR } from '../content-paths.ts';

/** The longest side an original keeps: enough for any variant, small enough for git. */
export const MAX_ORIGINAL_SIZE = 2000;

/** The widths the site asks for by default (srcset candidates). */
export const DEFAULT_VARIANT_WIDTHS = [320, 640, 960] as const;

/** Original file names the food schema accepts. */

/** One responsive size of an image, in both modern formats. */
export interface ImageVariant {
  /** Pixel width of this size. */
  width: number;
  /** Pixel height, keeping the original's aspect ratio. */
  height: number;
  /** File name of the WebP variant in the output directory. */
  webp: string;
  /** File name of the AVIF variant in the output directory. */
  avif: string;
}

/** What the site needs to render one image: intrinsic size (no layout shift) and its variants. */
export interface ImageManifestEntry {
  width: number;
  height: number;
  /** Smallest first. */
  variants: ImageVariant[];
}

/** Original file name (e.g. pad-thai.jpg) -> its variants. */
export type ImageManifest = Record<string, ImageManifestEntry>;

/** A file sharp could not read as an image. */
export class NotAnImageError extends Error {}

/**
 * Re-encodes `input` as the food's original: auto-rotated, metadata stripped (no GPS
 * from a phone photo ends up in git), at most MAX_ORIGINAL_SIZE on the longest side.
 * JPEG, PNG, WebP and AVIF keep their format; anything else becomes PNG when it has
 * transparency and JPEG otherwise. Removes a previous original of another format.
 * Returns the stored file name.
 */
export async function storeOriginalImage(
  contentDir: string,
  foodName: string,
  input: string,
): Promise<{ file: string; width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch (e) {
    throw new NotAnImageError(
      `${input} is not an image sharp can read (${(e as Error).message}); use a JPEG, PNG, WebP or AVIF file`,
    );
  }
  // sharp reports AVIF as HEIF with AV1 compression; other HEIF (iPhone HEIC) is converted.
  const format =
    meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp'
      ? meta.format
      : meta.format === 'heif' && meta.compression === 'av1'
        ? 'avif'
        : meta.hasAlpha
          ? 'png'
          : 'jpeg';
  const ext = format === 'jpeg' ? 'jpg' : format;
  const base = imageBaseName(foodName);
  const file = `${base}.${ext}`;
  const dir = contentPath(contentDir, IMAGES_DIR);
  mkdirSync(dir, { recursive: true });
  const pipeline = sharp(input)
    .autoOrient()
    .resize({ width: MAX_ORIGINAL_SIZE, height: MAX_ORIGINAL_SIZE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    format === 'jpeg'
      ? pipeline.jpeg({ quality: 90, mozjpeg: true })
      : format === 'png'
        ? pipeline.png()
        : format === 'webp'
          ? pipeline.webp({ quality: 90 })
          : pipeline.avif({ quality: 70 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  writeFileAtomic(join(dir, file), data);
  for (const other of readdirSync(dir)) {
    if (other !== file && isImageFileName(other) && other.slice(0, other.lastIndexOf('.')) === base)
      rmSync(join(dir, other));
  }
  return { file, width: info.width, height: info.height };
}

/** True when `output` exists and is at least as new as `input`. */
function upToDate(input: string, output: string): boolean {
  return existsSync(output) && statSync(output).mtimeMs >= statSync(input).mtimeMs;
}

/**
 * Writes <base>-<width>.webp and .avif for every original in <contentDir>/images, at each
 * of `widths` narrower than the original (or once at the original's width when it is
 * narrower than them all: images are never enlarged). Outputs newer than their original
 * are kept, so a rebuild only encodes what changed. Returns the manifest the site renders
 * <picture> elements from.
 */
export async function buildImageVariants(
  contentDir: string,
  outDir: string,
  widths: readonly number[] = DEFAULT_VARIANT_WIDTHS,
): Promise<ImageManifest> {
  const imagesDir = join(contentDir, IMAGES_DIR);
  const manifest: ImageManifest = {};
  if (!existsSync(imagesDir)) return manifest;
  mkdirSync(outDir, { recursive: true });
  const sorted = [...new Set(widths)].sort((a, b) => a - b);
  for (const file of readdirSync(imagesDir).sort()) {
    if (!isImageFileName(file)) continue;
    const input = join(imagesDir, file);
    const meta = await sharp(input).metadata();
    const { width, height } = meta.autoOrient;
    if (!width || !height) continue;
    const fitting = sorted.filter((w) => w < width);
    const targets =
      fitting.length > 0 && fitting.length === sorted.length
        ? fitting
        : [...fitting, Math.min(width, sorted.at(-1) ?? width)];
    const base = file.slice(0, file.lastIndexOf('.'));
    const variants: ImageVariant[] = [];
    for (const w of [...new Set(targets)]) {
      const h = Math.max(1, Math.round((height * w) / width));
      const webp = `${base}-${w}.webp`;
      const avif = `${base}-${w}.avif`;
      if (!upToDate(input, join(outDir, webp)))
        await sharp(input).autoOrient().resize({ width: w }).webp({ quality: 80 }).toFile(join(outDir, webp));
      if (!upToDate(input, join(outDir, avif)))
        await sharp(input).autoOrient().resize({ width: w }).avif({ quality: 55 }).toFile(join(outDir, avif));
      variants.push({ width: w, height: h, webp, avif });
    }
    manifest[file] = { width, height, variants };
  }
  return manifest;
}
