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
      // React finishes hydrating in a transition after the event: one task later, it has.
      island.addEventListener('astro:hydrate', () => setTimeout(() => button.click()), { once: true });
    },
    true,
  );
}
