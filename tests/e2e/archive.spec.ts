/**
 * The archive: the list of past days with this player's status, playing a past day, the
 * arrows between days, the spec's errors, and the streak over consecutive days.
 */
import { secondsUntilReset } from '../../core/day-start.ts';
import { answerOf, dates, wrongFoods } from './support/content.ts';
import { DAY, expect, guess, openAt, openGame, settleFirstVisit, test } from './support/fixtures.ts';

test.use({ reducedMotion: 'reduce' });

const past = dates().filter((d) => d < DAY.today);

test('the list shows only days before today, newest first, each unplayed', async ({ page }) => {
  await openAt(page, '/archive');
  await page.getByRole('button', { name: 'Essential Only' }).click();
  // A first visit's tap counts once the shell has hydrated (site/lib/early-taps.ts): wait for the banner to go.
  await expect(page.getByRole('button', { name: 'Essential Only' })).toBeHidden();
  const items = page.locator('.archive-list li');
  await expect(items).toHaveCount(past.length);
  await expect(items.first()).toHaveAttribute('data-day', String(past.length));
  await expect(items.first()).toContainText(`Day #${past.length}`);
  await expect(items.first()).toContainText('Unplayed');
  await expect(page.getByRole('link', { name: 'Dish of the Day' })).toHaveAttribute('href', '/');
});

test('playing a past day changes its status: attempted, then completed with the count', async ({ page }) => {
  const day = 1;
  const answer = answerOf(past[day - 1]!);
  const [wrong] = wrongFoods(answer, 1);
  await openGame(page, `/archive/${day}`);
  await expect(page.getByText(`Day #${day}`)).toBeVisible();
  await guess(page, wrong!.name);

  await page.goto('/archive');
  const item = page.locator(`.archive-list li[data-day="${day}"]`);
  await expect(item).toHaveAttribute('data-status', 'attempted');
  await expect(item).toContainText('Attempted');

  await item.getByRole('link').click();
  await expect(page.locator('tr[data-guess]')).toHaveCount(1);
  await guess(page, answer.name);
  await expect(page.getByRole('heading', { name: 'You Guessed the Recipe in 2 tries!' })).toBeVisible();
  // Only the daily game promises tomorrow.
  await expect(page.getByText('Come back tomorrow for a new challenge!')).toHaveCount(0);

  await page.goto('/archive');
  await expect(item).toHaveAttribute('data-status', 'completed');
  await expect(item).toContainText('Completed in 2 tries');
});

test('giving up on a past day marks it skipped', async ({ page }) => {
  const answer = answerOf(past[0]!);
  await openGame(page, '/archive/1');
  await guess(page, wrongFoods(answer, 1)[0]!.name);
  await page.getByRole('button', { name: 'Give Up' }).click();
  await page.getByRole('button', { name: 'Are you sure?' }).click();
  await expect(page.getByRole('heading', { name: 'The Answer Was:' })).toBeVisible();
  await page.goto('/archive');
  await expect(page.locator('.archive-list li[data-day="1"]')).toHaveAttribute('data-status', 'skipped');
});

test('arrows: previous and next day, the newest past day leads to today', async ({ page }) => {
  await openGame(page, `/archive/${past.length}`);
  const next = page.getByRole('link', { name: 'Dish of the Day' }).and(page.locator('[data-nav="next"]'));
  await expect(next).toHaveAttribute('href', '/');
  await expect(page.locator('[data-nav="previous"]')).toHaveAttribute('href', `/archive/${past.length - 1}`);
  // The left-arrow key goes to the previous day.
  await page.locator('body').press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`/archive/${past.length - 1}$`));
  await expect(page.locator('[data-nav="next"]')).toHaveAttribute('href', `/archive/${past.length}`);
  // From today, the left arrow goes to the newest past day.
  await page.goto('/');
  await expect(page.locator('[data-nav="previous"]')).toHaveAttribute('href', `/archive/${past.length}`);
});

test("today's and future days are not archive days", async ({ page, request }) => {
  await openAt(page, `/archive/${DAY.number}`);
  await settleFirstVisit(page);
  await expect(page.getByText('Archive day not found.')).toBeVisible();
  // Nothing of a future answer is served, by the page or the API.
  const future = dates().filter((d) => d > DAY.today);
  for (const date of future.slice(0, 1)) {
    const html = await (await request.get(`/archive/${DAY.number + 1}`)).text();
    expect(html).not.toContain(answerOf(date).name);
    expect((await request.get(`/api/public/daily-challenge/${date}`)).status()).toBe(403);
  }
});

test("an archive win leaves the streak as it was; winning today's dish makes it 1", async ({ page }) => {
  const yesterday = past[past.length - 1]!;
  await openGame(page, `/archive/${past.length}`);
  await guess(page, answerOf(yesterday).name);
  await expect(page.getByRole('heading', { name: 'You Guessed the Recipe in 1 try!' })).toBeVisible();

  await page.goto('/');
  // Playing yesterday from the archive does not keep a streak alive.
  await expect(page.getByTestId('streak-count')).toHaveText('0');
  // Yesterday's answer waits until today's game is over.
  const yesterdaysDish = page.getByRole('complementary', { name: "Yesterday's dish" });
  await expect(yesterdaysDish).toHaveCount(0);
  await guess(page, answerOf(DAY.today).name);
  await expect(page.getByRole('heading', { name: 'You Guessed the Recipe in 1 try!' })).toBeVisible();
  await expect(page.getByTestId('streak-count')).toHaveText('1');
  await expect(yesterdaysDish).toContainText(answerOf(yesterday).name);
  await expect(yesterdaysDish.getByRole('link')).toHaveAttribute('href', `/archive/${past.length}`);

  // The statistics count the daily game only: one played, one win in 1 try, today's bar marked.
  await page.getByTestId('streak-count').click();
  const stats = page.getByRole('dialog', { name: 'Statistics' });
  await expect(stats).toBeVisible();
  await expect(stats.locator('.stats-figures')).toContainText('1Played');
  await expect(stats.locator('.stats-figures')).toContainText('100Win %');
  await expect(stats.locator('.stats-histogram li.today')).toContainText('1');
  await expect(stats).toContainText('Average: 1.0 tries per win.');
  await stats.getByRole('button', { name: 'Close' }).click();
  // The streak shows on / only.
  await page.goto('/archive');
  await expect(page.getByTestId('streak-count')).toHaveCount(0);
});

test('a future day says when it opens, with its own countdown', async ({ page }) => {
  for (const ahead of [1, 2]) {
    const number = DAY.number + ahead;
    await openAt(page, `/archive/${number}`);
    if (ahead === 1) await settleFirstVisit(page);
    const line = page.locator('.future-day');
    await expect(line).toContainText(`Day #${number} opens in`);
    await expect(page.getByText('Archive day not found.')).toHaveCount(0);
    // Its midnight: tomorrow's for the next day, a day later for the one after.
    const [h, m, s] = ((await line.locator('time').textContent()) ?? '').split(':').map(Number);
    const expected = secondsUntilReset(new Date(DAY.now)) + (ahead - 1) * 86_400;
    expect(Math.abs(h! * 3600 + m! * 60 + s! - expected)).toBeLessThan(120);
    // One countdown on the page: the day's own.
    await expect(page.locator('time.countdown-time')).toHaveCount(1);
  }
});
