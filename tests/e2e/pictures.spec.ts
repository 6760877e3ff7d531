/**
 * A picture for every dish (issue #14): the icon before each guess row and suggestion,
 * on every card of the food browser (no placeholder left), and the link previews of /,
 * /archive and /archive/N, which answer 1200×630 pictures and never name an answer.
 */
import sharp from 'sharp';
import { iconUrl } from '../../core/icons.ts';
import { SUGGEST_DEBOUNCE_MS } from '../../site/islands/game/suggest-timing.ts';
import { answerOf, content, dates, wrongFoods } from './support/content.ts';
import { DAY, expect, guess, openGame, test } from './support/fixtures.ts';

test.use({ reducedMotion: 'reduce' });

const answer = answerOf(DAY.today);

test('each guess row and suggestion shows its dish icon, and every card of the food browser a picture', async ({
  page,
}) => {
  const [wrong] = wrongFoods(answer, 1);
  await openGame(page);
  await guess(page, wrong!.name);
  await expect(page.locator(`tr[data-guess="${wrong!.name}"] th img.dish-icon`)).toHaveAttribute(
    'src',
    iconUrl(wrong!.icon!, 'row'),
  );
  const input = page.getByRole('combobox', { name: 'Guess a dish' });
  await input.fill(answer.name.slice(0, 3));
  const first = page.getByRole('option').first();
  await expect(first).toBeVisible();
  const name = (await first.textContent())!.split(' · ')[0]!.trim();
  const dish = content().foods.find((f) => f.name === name)!;
  await expect(first.locator('img.dish-icon')).toHaveAttribute('src', iconUrl(dish.icon!, 'row'));
  await input.fill('');

  await page.getByRole('button', { name: 'Give Up' }).click();
  await page.getByRole('button', { name: 'Are you sure?' }).click();
  await page.getByRole('button', { name: /^Browse all \d+ foods/ }).click();
  const cards = page.locator('.food-card');
  await expect(cards.first()).toBeVisible();
  // No placeholder anywhere, and each card's picture loads (naturalWidth > 0 once scrolled in).
  await expect(page.locator('.food-card .placeholder')).toHaveCount(0);
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  await expect(page.locator('.food-card .dish-img-icon img')).toHaveCount(count);
  const img = cards.first().locator('img');
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});

test('a one-letter list shows at once, and its pictures once the typing pauses for the debounce', async ({ page }) => {
  await openGame(page);
  const input = page.getByRole('combobox', { name: 'Guess a dish' });
  // The names are loaded (the list can show) before the page's clock stops.
  await input.fill(answer.name.slice(0, 2));
  await expect(page.getByRole('option').first()).toBeVisible();
  await input.fill('');
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await input.fill(answer.name.slice(0, 1));
  // The list is there with no time passing, each picture's place kept empty ...
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  await expect(page.locator('[role="option"] img.dish-icon')).toHaveCount(0);
  await expect(page.locator('[role="option"] span.dish-icon')).toHaveCount(count);
  const name = options.last().locator('span:not(.dish-icon)').first();
  const before = await name.boundingBox();
  // ... and the pictures come when no key has followed for SUGGEST_DEBOUNCE_MS, in that place: nothing moves.
  await page.clock.runFor(SUGGEST_DEBOUNCE_MS - 1);
  await expect(page.locator('[role="option"] img.dish-icon')).toHaveCount(0);
  // A highlight moved meanwhile stays where the player put it.
  await input.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.clock.runFor(1);
  await expect(page.locator('[role="option"] img.dish-icon')).toHaveCount(count);
  expect(await name.boundingBox()).toEqual(before);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const first = (await options.first().textContent())!.split(' · ')[0]!.trim();
  const dish = content().foods.find((f) => f.name === first)!;
  await expect(options.first().locator('img.dish-icon')).toHaveAttribute('src', iconUrl(dish.icon!, 'row'));

  // A list closed before its pictures came stays closed.
  await input.fill('');
  await input.fill(answer.name.slice(0, 1));
  await expect(options.first()).toBeVisible();
  await input.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.clock.runFor(SUGGEST_DEBOUNCE_MS);
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('a list closed while the typing is still being debounced stays closed when the debounce ends', async ({
  page,
}) => {
  await openGame(page);
  const input = page.getByRole('combobox', { name: 'Guess a dish' });
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await input.fill(answer.name.slice(0, 2));
  await expect(listbox).toBeVisible();
  await input.fill('');
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  // One letter: its list shows at once. The second letter's list waits for the debounce.
  await input.fill(answer.name.slice(0, 1));
  await expect(listbox).toBeVisible();
  await input.press(answer.name[1]!);
  // Escape before the debounce ends: closed, and it stays closed once it has ended.
  await input.press('Escape');
  await expect(listbox).toBeHidden();
  await page.clock.runFor(SUGGEST_DEBOUNCE_MS * 2);
  await expect(listbox).toBeHidden();
  // With the list closed, a key typed and Escape before its list comes: none comes.
  await input.press(answer.name[2] ?? 'a');
  await input.press('Escape');
  await page.clock.runFor(SUGGEST_DEBOUNCE_MS * 2);
  await expect(listbox).toBeHidden();
  // A click outside as well.
  await input.press('Backspace');
  await page.clock.runFor(SUGGEST_DEBOUNCE_MS);
  await expect(listbox).toBeVisible();
  await input.press(answer.name[2] ?? 'a');
  await page.mouse.click(2, 2);
  await expect(listbox).toBeHidden();
  await page.clock.runFor(SUGGEST_DEBOUNCE_MS * 2);
  await expect(listbox).toBeHidden();
  // The next key suggests again.
  await input.press('Backspace');
  await page.clock.runFor(SUGGEST_DEBOUNCE_MS);
  await expect(listbox).toBeVisible();
});

test('the link previews of /, /archive and /archive/N are 1200×630 pictures that name no answer', async ({
  page,
  request,
}) => {
  const names = content().foods.map((f) => f.name.toLowerCase());
  for (const path of ['/', '/archive', `/archive/${dates().length}`]) {
    await page.goto(path);
    const og = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(og, path).toBeTruthy();
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const res = await request.get(new URL(og!, page.url()).href);
    expect(res.status(), `${path}: ${og}`).toBe(200);
    const meta = await sharp(await res.body()).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    const tags = await page
      .locator('meta[property^="og:"], meta[name^="twitter:"]')
      .evaluateAll((els) => els.map((e) => (e.getAttribute('content') ?? '').toLowerCase()).join(' | '));
    for (const n of names) expect(tags.includes(n), `${path} names ${n}`).toBe(false);
  }
});
