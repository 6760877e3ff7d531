/**
 * What bench/site.ts and tests/e2e/first-load.spec.ts count as a first visit's first load:
 * until every island's code has been requested, the shell's aside (it comes at the first
 * interaction, site/lib/client-shell.ts). An island's code loads after the first paint; on a
 * first visit the game then waits for How to Play to close before it hydrates
 * (site/lib/client-paint.ts), so hydration is not the sign. The requests are watched from
 * outside the page: a test's fake clock replaces the page's `performance`.
 */
import type { BrowserContext, Page } from 'playwright-core';

/**
 * Makes every page of `context` a returning player's: How to Play seen and the cookie banner
 * answered (essential only), so neither opens. Shared by the site bench and the browser tests.
 */
export async function asReturningPlayer(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const now = Date.now();
    localStorage.setItem('platter_preferences', JSON.stringify({ v: 1, updatedAt: now, data: { hasSeenIntro: true } }));
    localStorage.setItem(
      'platter_consent',
      JSON.stringify({
        v: 1,
        updatedAt: now,
        data: {
          essential: true,
          analytics: false,
          advertising: false,
          timestamp: new Date(now).toISOString(),
          version: '1.0',
        },
      }),
    );
  });
}

/** The paths `page` requests from now on. */
export function watchRequests(page: Page): Set<string> {
  const requested = new Set<string>();
  page.on('request', (r) => requested.add(new URL(r.url()).pathname));
  return requested;
}

/** Resolves once every island of the page but the shell has had its code requested (`requested`: `watchRequests`). */
export async function islandCodeRequested(
  page: Page,
  requested: ReadonlySet<string>,
  timeoutMs = 30_000,
): Promise<void> {
  const urls = await page
    .locator('astro-island:not([client="shell"])')
    .evaluateAll((islands) => islands.map((island) => island.getAttribute('component-url') ?? ''));
  for (const deadline = Date.now() + timeoutMs; !urls.every((url) => requested.has(url)); ) {
    if (Date.now() > deadline)
      throw new Error(`Island code not requested: ${urls.filter((u) => !requested.has(u)).join(', ')}`);
    await page.waitForTimeout(50);
  }
}
