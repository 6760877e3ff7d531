/*
 * Platter's service worker, written by hand. The build stamps BUILD and PRECACHE
 * (site/build/service-worker-integration.ts).
 *
 * - Pages (HTML) and /data/: network first, so a cached page never serves yesterday's
 *   puzzle while the network works; the cache answers only when offline.
 * - Hashed assets under /_astro/, the food names and scoring index (/data/food-*.<hash>.json),
 *   built images and dish icons: cache first (their names change with their content).
 *   An icon neither cached nor reachable is answered with the plate placeholder's picture
 *   of the same size (precached), never a broken image.
 * - Offline, a page answers from the cache only for its own address: a page never opened
 *   here gets the offline page in its language (it says the page needs a connection),
 *   never another page (before issue #29, /practice and /archive/N showed today's game).
 * - /api: never touched; the game keeps its own data in localStorage.
 * A new build waits until the page accepts 'New version available! Reload to update?'
 * and posts SKIP_WAITING.
 */
const BUILD = '__PLATTER_BUILD__';
const PRECACHE = ["__PLATTER_PRECACHE__"];
const CACHE = `platter-${BUILD}`;
/** The plate placeholder's icon file stem (core/icon-url.ts DEFAULT_ICON). */
const PLATE = '__PLATTER_PLATE__';
/** The site's languages other than English, each the first segment of its pages' paths. */
const LOCALES = ["__PLATTER_LOCALES__"];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      // One missing file must not block the whole install.
      Promise.all(PRECACHE.filter((u) => u.startsWith('/')).map((url) => cache.add(url).catch(() => undefined))),
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('platter-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

/** The offline page in the language of `url` ('/es/archive/3' -> '/es/offline/'). */
function offlinePage(url) {
  const first = url.pathname.split('/')[1];
  return LOCALES.includes(first) ? `/${first}/offline/` : '/offline/';
}

/** The same page with or without its trailing slash ('/practice' and '/practice/'). */
function otherSlash(url) {
  const u = new URL(url.href);
  u.search = '';
  u.pathname = u.pathname.endsWith('/') ? u.pathname.replace(/\/+$/, '') || '/' : `${u.pathname}/`;
  return u.href;
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) cache.put(request, response.clone());
    return response;
  } catch (error) {
    const url = new URL(request.url);
    const cached = (await cache.match(request, { ignoreSearch: true })) || (await cache.match(otherSlash(url)));
    if (cached) return cached;
    if (request.mode === 'navigate') {
      const offline = await cache.match(offlinePage(url));
      if (offline) return offline;
    }
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

/** An icon, else the plate of the same size ('-28', '-56', '-96', '-192'): never a broken image. */
async function icon(request) {
  try {
    const response = await cacheFirst(request);
    if (response.ok) return response;
  } catch {
    // offline and not cached: the plate below
  }
  const size = new URL(request.url).pathname.match(/-(\d+)\.webp$/)?.[1];
  const plate = size && (await caches.match(`/icons/${PLATE}-${size}.webp`));
  return plate || Response.error();
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (url.pathname.startsWith('/icons/')) {
    event.respondWith(icon(request));
  } else if (url.pathname.startsWith('/_astro/') || url.pathname.startsWith('/images/') || url.pathname.startsWith('/data/food-')) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate' || url.pathname.startsWith('/data/') || request.headers.get('accept')?.includes('text/html')) {
    event.respondWith(networkFirst(request));
  }
});
