/**
 * An axe scan of every page, in light and dark mode, on a 390 px phone and at 1280 px,
 * and of the game in its main states (board with a guess, results, before and after a
 * finish): no violation of any impact (issue #29).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { answerOf, guessWithCloseCell, wrongFoods } from './support/content.ts';
import { DAY, expect, guess, openAt, openGame, returning, test } from './support/fixtures.ts';

test.use({ reducedMotion: 'reduce' });

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const report = results.violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
    .join('\n');
  expect(results.violations, `${label}:\n${report}`).toEqual([]);
}

const PAGES = ['/', '/archive', '/archive/1', '/practice', '/about', '/privacy', '/terms', '/cookies', '/no-such-page'];
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

test('first-visit overlays pass axe: How to Play and the cookie banner', async ({ page }) => {
  await openAt(page, '/');
  const rules = page.getByRole('dialog', { name: 'How to Play' });
  await expect(rules).toBeVisible();
  await expectNoViolations(page, '/ with How to Play open');
  await rules.getByRole('button', { name: 'Let’s play' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await expectNoViolations(page, '/ with the cookie banner');
});

for (const scheme of ['light', 'dark'] as const) {
  for (const size of WIDTHS) {
    test(`every page passes axe (${scheme}, ${size.width} px)`, async ({ page }) => {
      // Nine full axe scans in one test: more than the default 45 s on a busy 2-core machine.
      test.setTimeout(180_000);
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      await returning(page);
      for (const path of PAGES) {
        await openAt(page, path);
        await expect(page.locator('main')).toBeVisible();
        if (path === '/' || path.startsWith('/archive') || path === '/practice')
          await expect(page.getByText('Loading data, just a moment...')).toHaveCount(0);
        await expectNoViolations(page, `${path} (${scheme}, ${size.width})`);
      }
    });

    test(`the game before and after a finish passes axe (${scheme}, ${size.width} px)`, async ({ page }) => {
      test.setTimeout(150_000);
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      await returning(page);
      const answer = answerOf(DAY.today);
      await openAt(page, '/');
      await expect(page.getByRole('combobox', { name: 'Guess a dish' })).toBeEnabled();
      for (const f of wrongFoods(answer, 2)) await guess(page, f.name);
      await expectNoViolations(page, `/ with two guesses (${scheme}, ${size.width})`);
      await guess(page, answer.name);
      await expect(page.getByRole('heading', { name: /You Guessed the Recipe/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Hide Results' })).toBeVisible();
      await expectNoViolations(page, `/ finished (${scheme}, ${size.width})`);
    });
  }
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
  await expectNoViolations(page, 'board with two guesses');
  await page.getByRole('button', { name: 'Settings menu' }).click();
  await page.getByRole('button', { name: 'Options' }).click();
  await expectNoViolations(page, 'options');
  await page.keyboard.press('Escape');
  await guess(page, answer.name);
  await expect(page.getByRole('heading', { name: /You Guessed the Recipe/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide Results' })).toBeVisible();
  await page.getByRole('button', { name: /Browse all/ }).click();
  await page.getByRole('button', { name: 'Show Details' }).click();
  await expectNoViolations(page, 'results');
});
