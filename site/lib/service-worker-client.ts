/**
 * What makes the site an installable app: the web app manifest's link, and
 * /service-worker.js (production builds only), which asks the player before a new version
 * takes over: 'New version available! Reload to update?' (admin.md section 4).
 */
import { loadMessages, pageLocale } from '../i18n/messages.ts';

/** The web app manifest (site/public/manifest.webmanifest). */
export const MANIFEST_PATH = '/manifest.webmanifest';
/** The service worker's script (site/public/service-worker.js, stamped by site/build/service-worker-integration.ts). */
export const WORKER_PATH = '/service-worker.js';

/**
 * Makes the page an installable app that works offline, once it has loaded: links the web
 * app manifest (in the HTML, the browser would fetch it while the page is parsed, one more
 * request Lighthouse counts into the largest paint; install prompts read the link whenever
 * it appears) and registers the service worker (`worker`: production builds only), so that
 * it never competes with the first paint. The layout inlines this function (so it names
 * nothing outside itself): a first visit installs both without waiting for any island.
 */
export function installApp(manifest: string, worker: string | undefined): void {
  const install = () => {
    if (!document.querySelector('link[rel="manifest"]')) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = manifest;
      document.head.append(link);
    }
    if (worker && 'serviceWorker' in navigator)
      navigator.serviceWorker
        .register(worker)
        .catch((e: unknown) => console.error('Service worker registration failed:', e));
  };
  if (document.readyState === 'complete') install();
  else addEventListener('load', install, { once: true });
}

/** The update prompt, word for word. */
export const UPDATE_PROMPT = 'New version available! Reload to update?';

function offer(worker: ServiceWorker): void {
  void loadMessages('shell', pageLocale()).then(
    (m) => ask(worker, m.update_prompt()),
    () => ask(worker, UPDATE_PROMPT),
  );
}

/** The prompt in the page's language (the spec's words in English). */
function ask(worker: ServiceWorker, prompt: string): void {
  if (window.confirm(prompt)) {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    worker.postMessage({ type: 'SKIP_WAITING' });
  }
}

/**
 * Offers a waiting new version of the site, now and whenever one arrives (the shell calls
 * it; the layout's script registered the worker, and registering again returns the same
 * registration).
 */
export function watchForUpdates(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const watch = async () => {
    try {
      const reg = await navigator.serviceWorker.register(WORKER_PATH);
      if (reg.waiting && navigator.serviceWorker.controller) offer(reg.waiting);
      reg.addEventListener('updatefound', () => {
        const worker = reg.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
        });
      });
    } catch (e) {
      console.error('Service worker registration failed:', e);
    }
  };
  if (document.readyState === 'complete') void watch();
  else addEventListener('load', () => void watch(), { once: true });
}
