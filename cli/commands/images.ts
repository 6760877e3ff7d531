/** `platter images`: a dish's original photo in, responsive variants out. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { displayPath } from '../../core/node/content.ts';
import { contentPath } from '../../core/node/write.ts';
import { contentDirFor, findFood, loadForCommand } from '../_context.ts';
import { CliError } from '../_errors.ts';
import { printJson } from '../_output.ts';
import { saveFood } from '../_food-save.ts';
import { imageFile } from '../../core/content-paths.ts';
import { imageBaseName } from '../../core/naming.ts';

export function defineImagesCommand(program: Command): Command {
  const images = program
    .command('images')
    .description("dish images: store an original, build the site's WebP/AVIF variants")
    .addHelpText(
      'after',
      `
Examples:
  $ platter images add pad-thai ~/Pictures/pad-thai.jpg
  $ platter images build --out site/public/images/generated`,
    );

  images
    .command('add')
    .description(
      'store a photo as the original image of a dish (re-encoded, metadata stripped, at most 2000 px) and ' +
        'set its image field',
    )
    .argument('<food>', 'slug, name or alias')
    .argument('<file>', 'a JPEG, PNG, WebP or AVIF file (other formats sharp reads are converted)')
    .addHelpText(
      'after',
      `
The file is stored as content/${imageFile('<slug>.<ext>')} under the dish's slug, which no other dish has,
e.g. content/${imageFile(`${imageBaseName('Pad Thai')}.jpg`)}.

Example:
  $ platter images add "Pad Thai" ~/Pictures/pad-thai.jpg`,
    )
    .action(async (query: string, file: string, _opts: unknown, cmd: Command) => {
      const loaded = loadForCommand(cmd);
      const food = findFood(loaded.content.foods, query);
      if (!existsSync(file)) throw new CliError(`${file} does not exist`);
      // sharp is a native module: load it only for the commands that need it.
      const { NotAnImageError, storeOriginalImage } = await import('../../core/node/images.ts');
      let stored: Awaited<ReturnType<typeof storeOriginalImage>>;
      try {
        stored = await storeOriginalImage(loaded.content.root, food.name, resolve(file));
      } catch (e) {
        if (e instanceof NotAnImageError) throw new CliError(e.message);
        throw e;
      }
      const { slug: _slug, ...fields } = food;
      await saveFood(loaded, { ...fields, image: stored.file }, food, {});
      console.log(
        `Stored ${displayPath(contentPath(loaded.content.root, imageFile(stored.file)))} (${stored.width}×${stored.height}) ` +
          `as the image of ${food.name}`,
      );
    });

  images
    .command('build')
    .description('write <base>-<width>.webp and .avif variants of every original (skipping up-to-date ones)')
    .option('--out <dir>', 'output directory', 'site/public/images/generated')
    .option('--widths <list>', 'comma-separated widths', '320,640,960')
    .option('--json', 'print the manifest as JSON')
    .addHelpText(
      'after',
      `
Example:
  $ platter images build --out dist/images --widths 480,960`,
    )
    .action(async (opts: { out: string; widths: string; json?: boolean }, cmd: Command) => {
      const root = contentDirFor(cmd);
      const widths = opts.widths.split(',').map((w) => Number(w.trim()));
      if (widths.some((w) => !Number.isInteger(w) || w <= 0))
        throw new CliError(`--widths: "${opts.widths}" must be positive whole numbers, comma-separated`);
      const { buildImageVariants } = await import('../../core/node/images.ts');
      const manifest = await buildImageVariants(root, resolve(opts.out), widths);
      if (opts.json) printJson(manifest);
      else console.log(`${Object.keys(manifest).length} images, variants in ${displayPath(resolve(opts.out))}`);
    });
  return images;
}
