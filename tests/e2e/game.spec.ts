/**
 * The Dish of the Day, played in real Chromium against the real server: winning, giving
 * up, continuing after a reload, the board's colours and explanations, hints, sharing,
 * and playing with the keyboard alone.
 */
import { CATEGORY_INFO, SCORED_CATEGORIES } from '../../core/categories.ts';
import { secondsUntilReset } from '../../core/day-start.ts';
import { answerOf, expectedRow, guessWithCloseCell, wrongFoods } from './support/content.ts';
import { DAY, expect, guess, openGame, test } from './support/fixtures.ts';

const answer = answerOf(DAY.today);
const [wrong1, wrong2, wrong3] = wrongFoods(answer, 3) as [typeof answer, typeof answer, typeof answer];

test.use({ reducedMotion: 'reduce' });

test('a first visit shows the day, the loading text, then the prompt', async ({ page }) => {
  await openGame(page);
  await expect(page.getByText(`Day #${DAY.number}`)).toBeVisible();
  await expect(page.getByText('Type any food below to start!')).toBeVisible();
  await expect(page.getByText(/^\d\d:\d\d:\d\d$/)).toBeVisible();
});

test('play and win: the board, then the results, the completion and the streak', async ({ page, request }) => {
  const before = await (await request.get('/api/public/challenge-stats')).json();
  await openGame(page);
  await guess(page, wrong1.name);
  // The board shows core/scoring's verdict for each category, in words as well as colour.
  const row = page.locator(`tr[data-guess="${wrong1.name}"]`);
  const expected = expectedRow(wrong1, answer);
  for (const [i, field] of SCORED_CATEGORIES.entries()) {
    const cell = row.getByRole('cell').nth(i);
    await expect(cell).toHaveAttribute('data-color', expected[field].color);
    await expect(cell).toHaveAttribute('data-label', CATEGORY_INFO[field].label);
    await expect(cell).toContainText({ green: 'exact', yellow: 'close', red: 'no match' }[expected[field].color]);
  }
  await expect(page.getByRole('button', { name: 'Give Up' })).toBeVisible();

  await guess(page, answer.name);
  await expect(page.getByRole('heading', { name: 'You Guessed the Recipe in 2 tries!' })).toBeVisible();
  await expect(page.getByText(answer.name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Come back tomorrow for a new challenge!')).toBeVisible();
  await expect(page.getByTestId('streak-count')).toHaveText('1');
  await expect(page.getByRole('button', { name: /Browse all \d+ foods currently in the game/ })).toBeVisible();

  // The completion reached the server (after the win delay and 100 ms).
  await expect
    .poll(async () => {
      const stats = await (await request.get('/api/public/challenge-stats')).json();
      return stats.totalCompletions;
    })
    .toBeGreaterThan(before.totalCompletions);

  // The board stays on the results; Hide Results folds it away and Show Results brings it back.
  await expect(page.locator(`tr[data-guess="${answer.name}"] td[data-color="green"]`)).toHaveCount(
    SCORED_CATEGORIES.length,
  );
  await page.getByRole('button', { name: 'Hide Results' }).click();
  await expect(page.locator('tr[data-guess]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show Results' }).click();
  await expect(page.locator(`tr[data-guess="${answer.name}"] td[data-color="green"]`)).toHaveCount(
    SCORED_CATEGORIES.length,
  );
});

test('give up asks first, reverts on mouse-leave, then shows the answer', async ({ page }) => {
  await openGame(page);
  await expect(page.getByRole('button', { name: 'Give Up' })).toHaveCount(0);
  await guess(page, wrong1.name);
  const button = page.getByRole('button', { name: 'Give Up' });
  await button.click();
  await expect(page.getByRole('button', { name: 'Are you sure?' })).toBeVisible();
  await page.mouse.move(5, 5);
  await expect(page.getByRole('button', { name: 'Give Up' })).toBeVisible();
  await page.getByRole('button', { name: 'Give Up' }).click();
  await page.getByRole('button', { name: 'Are you sure?' }).click();
  await expect(page.getByRole('heading', { name: 'The Answer Was:' })).toBeVisible();
  await expect(page.locator('.results-name')).toHaveText(answer.name);
  await expect(page.getByTestId('streak-count')).toHaveText('0');

  // Still given up after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'The Answer Was:' })).toBeVisible();
});

test('a reload mid-game keeps the guesses and the game goes on', async ({ page }) => {
  await openGame(page);
  await guess(page, wrong1.name);
  await guess(page, wrong2.name);
  await page.reload();
  await expect(page.locator('tr[data-guess]')).toHaveCount(2);
  // Newest first.
  await expect(page.locator('tbody tr').first()).toHaveAttribute('data-guess', wrong2.name);
  // A guess already made is ignored.
  const input = page.getByRole('combobox', { name: 'Guess a dish' });
  await input.fill(wrong1.name);
  await input.press('Enter');
  await expect(page.getByText(`Already guessed: ${wrong1.name}.`)).toBeVisible();
  // Refused, so the typed text stays to be corrected.
  await expect(input).toHaveValue(wrong1.name);
  await expect(page.locator('tr[data-guess]')).toHaveCount(2);
  await guess(page, answer.name);
  await expect(page.getByRole('heading', { name: 'You Guessed the Recipe in 3 tries!' })).toBeVisible();
});

test('hints unlock after 2 wrong guesses and reveal on click', async ({ page }) => {
  await openGame(page);
  const texture = page.locator('[data-hint="texture_emphasis"]');
  await expect(texture).toContainText('2 more tries');
  await guess(page, wrong1.name);
  await expect(texture).toContainText('1 more try');
  await guess(page, wrong2.name);
  await texture.getByRole('button', { name: 'Reveal Texture' }).click();
  await expect(texture).toContainText(
    answer.texture_emphasis.length ? answer.texture_emphasis.join(', ') : 'No information available',
  );
  await expect(page.locator('[data-hint="serving_context"]')).toContainText('2 more tries');
  // Revealed hints are remembered.
  await page.reload();
  await expect(page.locator('[data-hint="texture_emphasis"]')).not.toContainText('Reveal');
  await guess(page, wrong3.name);
  await guess(page, answer.name);
  await expect(page.locator('.hints')).toHaveCount(0);
});

test('a yellow cell explains itself on hover, focus and tap', async ({ page }) => {
  const { guess: close, cell } = guessWithCloseCell(answer);
  const reason = cell.matches.find((m) => m.kind === 'close')!.reason!;
  await openGame(page);
  await guess(page, close.name);
  const box = page.locator(`tr[data-guess="${close.name}"] td[data-label="${CATEGORY_INFO[cell.field].label}"] button`);
  await box.hover();
  const tip = page.getByRole('tooltip').filter({ hasText: reason });
  await expect(tip).toBeVisible();
  await page.mouse.move(5, 5);
  await expect(tip).toBeHidden();
  await box.focus();
  await expect(tip).toBeVisible();
  await expect(box).toHaveAccessibleDescription(new RegExp(reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

test.describe('sharing', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Share Results copies the emoji grid and says so for 3 s', async ({ page }) => {
    await openGame(page);
    await guess(page, wrong1.name);
    // The finish asks for the result card's link (docs/leagues.md) as it shows.
    const card = page.waitForResponse((r) => r.url().endsWith('/api/result-cards') && r.ok());
    await guess(page, answer.name);
    await card;
    await page.getByRole('button', { name: 'Share Results' }).click();
    await expect(page.getByText('Results copied to clipboard!')).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    const emoji = { green: '🟩', yellow: '🟨', red: '🟥' } as const;
    const rowOf = (g: typeof answer) => SCORED_CATEGORIES.map((f) => emoji[expectedRow(g, answer)[f].color]).join('');
    expect(text).toContain(`Platter Day #${DAY.number} 2/∞`);
    expect(text).toContain(`${rowOf(wrong1)}\n${rowOf(answer)}`);
    // The result card's link closes the text: its page shows the day without the dish, and plays it.
    const link = text.trim().split('\n').at(-1) ?? '';
    expect(link).toMatch(new RegExp(`^${new URL(page.url()).origin}/r/[A-Za-z0-9_-]{16}$`));
    await page.clock.runFor(3500);
    await expect(page.getByText('Results copied to clipboard!')).toBeHidden();
    await page.goto(link);
    await expect(page.getByRole('link', { name: `Play Day #${DAY.number}` })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(answer.name);
  });
});

test('keyboard only: suggestions, arrows that wrap, Enter, Escape', async ({ page }) => {
  await openGame(page);
  const input = page.getByRole('combobox', { name: 'Guess a dish' });
  await input.focus();
  // One character: suggestions at once, no debounce to wait for.
  await page.keyboard.type(answer.name.slice(0, 1));
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  const options = listbox.getByRole('option');
  const count = await options.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(10);
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  // Type the whole name, pick it from the list with the arrows, Enter.
  await input.fill('');
  await page.keyboard.type(answer.name);
  await expect(options.filter({ hasText: answer.name }).first()).toBeVisible();
  const index = await options.evaluateAll((els, name) => els.findIndex((e) => e.textContent === name), answer.name);
  for (let i = 0; i <= index; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'You Guessed the Recipe in 1 try!' })).toBeVisible();
  // Focus lands on the result, and Share is reachable by Tab.
  await expect(page.getByRole('heading', { name: 'You Guessed the Recipe in 1 try!' })).toBeFocused();
});

test('search ignores accents and case, and finds aliases', async ({ page }) => {
  const { content } = await import('./support/content.ts');
  const accented = content().foods.find((f) => f.name.normalize('NFKD') !== f.name && /^[\p{L} ]+$/u.test(f.name));
  const aliased = content().foods.find(
    (f) => f.aliases.length > 0 && !f.aliases[0]!.toLowerCase().includes(f.name.toLowerCase().slice(0, 4)),
  );
  // Both halves always run: content without an accented name or a distinct alias fails here, not silently.
  expect(accented, 'a dish whose name has accents').toBeTruthy();
  expect(aliased, 'a dish with an alias unlike its name').toBeTruthy();
  await openGame(page);
  const input = page.getByRole('combobox', { name: 'Guess a dish' });
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await input.fill(accented!.name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase());
  await expect(listbox.getByRole('option', { name: accented!.name, exact: true })).toBeVisible();
  await input.fill(aliased!.aliases[0]!.toUpperCase());
  // Found by its alias, the dish shows the alias beside its name.
  await expect(
    listbox.getByRole('option', { name: `${aliased!.name} · ${aliased!.aliases[0]}`, exact: true }),
  ).toBeVisible();
});

test('a page left open past midnight offers the new puzzle', async ({ page }) => {
  await openGame(page);
  const clock = page.getByText(/^\d\d:\d\d:\d\d$/);
  await expect(clock).toBeVisible();
  const [h, m, s] = (await clock.textContent())!.split(':').map(Number) as [number, number, number];
  await page.clock.fastForward((h * 3600 + m * 60 + s + 2) * 1000);
  await expect(page.getByText('New challenge available!')).toBeVisible();
  await expect(page.getByText('Refresh your webpage to play the next daily!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play the new puzzle' })).toBeVisible();
  // One message and one button (issue #29).
  await expect(page.getByText('New challenge available!')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Play the new puzzle' })).toHaveCount(1);
  await expect(page.getByText('A new dish is ready.')).toHaveCount(0);
});

test('the countdown counts from the server’s answer, and by this clock when the server cannot answer', async ({
  page,
}) => {
  const clock = page.locator('time.countdown-time');
  await page.route('**/daily-challenge/next-challenge-time', (route) =>
    route.fulfill({ json: { secondsUntilReset: 3725 } }),
  );
  await openGame(page);
  await expect(clock).toHaveText(/^01:02:0[0-5]$/);

  await page.unroute('**/daily-challenge/next-challenge-time');
  await page.route('**/daily-challenge/next-challenge-time', (route) => route.abort());
  await page.reload();
  await expect(clock).toHaveText(/^\d\d:\d\d:\d\d$/);
  const [h, m, s] = (await clock.textContent())!.split(':').map(Number) as [number, number, number];
  // The browser's clock starts at the server's now (support/fixtures.ts) and has run a few seconds since.
  expect(Math.abs(h * 3600 + m * 60 + s - secondsUntilReset(new Date(DAY.now)))).toBeLessThan(30);
});

test('past midnight, the finish says it once: no "come back tomorrow" beside the new puzzle', async ({ page }) => {
  await openGame(page);
  await guess(page, answer.name);
  await expect(page.getByRole('heading', { name: 'You Guessed the Recipe in 1 try!' })).toBeVisible();
  await expect(page.getByText('Come back tomorrow for a new challenge!')).toBeVisible();
  const clock = page.locator('.finish-next time.countdown-time');
  await expect(clock).toHaveText(/^\d\d:\d\d:\d\d$/);
  const [h, m, s] = (await clock.textContent())!.split(':').map(Number) as [number, number, number];
  await page.clock.fastForward((h * 3600 + m * 60 + s + 2) * 1000);
  await expect(page.getByText('New challenge available!')).toHaveCount(1);
  await expect(page.getByText('Refresh your webpage to play the next daily!')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Play the new puzzle' })).toHaveCount(1);
  await expect(page.getByText('Come back tomorrow for a new challenge!')).toHaveCount(0);
  await page.getByRole('button', { name: 'Play the new puzzle' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the results show the first paragraph of the description and fold the rest under Read more', async ({ page }) => {
  await openGame(page);
  await guess(page, answer.name);
  const description = page.locator('.description');
  const paragraphs = answer.description.split(/\n\s*\n/);
  expect(paragraphs.length, 'the fixture answer has more than one paragraph').toBeGreaterThan(1);
  const firstWords = (paragraphs[0] ?? '').replace(/[*]/g, '').slice(0, 40);
  const lastWords = (paragraphs.at(-1) ?? '').replace(/[*]/g, '').slice(0, 40);
  await expect(description.getByText(firstWords).first()).toBeVisible();
  await expect(description.getByText(lastWords).first()).toBeHidden();
  await description.getByText(`Read more about ${answer.name}`).click();
  await expect(description.getByText(lastWords).first()).toBeVisible();
});
