/**
 * Astro integration: builds the dish image variants before dev or build starts, so both
 * serve them from /images/generated/.
 */
import type { AstroIntegration } from 'astro';
import { dishImageManifest } from './images.ts';

/** The integration; add it to astro.config.mjs. */
export function dishImages(): AstroIntegration {
  return {
    name: 'platter:dish-images',
    hooks: {
      'astro:config:setup': async ({ logger }) => {
        try {
          const manifest = await dishImageManifest();
          logger.info(`dish images: ${Object.keys(manifest).length} originals, variants up to date`);
        } catch (e) {
          logger.error(`dish images: ${(e as Error).message} (fix or remove the file in content/images/)`);
          throw e;
        }
      },
    },
  };
}
