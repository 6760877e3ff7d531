import { chromium } from 'playwright-core';
const base = process.env.BASE!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h, mobile] of [[390, 844, true], [1280, 800, false]] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, isMobile: mobile, hasTouch: mobile, colorScheme: scheme, serviceWorkers: 'block' });
    await ctx.addInitScript(() => {
      localStorage.setItem('platter_preferences', JSON.stringify({ v: 1, updatedAt: Date.now(), data: { hasSeenIntro: true, showStillFit: true, showDetailedMatches: true, backgroundColor: 'blue', animationsEnabled: false, animationSpeed: 'normal', palette: 'standard', fontSize: 16, volume: 0.5, logsEnabled: false } }));
    });
    const page = await ctx.newPage();
    await page.goto(base + '/');
    const cookie = page.getByRole('button', { name: /Accept/ }).first();
    if (await cookie.isVisible().catch(() => false)) await cookie.click();
    const input = page.getByRole('combobox', { name: 'Guess a dish' });
    await input.waitFor();
    for (const dish of ['Pad Thai', 'Croissant']) {
      await input.fill(dish);
      await input.press('Enter');
      await page.locator(`tr[data-guess="${dish}"]`).waitFor();
    }
    await page.getByTestId('still-fit').waitFor({ timeout: 10000 }).catch(() => console.log('no still-fit'));
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/fit-${w}-${scheme}.png` });
    await ctx.close();
  }
}
await browser.close();
