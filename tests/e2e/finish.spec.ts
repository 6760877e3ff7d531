/**
 * The finish of a day (issue #29): on one screen of a phone and of a desktop; yesterday's
 * answer named only to a player who finished yesterday; the coach's figures, which must
 * be core/feedback.ts's own; hard mode, marked in the share text and the statistics.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SCORED_CATEGORIES } from '../../core/categories.ts';
import { coachReport, stillFit } from '../../core/feedback.ts';
import { HARD_MARK } from '../../core/share.ts';
import { answerOf, content, dates, expectedRow, wrongFoods } from './support/content.ts';
import { DAY, expect, guess, openGame, test } from './support/fixtures.ts';

test.use({ reducedMotion: 'reduce' });

const answer = answerOf(DAY.today);
const yesterday = dates()[DAY.number - 2]!;

/** The rows of `guesses` as the board shows them against today's answer. */
const shown = (guesses: readonly (typeof answer)[]) =>
  guesses.map((g) => ({ guess: g, colors: SCORED_CATEGORIES.map((f) => expectedRow(g, answer)[f].color) }));

/** The bottom of an element, in px from the top of the page scrolled to the top. */
async function bottomOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((el) => {
    window.scrollTo(0, 0);
    return el.getBoundingClientRect().bottom;
  });
}

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test.describe(`at ${width}x${height}`, () => {
    test.use({ viewport: { width, height }, hasTouch: width < 600 });

    test('the finish fits the first screen: picture, name, result, streak, Share and the countdown', async ({
      page,
    }) => {
      await openGame(page);
      await guess(page, wrongFoods(answer, 1)[0]!.name);
      await guess(page, answer.name);
      const finish = page.getByTestId('finish');
      await expect(finish.getByRole('heading', { name: 'You Guessed the Recipe in 2 tries!' })).toBeVisible();
      await expect(finish.locator('.results-name')).toHaveText(answer.name);
      await expect(finish.getByTestId('result-line')).not.toBeEmpty();
      // The streak grew with this win: it ticks up to 1.
      await expect(finish.getByTestId('finish-streak')).toContainText('1 day in a row');
      await expect(finish.getByRole('button', { name: 'Share Results' })).toBeVisible();
      await expect(finish.getByText(/^\d\d:\d\d:\d\d$/)).toBeVisible();
      for (const part of ['.results-img', '.results-name', '.finish-buttons', '.finish-next'])
        expect(await bottomOf(page, `[data-testid="finish"] ${part}`), part).toBeLessThanOrEqual(height);
    });

    test('a give-up fits the first screen too', async ({ page }) => {
      await openGame(page);
      await guess(page, wrongFoods(answer, 1)[0]!.name);
      await page.getByRole('button', { name: 'Give Up' }).click();
      await page.getByRole('button', { name: 'Are you sure?' }).click();
      await expect(page.getByRole('heading', { name: 'The Answer Was:' })).toBeVisible();
      await expect(page.getByTestId('result-line')).toHaveText('Gave up after 1 try.');
      for (const part of ['.results-img', '.finish-buttons', '.finish-next'])
        expect(await bottomOf(page, `[data-testid="finish"] ${part}`), part).toBeLessThanOrEqual(height);
    });
  });
}

test("yesterday's answer is named only to a player who finished yesterday; others get a link to play it", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await openGame(page);
  await guess(page, answer.name);
  const aside = page.getByRole('complementary', { name: "Yesterday's dish" });
  await expect(aside.getByRole('link')).toHaveAttribute('href', `/archive/${DAY.number - 1}`);
  await expect(aside).toContainText(`Play Day #${DAY.number - 1}`);
  await expect(page.locator('main')).not.toContainText(answerOf(yesterday).name);
  // Not even fetched.
  expect(asked).not.toContain(`/api/public/daily-challenge/${yesterday}`);

  // Once yesterday is finished (from the archive), its answer is named.
  await page.goto(`/archive/${DAY.number - 1}`);
  await guess(page, answerOf(yesterday).name);
  await expect(page.getByRole('heading', { name: 'You Guessed the Recipe in 1 try!' })).toBeVisible();
  await page.goto('/');
  await expect(aside).toContainText(answerOf(yesterday).name);
});

test("the coach shows core's own figures after the finish, never during play", async ({ page }) => {
  const wrong = wrongFoods(answer, 2);
  await openGame(page);
  for (const w of wrong) await guess(page, w.name);
  await expect(page.getByTestId('coach-path')).toHaveCount(0);
  await guess(page, answer.name);

  const ctx = { relations: content().relations };
  const report = coachReport(content().foods, shown([...wrong, answer]), answer, ctx);
  // The path is stillFit after each guess, from every dish.
  const path = [
    content().foods.length,
    ...[1, 2, 3].map((n) => stillFit(content().foods, shown([...wrong, answer].slice(0, n)), ctx).length),
  ];
  expect(report.path).toBe(path.join(' → '));

  const coach = page.getByRole('region', { name: 'How you narrowed it down' });
  await coach.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('coach-path')).toHaveText(report.path);
  const steps = page.getByTestId('coach-step');
  await expect(steps).toHaveCount(3);
  for (const [i, step] of report.steps.entries()) {
    const row = steps.nth(i);
    await expect(row).toHaveAttribute('data-guess', step.guess);
    await expect(row.getByTestId('coach-left')).toHaveText(
      step.left === 1 ? '1 dish still fitted' : `${step.left} dishes still fitted`,
    );
    if (step.best && step.left > 1 && step.best.left < step.left)
      await expect(row.getByTestId('coach-best')).toContainText(step.best.name);
  }
  await expect(steps.last().getByTestId('coach-best')).toHaveText('You named it.');
  await expectNoSeriousViolations(page, 'results with the coach');
});

test.describe('hard mode', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test(
    'chosen before the first guess: no hints, no still-fit count; marked in the share text ' + 'and the statistics',
    async ({ page }) => {
      const [wrong1, wrong2] = wrongFoods(answer, 2);
      await openGame(page);
      const hard = page.getByRole('checkbox', { name: /Hard mode/ });
      await hard.check();
      await expectNoSeriousViolations(page, 'hard mode chosen');
      await guess(page, wrong1!.name);
      // Fixed once the day has begun.
      await expect(hard).toHaveCount(0);
      await guess(page, wrong2!.name);
      await expect(page.locator('.hints')).toHaveCount(0);
      await expect(page.getByTestId('hard-mode-on')).toBeVisible();
      // The still-fit option changes nothing in hard mode.
      await page.evaluate(() => {
        const raw = JSON.parse(localStorage.getItem('platter_preferences')!);
        raw.data.showStillFit = true;
        localStorage.setItem('platter_preferences', JSON.stringify(raw));
      });
      await page.reload();
      await expect(page.locator('tr[data-guess]')).toHaveCount(2);
      await expect(page.getByTestId('row-fit')).toHaveCount(0);
      await expect(page.locator('.hints')).toHaveCount(0);

      await guess(page, answer.name);
      await page.getByRole('button', { name: 'Share Results' }).click();
      await expect(page.getByText('Results copied to clipboard!')).toBeVisible();
      const text = await page.evaluate(() => navigator.clipboard.readText());
      expect(text.split('\n')[0]).toBe(`Platter Day #${DAY.number} 3/∞ ${HARD_MARK}`);
      await expect(page.getByTestId('result-line')).toContainText('Hard mode');

      await page.getByRole('button', { name: 'Your statistics', exact: true }).click();
      const stats = page.getByRole('dialog', { name: 'Statistics' });
      await expect(stats.getByTestId('stats-hard')).toContainText('1 win in hard mode');
    },
  );
});
