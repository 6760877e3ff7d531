/**
 * Options that persist across reloads, the colour-blind palette in the board and the
 * share text, and moving progress to a fresh browser with export and import.
 */
import { readFileSync } from 'node:fs';
import { SCORED_CATEGORIES } from '../../core/categories.ts';
import { stillFit } from '../../core/feedback.ts';
import { answerOf, content, expectedRow, wrongFoods } from './support/content.ts';
import { DAY, expect, guess, openAt, openGame, test } from './support/fixtures.ts';

const answer = answerOf(DAY.today);

async function openOptions(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Settings menu' }).click();
  await page.getByRole('button', { name: 'Options' }).click();
  return page.getByRole('dialog', { name: 'Options' });
}

test('dark mode, background, detailed matches and animation speed persist across reloads', async ({ page }) => {
  await openGame(page);
  const options = await openOptions(page);
  await options.getByRole('switch', { name: 'Dark mode' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await options.getByRole('switch', { name: 'Dark mode' }).uncheck();
  await options.getByRole('radio', { name: 'Forest Green' }).check();
  await options.getByRole('checkbox', { name: /Detailed matches/ }).uncheck();
  await options.getByRole('combobox', { name: 'Animation speed' }).selectOption('slow');
  await options.getByRole('switch', { name: 'Dark mode' }).check();
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const again = await openOptions(page);
  await expect(again.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  await expect(again.getByRole('radio', { name: 'Forest Green' })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: /Detailed matches/ })).not.toBeChecked();
  await expect(again.getByRole('combobox', { name: 'Animation speed' })).toHaveValue('slow');
  await again.getByRole('switch', { name: 'Dark mode' }).uncheck();
  await expect(page.locator('html')).toHaveAttribute('data-bg', 'green');
  await page.keyboard.press('Escape');

  // Without detailed matches, no word is underlined.
  await guess(page, wrongFoods(answer, 1)[0]!.name);
  await expect(page.locator('.board u')).toHaveCount(0);
});

test.describe('colour-blind palette', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'], reducedMotion: 'reduce' });

  test('changes the board colours and the share emoji', async ({ page }) => {
    await openGame(page);
    const options = await openOptions(page);
    await options.getByRole('checkbox', { name: /Colour-blind palette/ }).check();
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('data-palette', 'colorblind');
    await guess(page, answer.name);
    await page.getByRole('button', { name: 'Share Results' }).click();
    await expect(page.getByText('Results copied to clipboard!')).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toContain('🟧'.repeat(SCORED_CATEGORIES.length));
    expect(text).not.toContain('🟩');
  });
});

test.describe('dishes still fit', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'], reducedMotion: 'reduce' });

  test('is off by default; on, each row says what core/feedback counts after it, and the share text says so', async ({
    page,
  }) => {
    const ctx = { relations: content().relations };
    const [first, second] = wrongFoods(answer, 2);
    const shown = (g: typeof answer) => ({
      guess: g,
      colors: SCORED_CATEGORIES.map((f) => expectedRow(g, answer)[f].color),
    });
    const said = (n: number) => (n === 1 ? 'Only 1 dish still fits every box.' : `${n} dishes still fit every box.`);
    const fitOf = (g: typeof answer) => page.locator(`tr[data-guess="${g.name}"]`).getByTestId('row-fit');
    await openGame(page);
    await guess(page, first!.name);
    await expect(page.getByTestId('row-fit')).toHaveCount(0);
    await expect(page.getByTestId('still-fit')).toBeEmpty();

    const options = await openOptions(page);
    await options.getByRole('checkbox', { name: /dishes that still fit/ }).check();
    await page.keyboard.press('Escape');
    const afterOne = stillFit(content().foods, [shown(first!)], ctx).length;
    await expect(fitOf(first!)).toHaveAttribute('data-count', String(afterOne));
    await expect(page.getByTestId('still-fit')).toHaveText(said(afterOne));
    await guess(page, second!.name);
    const afterTwo = stillFit(content().foods, [shown(first!), shown(second!)], ctx).length;
    expect(afterTwo).toBeLessThanOrEqual(afterOne);
    // Each row keeps its own count: the path reads down the board.
    await expect(fitOf(second!)).toHaveAttribute('data-count', String(afterTwo));
    await expect(fitOf(first!)).toHaveAttribute('data-count', String(afterOne));
    await expect(page.getByTestId('still-fit')).toHaveText(said(afterTwo));

    // Turning it off again does not hide that it was used: the day's share text says so.
    const again = await openOptions(page);
    await again.getByRole('checkbox', { name: /dishes that still fit/ }).uncheck();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('row-fit')).toHaveCount(0);
    await expect(page.getByTestId('still-fit')).toBeEmpty();
    await guess(page, answer.name);
    await page.getByRole('button', { name: 'Share Results' }).click();
    await expect(page.getByText('Results copied to clipboard!')).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text.split('\n')[0]).toBe(`Platter Day #${DAY.number} 3/∞ (with the still-fit count)`);
  });
});

