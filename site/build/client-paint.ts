/**
 * Astro integration: registers the `client:paint` directive (site/lib/client-paint.ts),
 * which hydrates an island right after the page's first frame. The shell, the game and
 * the archive list use it.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate right after the page's first frame (site/lib/client-paint.ts). */
    'client:paint'?: boolean;
  }
}

/** The integration; add it to astro.config.mjs. */
export function clientPaint(): AstroIntegration {
  return {
    name: 'platter:client-paint',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'paint',
          entrypoint: fileURLToPath(new URL('../lib/client-paint.ts', import.meta.url)),
        });
      },
    },
  };
}
