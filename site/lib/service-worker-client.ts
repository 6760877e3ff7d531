/**
 * Registers /service-worker.js (production builds only) and asks the player before a
 * new version takes over: 'New version available! Reload to update?' (admin.md section 4).
 */

/** The update prompt, word for word. */
export const UPDATE_PROMPT = 'New version available! Reload to update?';

function offer(worker: ServiceWorker): void {
  if (window.confirm(UPDATE_PROMPT)) {
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
