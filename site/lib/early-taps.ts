/**
 * Taps that come before the page is interactive. The top bar's buttons are in the HTML
 * from the first paint, but React hears them only once their island has hydrated, up to a
 * second later on a slow phone: a tap on the menu in that second used to do nothing. The
 * layout inlines this function (no outer names, on purpose) so it listens from the start;
 * a tap on a plain button of an island not yet hydrated (Astro marks those `ssr`) is
 * clicked again once Astro reports the island hydrated. Links and submit buttons are left
 * alone: the browser already acts on those without scripts.
 */
export function replayEarlyTaps(doc: Document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!event.isTrusted || !(target instanceof Element)) return;
      const button = target.closest('button[type="button"]');
      const island = button?.closest('astro-island[ssr]');
      if (!(button instanceof HTMLButtonElement) || !island) return;
      // React hydrates in a transition after the event, in slices of a few milliseconds, each a
      // task of its own: a click before the last slice reaches a button React does not hear yet
      // (one task later was not enough on a busy phone). The browser is idle once React is done.
      const again = () => button.click();
      const idle = window.requestIdleCallback ?? setTimeout;
      island.addEventListener('astro:hydrate', () => idle(again), { once: true });
    },
    true,
  );
}
