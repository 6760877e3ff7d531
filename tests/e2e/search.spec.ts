/**
 * The guess list as a player sees it (issue #29): ranked by match, then renown, then name
 * (the order core/search.ts gives for the fixture's dishes, which carry renown); a dish
 * already guessed stays in the list, marked and not pickable; a text that matches
 * nothing says so; and a dish is found by its name in another language (issue #31).
 */
import { buildSearchIndex, suggestFromIndex } from '../../core/search.ts';
import { answerOf, content } from './support/content.ts';
import { DAY, expect, guess, openGame, test } from './support/fixtures.ts';

const answer = answerOf(DAY.today);
const index = buildSearchIndex(content().foods);
const expected = (query: string) => suggestFromIndex(index, query, { limit: 10 });

test.use({ reducedMotion: 'reduce' });

test('the list ranks the whole name, its start, a word, an alias, then by renown; Enter takes the first', async ({
  page,
}) => {
  await openGame(page);
  const input = page.getByRole('combobox', { name: 'Guess a dish' });
  const options = page.getByRole('option');
  const shown = () =>
    options.evaluateAll((items) => items.map((li) => li.querySelector('span')?.firstChild?.textContent ?? ''));
  for (const query of ['ch', 'su', 'pad', 'rice']) {
    await input.fill(query);
    // The list follows the typing after the debounce.
    await expect.poll(shown, { message: `the list for "${query}"` }).toEqual(expected(query));
  }
  // The best-known dish of those whose name starts with the text comes first.
  const first = expected('ch')[0]!;
  const starting = content().foods.filter((f) => f.name.toLowerCase().startsWith('ch'));
  expect(content().foods.find((f) => f.name === first)!.renown).toBe(Math.max(...starting.map((f) => f.renown ?? 0)));
  await input.fill('ch');
  await expect.poll(shown).toEqual(expected('ch'));
  await input.press('Enter');
  await expect(page.locator(`tr[data-guess="${first}"]`)).toHaveCount(1);
});

test('a dish already guessed stays in the list, marked, and cannot be picked', async ({ page }) => {
  test.skip(answer.name === 'Ceviche' || answer.name === 'Kokoda', 'the day under test must be neither dish');
  await openGame(page);
  await guess(page, 'Ceviche');
  const input = page.getByRole('combobox', { name: 'Guess a dish' });
  await input.fill('cevi');
  const done = page.getByRole('option', { name: /^Ceviche/ });
  await expect(done).toBeVisible();
  await expect(done).toHaveAttribute('aria-disabled', 'true');
  await expect(done).toContainText('guessed');
  // A click on it (forced: Playwright itself would not click a disabled option) does nothing.
  await done.click({ force: true });
  await expect(page.locator('tr[data-guess]')).toHaveCount(1);
  await expect(input).toHaveValue('cevi');
  // Highlighted with the arrow keys, Enter does not pick it either.
  await page.mouse.move(0, 0);
  await input.fill('');
  await input.fill('cevi');
  await expect(done).toHaveAttribute('aria-selected', 'false');
  await input.press('ArrowDown');
  await expect(done).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(page.locator('tr[data-guess]')).toHaveCount(1);
  // Enter with nothing highlighted takes the first dish not yet guessed: Kokoda, found by its alias.
  await input.fill('');
  await input.fill('cevi');
  await expect(page.getByRole('option', { name: 'Kokoda · fijian ceviche' })).toBeVisible();
  await input.press('Enter');
  await expect(page.locator('tr[data-guess="Kokoda"]')).toHaveCount(1);
});

test('a text that matches no dish says so, and how to look', async ({ page }) => {
  await openGame(page);
  const input = page.getByRole('combobox', { name: 'Guess a dish' });
  await input.fill('zzqx');
  const status = page.getByRole('status').filter({ hasText: 'No dish matches “zzqx”' });
  await expect(status).toBeVisible();
  await expect(status).toContainText('the food browser lists every dish');
  await expect(page.getByRole('option')).toHaveCount(0);
  await input.press('Escape');
  await expect(status).toBeHidden();
  await input.fill('sush');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(status).toBeHidden();
});

test('a dish is found by its name in another language, once those names have loaded', async ({ page }) => {
  await openGame(page);
  const input = page.getByRole('combobox', { name: 'Guess a dish' });
  // Japanese names come a few seconds after the player's own: type until they are there.
  await expect(async () => {
    await input.fill('');
    await input.fill('すし');
    await expect(page.getByRole('option', { name: 'Sushi · すし' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await input.fill('ｽｼ');
  await expect(page.getByRole('option', { name: 'Sushi · すし' })).toBeVisible();
});
