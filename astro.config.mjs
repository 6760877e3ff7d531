// Astro: static pages from site/, React islands, and build steps of our own (dish image
// variants, the service worker's build stamp, brotli copies of what a first visit loads). In dev, Vite proxies /api
// to the
// API process (`npm start` serves both from one origin instead).
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { clientPaint } from './site/build/client-paint.ts';
import { dishImages } from './site/build/images-integration.ts';
import { precompress } from './site/build/precompress.ts';
import { serviceWorkerStamp } from './site/build/service-worker-integration.ts';
import { ensureMessages } from './site/build/messages.ts';
import { DEFAULT_LOCALE, LOCALES, localeSegment } from './core/locales.ts';

// The message catalogue's modules (site/i18n/compiled/), compiled when their sources changed.
ensureMessages();

export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  output: 'static',
  trailingSlash: 'ignore',
  // English at the root, every other language under its own segment (/ja/, /pt-br/): the
  // pages are prerendered per language from site/pages/[...locale]/ (core/locales.ts).
  i18n: {
    locales: LOCALES.map((l) => (l === DEFAULT_LOCALE ? l : { path: localeSegment(l), codes: [l] })),
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false },
  },
  // Stylesheets go inline: a separate file is one more round trip before the first paint
  // (the CSS is a few KB gzip; Lighthouse counted ~300 ms of render blocking on a phone).
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [react(), clientPaint(), dishImages(), serviceWorkerStamp(), precompress()],
  vite: {
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // React in one chunk: every page hydrates the shell, so every page loads all
              // of it anyway, and one file compresses better than the four the automatic
              // split makes of it (about 1 KB gzip less on the first load of /).
              // The small modules every game page loads at once (storage, events, the API
              // client, preferences, day maths...) in one chunk too: ten files of 200 B to
              // 3 KB each gzip worse than one, and each is one more request. (Not the storage
              // part that only sync and export use, storage/transfer.ts: it loads with them.)
              codeSplitting: {
                groups: [
                  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                  {
                    name: 'base',
                    test: /site[\\/]lib[\\/](storage|storage[\\/](?!transfer)\w+|events|api|consent|use-preferences|preferences|dialogs|game-data|shortcuts)\.ts$|core[\\/](days|streaks|normalise|icon-url|game)\.ts$|site[\\/]components[\\/](OnVisible|DishIcon|Icons|ChunkBoundary)\.tsx$|site[\\/]islands[\\/]game[\\/]loaders\.ts$|preload-helper/,
                  },
                ],
              },
            },
          },
        },
      },
    },
    server: {
      proxy: { '/api': process.env.API_ORIGIN ?? 'http://localhost:4322' },
    },
  },
});
