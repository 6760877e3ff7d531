/**
 * What makes the site an installable app: the web app manifest's link, and
 * /service-worker.js (production builds only), which asks the player before a new version
 * takes over: 'New version available! Reload to update?' (admin.md section 4).
 */
import { loadMessages, pageLocale } from '../i18n/messages.ts';

/** The web app manifest (site/public/manifest.webmanifest). */
export const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * Links the web app manifest, once the page has painted: in the HTML, the browser fetches
 * it while the page is parsed, one more request Lighthouse counts into the largest paint.
 * Install prompts read the link whenever it appears.
 */
export function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_PATH;
  document.head.append(link);
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

/** Registers the worker once the page has loaded, so it never competes with the first paint. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    try {
      const reg = await navigator.serviceWorker.register('/service-worker.js');
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
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
