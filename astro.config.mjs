// Astro: static pages from site/, React islands, and two build steps of our own (dish
// image variants and the service worker's build stamp). In dev, Vite proxies /api to the
// API process (`npm start` serves both from one origin instead).
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { dishImages } from './site/build/images-integration.ts';
import { serviceWorkerStamp } from './site/build/service-worker-integration.ts';

export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), dishImages(), serviceWorkerStamp()],
  vite: {
    server: {
      proxy: { '/api': process.env.API_ORIGIN ?? 'http://localhost:4322' },
    },
  },
});
