/**
 * Astro integration: stamps dist/service-worker.js after the build with a build id and
 * the list of files to precache. A new id makes the browser see a new worker, which is
 * what triggers the 'New version available! Reload to update?' prompt.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { HASHED_FOOD_DATA_PATH } from '../../core/food-index.ts';

/** Pages and data a started game needs offline, besides the hashed assets. */
const SHELL_URLS = ['/', '/archive/', '/data/relations.json'];

/** The integration; add it to astro.config.mjs. */
export function serviceWorkerStamp(): AstroIntegration {
  return {
    name: 'platter:service-worker',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const workerFile = join(root, 'service-worker.js');
        if (!existsSync(workerFile)) return;
        const assetsDir = join(root, '_astro');
        const dataDir = join(root, 'data');
        const foodData = existsSync(dataDir)
          ? readdirSync(dataDir)
              .filter((f) => HASHED_FOOD_DATA_PATH.test(`/data/${f}`))
              .sort()
              .map((f) => `/data/${f}`)
          : [];
        const assets = existsSync(assetsDir)
          ? readdirSync(assetsDir)
              .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
              .sort()
              .map((f) => `/_astro/${f}`)
          : [];
        const hash = createHash('sha256');
        for (const a of [...foodData, ...assets]) hash.update(a);
        for (const page of ['index.html', 'archive/index.html']) {
          const file = join(root, page);
          if (existsSync(file)) hash.update(readFileSync(file));
        }
        const buildId = hash.digest('hex').slice(0, 12);
        const source = readFileSync(workerFile, 'utf8')
          .replace('__PLATTER_BUILD__', buildId)
          .replace('["__PLATTER_PRECACHE__"]', JSON.stringify([...SHELL_URLS, ...foodData, ...assets]));
        writeFileSync(workerFile, source);
        logger.info(`service worker stamped: build ${buildId}, ${assets.length} assets precached`);
      },
    },
  };
}
