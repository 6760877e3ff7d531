/**
 * The path-safety patterns, written once: what a slug, a dish file and an image file may
 * look like. Nothing that fails these ever reaches the file system, so `.`, `..`, a slash
 * or a control character in a name never becomes a path.
 */
import { z } from './zod.ts';

/** A slug: lower-case letters and digits in words joined by single hyphens ('pad-thai'). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The image formats an original may have (content/images/). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;

/**
 * An original image's file name: letters, digits, '_' or '-' (a dish's slug, or the older
 * underscore names), then one of the image extensions.
 */
export const IMAGE_FILE_PATTERN = /^[A-Za-z0-9_-]+\.(jpe?g|png|webp|avif)$/;

/** A dish file under foods/: '<slug>.yaml'. */
export function isFoodFileName(name: string): boolean {
  return name.endsWith('.yaml') && SLUG_PATTERN.test(name.slice(0, -'.yaml'.length));
}

/** Whether `name` is a usable original image file name. */
export function isImageFileName(name: string): boolean {
  return IMAGE_FILE_PATTERN.test(name);
}

/** A slug, as a zod schema. */
export const Slug = z.string().regex(SLUG_PATTERN, 'expected a slug (a-z, 0-9 and -)');

/** An image file name under content/images/, as a zod schema. */
export const ImageFileName = z
  .string()
  .regex(IMAGE_FILE_PATTERN, 'must be a file name under content/images/ (letters, digits, _ or -)');
