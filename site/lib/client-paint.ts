/**
 * The `client:paint` hydration directive (registered by site/build/client-paint.ts): like
 * `client:load`, but the island's scripts are requested only after the page's first
 * frame. Requested while the HTML is still being parsed, React's 60-odd KB compete with
 * the first paint on a slow phone (Lighthouse counts every request started before the
 * largest paint into it); a frame later they cost the paint little, and the island is
 * interactive about as soon. A hidden tab paints nothing, so it hydrates at once.
 */
import type { ClientDirective } from 'astro';

/** Resolves after the next frame (at once in a hidden tab, which renders none). */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  // A requestAnimationFrame callback runs just before the paint; a task queued from it runs after.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const clientPaint: ClientDirective = (load) => {
  void afterNextPaint()
    .then(load)
    .then((hydrate) => hydrate());
};

export default clientPaint;
