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
import { DEFAULT_ICON, ICON_SIZES, iconFileStem, iconUrl } from '../../core/icon-url.ts';
import { LOCALES, localeSegment, localizedPath } from '../../core/locales.ts';

/**
 * Pages and data a started game needs offline, besides the hashed assets: the game pages,
 * the offline page in every language (answered for a page never opened here, issue #29),
 * and the plate placeholder's icon at every size (answered for an icon not kept here).
 */
const SHELL_URLS = [
  '/',
  '/archive/',
  '/practice/',
  '/data/relations.json',
  ...LOCALES.map((l) => localizedPath('/offline/', l)),
  ...Object.keys(ICON_SIZES).flatMap((size) =>
    ([1, 2] as const).map((scale) => iconUrl(DEFAULT_ICON, size as keyof typeof ICON_SIZES, scale)),
  ),
];

/** The pages whose scripts and styles a started game needs offline. */
const GAME_PAGES = ['index.html', 'archive/index.html', 'archive/1/index.html', 'practice/index.html'];

/**
 * The hashed scripts and styles the game pages can load: the ones their HTML names, then
 * every chunk those name (static imports and lazy ones), until nothing new turns up. The
 * admin screens' chunks are left out: a phone's first visit does not download them.
 */
export function gameAssets(root: string): string[] {
  const assetsDir = join(root, '_astro');
  if (!existsSync(assetsDir)) return [];
  const all = new Set(readdirSync(assetsDir).filter((f) => f.endsWith('.js') || f.endsWith('.css')));
  const found = new Set<string>();
  const queue: string[] = [];
  const scan = (text: string) => {
    for (const m of text.matchAll(/[A-Za-z0-9_.-]+\.(?:js|css)/g)) {
      const name = m[0].replace(/^\.+/, '');
      if (all.has(name) && !found.has(name)) {
        found.add(name);
        queue.push(name);
      }
    }
  };
  for (const page of GAME_PAGES) {
    const file = join(root, page);
    if (existsSync(file)) scan(readFileSync(file, 'utf8'));
  }
  while (queue.length > 0) scan(readFileSync(join(assetsDir, queue.pop()!), 'utf8'));
  return [...found].sort().map((f) => `/_astro/${f}`);
}

/** The integration; add it to astro.config.mjs. */
export function serviceWorkerStamp(): AstroIntegration {
  return {
    name: 'platter:service-worker',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const workerFile = join(root, 'service-worker.js');
        if (!existsSync(workerFile)) return;
        const dataDir = join(root, 'data');
        const foodData = existsSync(dataDir)
          ? readdirSync(dataDir)
              .filter((f) => HASHED_FOOD_DATA_PATH.test(`/data/${f}`))
              .sort()
              .map((f) => `/data/${f}`)
          : [];
        const assets = gameAssets(root);
        const hash = createHash('sha256');
        for (const a of [...foodData, ...assets]) hash.update(a);
        for (const page of ['index.html', 'archive/index.html']) {
          const file = join(root, page);
          if (existsSync(file)) hash.update(readFileSync(file));
        }
        const buildId = hash.digest('hex').slice(0, 12);
        const source = readFileSync(workerFile, 'utf8')
          .replace('__PLATTER_BUILD__', buildId)
          .replace('__PLATTER_PLATE__', iconFileStem(DEFAULT_ICON))
          .replace('["__PLATTER_LOCALES__"]', JSON.stringify(LOCALES.map(localeSegment).filter(Boolean)))
          .replace('["__PLATTER_PRECACHE__"]', JSON.stringify([...SHELL_URLS, ...foodData, ...assets]));
        writeFileSync(workerFile, source);
        logger.info(`service worker stamped: build ${buildId}, ${assets.length} assets precached`);
      },
    },
  };
}
