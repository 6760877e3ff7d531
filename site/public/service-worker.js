/*
 * Platter's service worker, written by hand. The build stamps BUILD and PRECACHE
 * (site/build/service-worker-integration.ts).
 *
 * - Pages (HTML) and /data/: network first, so a cached page never serves yesterday's
 *   puzzle while the network works; the cache answers only when offline.
 * - Hashed assets under /_astro/, the food names and scoring index (/data/food-*.<hash>.json)
 *   and built images: cache first (their names change with their content).
 * - /api: never touched; the game keeps its own data in localStorage.
 * A new build waits until the page accepts 'New version available! Reload to update?'
 * and posts SKIP_WAITING.
 */
const BUILD = '__PLATTER_BUILD__';
const PRECACHE = ["__PLATTER_PRECACHE__"];
const CACHE = `platter-${BUILD}`;

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

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = (await cache.match(request)) || (request.mode === 'navigate' ? await cache.match('/') : undefined);
    if (cached) return cached;
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

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (url.pathname.startsWith('/_astro/') || url.pathname.startsWith('/images/') || url.pathname.startsWith('/data/food-')) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate' || url.pathname.startsWith('/data/') || request.headers.get('accept')?.includes('text/html')) {
    event.respondWith(networkFirst(request));
  }
});
