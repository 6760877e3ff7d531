/**
 * Every page works under its Content-Security-Policy: the browser reports no violation
 * (an inline script without its hash, a style or a connection the policy forbids) while
 * the page loads, hydrates and is played a little.
 */
import type { Page } from '@playwright/test';
import { DAY, expect, test } from './support/fixtures.ts';

const PAGES = [
  '/',
  '/archive',
  '/archive/1',
  '/about',
  '/privacy',
  '/terms',
  '/cookies',
  '/no-such-page',
  '/admin-food',
  '/admin-daily-challenge',
  '/admin-management',
  '/admin-tags',
  '/submissions',
];

/** Collects the page's CSP violations, from the DOM event and from the console. */
function watchViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) seen.push(message.text());
  });
  void page.exposeFunction('__reportCspViolation', (text: string) => seen.push(text));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation(t: string): void }).__reportCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return seen;
}

for (const path of PAGES) {
  test(`${path} runs under its Content-Security-Policy with no violation`, async ({ page }) => {
    const violations = watchViolations(page);
    await page.clock.install({ time: new Date(DAY.now) });
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}
