/**
 * Enter sends only a dish the player chose: the dish the text names, or the suggestion
 * the player is looking at. Typing a dish already guessed says so and changes nothing,
 * even when another dish's alias would match the text (Kokoda is "fijian ceviche").
 */
import { answerOf } from './support/content.ts';
import { DAY, expect, guess, openGame, test } from './support/fixtures.ts';

const answer = answerOf(DAY.today);

test.use({ reducedMotion: 'reduce' });

test('typing a dish already guessed says "Already guessed" and never submits another dish', async ({ page }) => {
  test.skip(answer.name === 'Ceviche' || answer.name === 'Kokoda', 'the day under test must be neither dish');
  await openGame(page);
  await guess(page, 'Ceviche');
  const input = page.getByRole('combobox', { name: 'Guess a dish' });
  await input.fill('ceviche');
  // The only suggestion left is Kokoda, found by its alias, and it says so.
  await expect(page.getByRole('option', { name: 'Kokoda · fijian ceviche' })).toBeVisible();
  await input.press('Enter');
  await expect(page.getByText('Already guessed: Ceviche.')).toBeVisible();
  await expect(page.locator('tr[data-guess]')).toHaveCount(1);
  await expect(page.locator('tr[data-guess="Kokoda"]')).toHaveCount(0);
  await expect(input).toHaveValue('ceviche');
});

test('an alias typed in full guesses its dish; an unknown text stays in the box to be corrected', async ({ page }) => {
  test.skip(answer.name === 'Kokoda', 'the day under test must not be Kokoda');
  await openGame(page);
  const input = page.getByRole('combobox', { name: 'Guess a dish' });
  await input.fill('Fijian Ceviche');
  await input.press('Enter');
  await expect(page.locator('tr[data-guess="Kokoda"]')).toHaveCount(1);
  await input.fill('zzqx');
  await input.press('Enter');
  await expect(page.getByText('“zzqx” is not a dish in the game. Pick one from the list.')).toBeVisible();
  await expect(input).toHaveValue('zzqx');
});