test('export, then import on a fresh profile, restores progress and preferences', async ({ page, browser }) => {
  // Two profiles, a download, an upload and two full loads: about 43 s on two busy cores.
  test.setTimeout(120_000);
  const [wrong] = wrongFoods(answer, 1);
  await openGame(page);
  await guess(page, wrong!.name);
  const options = await openOptions(page);
  await options.getByRole('radio', { name: 'Royal Purple' }).check();
  const download = page.waitForEvent('download');
  await options.getByRole('button', { name: 'Export data' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  expect(exported).toMatchObject({ dataType: 'localStorage', version: '1.0' });
  expect(Object.keys(exported.data)).toEqual(
    expect.arrayContaining(['platter_progress', 'platter_preferences', 'platter_consent']),
  );

  const fresh = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await fresh.newPage();
  await openGame(other);
  await expect(other.locator('tr[data-guess]')).toHaveCount(0);
  const dialog = await openOptions(other);
  // A file that is not an export is refused with the spec's message.
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"dataType":"other"}') });
  await expect(dialog.getByText('Invalid file format. Please select a valid data export file.')).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'x.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"dataType":"localStorage","data":{}}'),
  });
  await expect(dialog.getByText('No data found in the import file.')).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles(file);
  await expect(dialog.getByText(/Imported \d+ records/)).toBeVisible();
  await other.waitForEvent('load');
  await expect(other.locator(`tr[data-guess="${wrong!.name}"]`)).toHaveCount(1);
  await expect(other.locator('html')).toHaveAttribute('data-bg', 'purple');
  await fresh.close();
});

test('How to Play opens on the first visit only, and from the menu', async ({ page }) => {
  await openAt(page, '/');
  const rules = page.getByRole('dialog', { name: 'How to Play' });
  await expect(rules).toBeVisible();
  // The first screen names the hints; the full rules wait behind a tap.
  await expect(rules.getByText(/Every two wrong guesses unlock a hint/)).toContainText('Texture');
  await expect(rules.getByRole('heading', { name: 'The categories' })).toBeHidden();
  await rules.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Guess a dish' })).toBeEnabled();
  await expect(rules).toBeHidden();
  // Closed before the page's scripts ran, and the page left at once: seen all the same.
  await page.evaluate(() => localStorage.clear());
  await page.route(/\/_astro\//, (route) => route.abort());
  await page.reload();
  await expect(rules).toBeVisible();
  await rules.getByRole('button', { name: 'Close' }).click();
  await page.unroute(/\/_astro\//);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Guess a dish' })).toBeEnabled();
  await expect(rules).toBeHidden();
  await page.getByRole('button', { name: 'Settings menu' }).click();
  await page.locator('#settings-menu').getByRole('button', { name: 'How to Play' }).click();
  await expect(rules).toBeVisible();
});
