import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
const base = 'http://localhost:4399';
const token = readFileSync('/tmp/token', 'utf8').trim();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h, mobile] of [[390, 844, true], [1280, 900, false]] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, isMobile: mobile, hasTouch: mobile, colorScheme: scheme, serviceWorkers: 'block' });
    await ctx.addInitScript((t) => {
      localStorage.setItem('platter_auth_token', JSON.stringify({ v: 1, updatedAt: Date.now(), data: t }));
      localStorage.setItem('platter_consent', JSON.stringify({ v: 1, updatedAt: Date.now(), data: { essential: true, analytics: false, advertising: false, timestamp: new Date().toISOString() } }));
    }, token);
    const page = await ctx.newPage();
    await page.goto(base + '/admin-daily-challenge');
    await page.locator('.cal-level').first().waitFor({ timeout: 20000 });
    const banner = page.getByRole('button', { name: 'Essential Only' });
    if (await banner.isVisible().catch(() => false)) await banner.click();
    await page.locator('.cal-grid').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/cal-${w}-${scheme}.png` });
    await ctx.close();
  }
}
await browser.close();
