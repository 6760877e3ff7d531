/**
 * The service worker: a started game keeps working with the network gone. The page,
 * its scripts and the scoring data come from the worker's cache; the day and the food
 * list from the game's own storage.
 */
import { answerOf, wrongFoods } from './support/content.ts';
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
