/**
 * The `client:paint` hydration directive (registered by site/build/client-paint.ts): like
 * `client:load`, but the island's scripts are requested only once the page's first paint
 * is on screen. Requested while the HTML is still being parsed, React's 60-odd KB compete
 * with the first paint on a slow phone (Lighthouse counts every request started before the
 * largest paint into it); after it they cost the paint nothing, and the island is
 * interactive about as soon. A hidden tab paints nothing, so it hydrates at once.
 *
 * "On screen" is the first-contentful-paint entry, which the browser reports once the
 * frame is presented: a task queued from the frame's requestAnimationFrame runs before
 * that, so a request made there still started before the paint Lighthouse times.
 *
 * On a first visit How to Play is open over the page (the layout's script opens it before
 * the first paint): an island of this directive loads its code as above, but hydrates only
 * once the player reaches for the dialog (its first touch or key, or its closing). Nothing
 * behind a modal dialog can be used, and hydrating the game while the player read blocked
 * a phone's main thread for 300 to 600 ms (Lighthouse's mobile TBT).
 */
import type { ClientDirective } from 'astro';
import { afterIntro } from './dialogs.ts';

/** The longest an island waits for the first paint (a page with nothing to paint has none). */
const PAINT_WAIT_MS = 1000;

/** Resolves once the first contentful paint has been presented (at once in a hidden tab, which renders none). */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden' || typeof PerformanceObserver !== 'function') return Promise.resolve();
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(done, PAINT_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
}

const clientPaint: ClientDirective = (load, _options, el) => {
  void afterFirstPaint()
    .then(load)
    .then(async (hydrate) => {
      // The shell borrows this directive's timing for a visitor with records (client-shell.ts):
      // it has those to show in the top bar at once, dialog or not.
      if (el.getAttribute('client') === 'paint') await afterIntro();
      await hydrate();
    });
};

export default clientPaint;
