/**
 * An axe scan of every page, in light and dark mode, and of the game in its main states
 * (board with a guess, results): no serious or critical violations.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { answerOf, guessWithCloseCell, wrongFoods } from './support/content.ts';
import { DAY, expect, guess, openAt, openGame, test } from './support/fixtures.ts';

test.use({ reducedMotion: 'reduce' });

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
    .join('\n');
  expect(serious, `${label}:\n${report}`).toEqual([]);
}

const PAGES = ['/', '/archive', '/archive/1', '/about', '/privacy', '/terms', '/cookies', '/no-such-page'];

test('first-visit overlays pass axe: How to Play and the cookie banner', async ({ page }) => {
  await openAt(page, '/');
  const rules = page.getByRole('dialog', { name: 'How to Play' });
  await expect(rules).toBeVisible();
  await expectNoSeriousViolations(page, '/ with How to Play open');
  await rules.getByRole('button', { name: 'Let’s play' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await expectNoSeriousViolations(page, '/ with the cookie banner');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`every page passes axe (${scheme})`, async ({ page, context }) => {
    // Eight full axe scans in one test: more than the default 45 s on a busy 2-core machine.
    test.setTimeout(150_000);
    await page.emulateMedia({ colorScheme: scheme });
    // A returning player: rules seen, cookies answered.
    await context.addInitScript(() => {
      const now = Date.now();
      localStorage.setItem(
        'platter_preferences',
        JSON.stringify({ v: 1, updatedAt: now, data: { hasSeenIntro: true } }),
      );
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
    for (const path of PAGES) {
      await openAt(page, path);
      await expect(page.locator('main')).toBeVisible();
      if (path === '/' || path.startsWith('/archive'))
        await expect(page.getByText('Loading data, just a moment...')).toHaveCount(0);
      await expectNoSeriousViolations(page, `${path} (${scheme})`);
    }
  });
}

test('the game with a board, hints, results and options passes axe', async ({ page }) => {
  // Three axe scans, the last over the results with all the food cards open: 30-50 s on a
  // busy 2-core machine, more than the default 45 s for the whole test.
  test.setTimeout(150_000);
  const answer = answerOf(DAY.today);
  await openGame(page);
  // A guess with a yellow cell, so its explanation (a button with a tip) is scanned too.
  const close = guessWithCloseCell(answer);
  await guess(page, close.guess.name);
  for (const f of wrongFoods(answer, 2)
    .filter((w) => w.name !== close.guess.name)
    .slice(0, 1))
    await guess(page, f.name);
  await page.locator('td[data-color="yellow"] button.cell-explain').first().focus();
  await expectNoSeriousViolations(page, 'board with two guesses');
  await page.getByRole('button', { name: 'Settings menu' }).click();
  await page.getByRole('button', { name: 'Options' }).click();
  await expectNoSeriousViolations(page, 'options');
  await page.keyboard.press('Escape');
  await guess(page, answer.name);
  await expect(page.getByRole('heading', { name: /You Guessed the Recipe/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide Results' })).toBeVisible();
  await page.getByRole('button', { name: /Browse all/ }).click();
  await page.getByRole('button', { name: 'Show Details' }).click();
  await expectNoSeriousViolations(page, 'results');
});
