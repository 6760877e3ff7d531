/**
 * The dish image variants for the site: core/node/images.ts buildImageVariants writes
 * them into site/public/images/generated/ (git-ignored, so dev and build both serve
 * them) and answers the manifest, which /data/images.json hands to the browser.
 */
import { join } from 'node:path';
import { buildImageVariants, type ImageManifest } from '../../core/node/images.ts';
import { contentRoot } from './content.ts';

/** Where the variants are written, relative to the repository. */
export const GENERATED_DIR = join('site', 'public', 'images', 'generated');

let pending: Promise<ImageManifest> | undefined;

/** Builds the variants once per process (later calls share the result). */
export function dishImageManifest(): Promise<ImageManifest> {
  pending ??= buildImageVariants(contentRoot(), join(process.cwd(), GENERATED_DIR));
  return pending;
}
