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
 * The island's scripts are asked for all at once (the build lists them in its `preload`
 * attribute, site/build/client-paint.ts), as module preloads: fetched and compiled, not run.
 * On a first visit How to Play is open over the page (the layout's script opens it before
 * the first paint): nothing behind a modal dialog can be used, so the island's code is
 * fetched as above but run only at the player's first sign of life (the mouse moving, a
 * touch, a scroll, a key), and the island hydrates once the player reaches for the dialog
 * (its first touch or key, or its closing). Running React's modules while the player read
 * blocked a phone's main thread for 120 to 240 ms, and hydrating the game 300 to 600 ms
 * (Lighthouse's mobile TBT); a tap's press comes about a tenth of a second before its click,
 * time enough to run them on the way.
 */
import type { ClientDirective } from 'astro';
import { afterIntro, introEngaged, introOpen } from './dialogs.ts';

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

/** Asks for the island's scripts (its `preload` attribute) as module preloads, each once per page. */
function preloadScripts(el: HTMLElement): void {
  for (const href of el.getAttribute('preload')?.split(' ') ?? [])
    if (href && !document.querySelector(`link[href="${href}"]`))
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
}

const clientPaint: ClientDirective = (load, _options, el) => {
  void afterFirstPaint().then(async () => {
    preloadScripts(el);
    // The shell borrows this directive's timing for a visitor with records (client-shell.ts):
    // it has those to show in the top bar at once, dialog or not.
    const behindIntro = el.getAttribute('client') === 'paint' && introOpen();
    // Both listen from now: the press that closes the dialog may come while the code runs.
    const reached = behindIntro ? afterIntro() : undefined;
    if (behindIntro) await introEngaged();
    const hydrate = await load();
    await reached;
    await hydrate();
  });
};

export default clientPaint;
