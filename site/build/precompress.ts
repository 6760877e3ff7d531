/**
 * Astro integration: writes a brotli copy (`<file>.br`, the highest quality) of each file
 * a first visit downloads and never changes: the hashed scripts and styles, the hashed
 * food data, and the two pages new players land on. Quality 11 is too slow to run per
 * request (about 1 s per MB) but is 8 to 9 % smaller than the quality 9 the server uses
 * on the fly (the first load of / about 6 KB less, the scoring index 4 KB). The embedded
 * server sends these copies (api/site.ts); nginx's brotli_static and most CDNs do too.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { HASHED_FOOD_DATA_PATH } from '../../core/food-index.ts';

const compress = promisify(brotliCompress);

/** The pages compressed ahead: where new players land. */
const LANDING_PAGES = ['index.html', 'archive/index.html'];

/** The files to compress ahead, relative to the built site. */
export function precompressedFiles(root: string): string[] {
  const list = (dir: string, keep: (name: string) => boolean) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter(keep)
          .map((f) => `${dir}/${f}`)
      : [];
  return [
    ...list('_astro', (f) => /\.(js|css)$/.test(f)),
    ...list('data', (f) => HASHED_FOOD_DATA_PATH.test(`/data/${f}`)),
    ...LANDING_PAGES.filter((p) => existsSync(join(root, p))),
  ];
}

/** The brotli copy of a file's bytes, at the highest quality. */
export function brotliBest(raw: Buffer): Promise<Buffer> {
  return compress(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
}

/** The integration; list it last in astro.config.mjs, after every step that changes a built file. */
export function precompress(): AstroIntegration {
  return {
    name: 'platter:precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = precompressedFiles(root);
        let before = 0;
        let after = 0;
        // zlib's thread pool runs these side by side.
        await Promise.all(
          files.map(async (file) => {
            const raw = readFileSync(join(root, file));
            const br = await brotliBest(raw);
            writeFileSync(join(root, `${file}.br`), br);
            before += raw.length;
            after += br.length;
          }),
        );
        logger.info(
          `brotli copies of ${files.length} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB`,
        );
      },
    },
  };
}
