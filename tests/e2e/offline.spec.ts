/**
 * The service worker: a started game keeps working with the network gone. The page,
 * its scripts and the scoring data come from the worker's cache; the day and the food
 * list from the game's own storage.
 */
import { answerOf, dates, wrongFoods } from './support/content.ts';
import { DAY, expect, guess, openGame, test } from './support/fixtures.ts';

test.use({ serviceWorkers: 'allow', reducedMotion: 'reduce' });

test('a started game reloads and goes on offline', async ({ page, context }) => {
  const answer = answerOf(DAY.today);
  const [wrong1, wrong2] = wrongFoods(answer, 2);
  await openGame(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await guess(page, wrong1!.name);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator(`tr[data-guess="${wrong1!.name}"]`)).toHaveCount(1);
  await guess(page, wrong2!.name);
  await guess(page, answer.name);
  await expect(page.getByRole('heading', { name: 'You Guessed the Recipe in 3 tries!' })).toBeVisible();
  await context.setOffline(false);
});

test('offline, an archive day opened before plays; one never opened and practice say they need a connection', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const day = 1;
  const answer = answerOf(dates()[day - 1]!);
  const [wrong] = wrongFoods(answer, 1);
  await openGame(page, `/archive/${day}`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // Opened once online (the page, its data), then the network goes.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Guess a dish' })).toBeEnabled();
  await context.setOffline(true);

  await page.reload();
  await expect(page.getByText(`Day #${day}`).first()).toBeVisible();
  await guess(page, wrong!.name);
  // An icon never fetched online is the plate placeholder, never a broken image.
  const icon = page.locator(`tr[data-guess="${wrong!.name}"] img.dish-icon`).first();
  await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await guess(page, answer.name);
  await expect(page.getByRole('heading', { name: 'You Guessed the Recipe in 2 tries!' })).toBeVisible();

  // A day never opened here: the offline page, never today's game.
  await page.goto(`/archive/${day + 1}`);
  await expect(page.getByRole('heading', { name: 'This page needs a connection' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Guess a dish' })).toHaveCount(0);

  // Practice: its page is kept, and it says plainly that it needs a connection.
  await page.goto('/practice');
  await expect(page.getByText('Practice needs a connection')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Guess a dish' })).toHaveCount(0);
  await expect(page.getByText(`Day #${DAY.number}`)).toHaveCount(0);
  await context.setOffline(false);
});
