/** A phone-sized window (360 x 740): the game fits without sideways scrolling and plays by touch. */
import { answerOf, wrongFoods } from './support/content.ts';
import { DAY, expect, guess, openGame, test } from './support/fixtures.ts';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

test('a phone plays a whole game with no horizontal scroll', async ({ page }) => {
  const answer = answerOf(DAY.today);
  await openGame(page);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  const [wrong] = wrongFoods(answer, 1);
  const input = page.getByRole('combobox', { name: 'Guess a dish' });
  await input.tap();
  await input.fill(wrong!.name);
  await page.getByRole('option', { name: wrong!.name, exact: true }).tap();
  await expect(page.locator(`tr[data-guess="${wrong!.name}"]`)).toHaveCount(1);
  // Each box carries its category name on a phone.
  const firstCell = page.locator('tbody tr td').first();
  await expect(firstCell).toBeVisible();
  expect(await firstCell.evaluate((el) => getComputedStyle(el, '::before').content)).toContain('Core Components');
  expect(await fits()).toBe(true);
  // A tap on a yellow box shows why.
  const yellow = page.locator('td[data-color="yellow"] button').first();
  if (await yellow.count()) {
    await yellow.tap();
    await expect(page.getByRole('tooltip').first()).toBeVisible();
  }
  await guess(page, answer.name);
  await expect(page.getByRole('heading', { name: 'You Guessed the Recipe in 2 tries!' })).toBeVisible();
  expect(await fits()).toBe(true);
});
