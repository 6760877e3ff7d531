/**
 * Practice (issue #16): random dishes, as many as the player likes, that count for
 * nothing: no progress, no streak, no statistics, no completion sent to the server.
 */
import type { Page } from '@playwright/test';
import { content } from './support/content.ts';
import { expect, openAt, settleFirstVisit, test } from './support/fixtures.ts';

test.use({ reducedMotion: 'reduce' });

/** The dish each practice round fetched, in order (the answer of the round). */
function watchAnswers(page: Page): string[] {
  const answers: string[] = [];
  page.on('response', async (res) => {
    if (res.request().method() === 'GET' && /\/api\/public\/foods\/[^/?]+$/.test(new URL(res.url()).pathname)) {
      const body = (await res.json().catch(() => undefined)) as { food?: { name: string } } | undefined;
      if (body?.food) answers.push(body.food.name);
    }
  });
  return answers;
}

const stored = (page: Page) =>
  page.evaluate(() => [
    localStorage.getItem('platter_progress'),
    localStorage.getItem('platter_streak'),
    localStorage.getItem('platter_hints'),
  ]);

test(
  'practice plays random dishes, wins and gives up, and changes no progress, streak, ' + 'statistics or completion',
  async ({ page }) => {
    const answers = watchAnswers(page);
    const completions: string[] = [];
    page.on('request', (r) => r.url().includes('/api/public/challenge-complete') && completions.push(r.url()));
    await openAt(page, '/');
    await settleFirstVisit(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Practice' }).click();
    await expect(page.getByRole('heading', { name: 'Practice', level: 1 })).toBeVisible();
    const before = await stored(page);
    const input = page.getByRole('combobox', { name: 'Guess a dish' });
    await expect(input).toBeEnabled();
    await expect.poll(() => answers.length).toBe(1);
    const answer = answers[0]!;
    const wrong = content().foods.find((f) => f.name !== answer)!.name;
    await input.fill(wrong);
    await input.press('Enter');
    await expect(page.locator(`tr[data-guess="${wrong}"]`)).toHaveCount(1);
    await input.fill(answer);
    await input.press('Enter');
    await expect(page.getByRole('heading', { name: 'You Guessed the Recipe in 2 tries!' })).toBeVisible();
    await expect(page.getByText(/You and .* others/)).toHaveCount(0);

    await page.getByRole('button', { name: 'New dish' }).click();
    await expect.poll(() => answers.length).toBe(2);
    expect(answers[1]).not.toBe(answer);
    await expect(page.locator('tr[data-guess]')).toHaveCount(0);
    await input.fill(answers[1] === wrong ? answer : wrong);
    await input.press('Enter');
    await expect(page.locator('tr[data-guess]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Give Up' }).click();
    await page.getByRole('button', { name: 'Are you sure?' }).click();
    await expect(page.getByRole('heading', { name: 'The Answer Was:' })).toBeVisible();
    // The name shows more than once (the answer, the description's lead), and for some dishes the first copy in
    // the page is a hidden one: the first visible one, whichever dish the round drew.
    await expect(page.getByText(answers[1]!, { exact: true }).filter({ visible: true }).first()).toBeVisible();

    // Nothing was kept and nothing was sent.
    expect(await stored(page)).toEqual(before);
    await page.waitForTimeout(500);
    expect(completions).toEqual([]);
    await page.getByRole('button', { name: 'Settings menu' }).click();
    await page.getByRole('button', { name: 'Stats' }).click();
    const stats = page.getByRole('dialog', { name: 'Statistics' });
    await expect(stats.locator('.stats-figures')).toContainText('0Played');
    await expect(stats.locator('.stats-figures')).toContainText('0Current streak');
  },
);
