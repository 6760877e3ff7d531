/**
 * Astro integration: registers the `client:paint` directive (site/lib/client-paint.ts),
 * which hydrates an island right after the page's first frame (the game and the archive
 * list use it), and the shell's `client:shell` (site/lib/client-shell.ts), which waits for
 * the first interaction on a first visit.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate right after the page's first frame (site/lib/client-paint.ts). */
    'client:paint'?: boolean;
    /** The shell's: at the first interaction on a first visit, else as `client:paint` (site/lib/client-shell.ts). */
    'client:shell'?: boolean;
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
        addClientDirective({
          name: 'shell',
          entrypoint: fileURLToPath(new URL('../lib/client-shell.ts', import.meta.url)),
        });
      },
    },
  };
}
