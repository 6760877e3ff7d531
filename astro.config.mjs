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
              // React in one chunk: a page that hydrates an island loads all of it anyway, and one
              // file compresses better than the four the automatic split makes of it (about 1 KB
              // gzip less on the first load of /).
              // The small modules every game page loads at once (storage, events, the API
              // client, preferences, day maths...) in one chunk too: ten files of 200 B to
              // 3 KB each gzip worse than one, and each is one more request. (Not the storage
              // part that only sync and export use, storage/transfer.ts: it loads with them.)
              // (Not the shell island's own modules: on a first visit the shell hydrates at the
              // first interaction, site/lib/client-shell.ts, and its code comes then, in its own chunk.)
              // (Not DishIcon: only the suggestion list and the board show dish icons, and they load later.)
              // (Not ./ready/shell.ts: it awaits the messages, whose modules import the plural
              // helper, and a chunk that awaits its own importer never finishes loading.)
              codeSplitting: {
                groups: [
                  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                  // The catalogue's plural helper, the same in every area: one file, not one per area.
                  { name: 'plural', test: /site[\\/]i18n[\\/]compiled[\\/]\w+[\\/]registry\.js$/ },
                  {
                    name: 'base',
                    test: /site[\\/]lib[\\/](storage|storage[\\/](?!transfer)\w+|events|api|use-preferences|preferences|dialogs|game-data)\.ts$|core[\\/](days|normalise|icon-url|game)\.ts$|site[\\/]components[\\/](OnVisible|Icons|ChunkBoundary)\.tsx$|site[\\/]islands[\\/]game[\\/]loaders\.ts$|preload-helper/,
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
