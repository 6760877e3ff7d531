/**
 * The design pass of issue #12: on a phone older guesses shrink to strips and a hint
 * unlocked by a wrong guess shows where the player is looking; How to Play fits one
 * screen and hands focus to the input; no word in the board breaks inside itself.
 */
import type { Page } from '@playwright/test';
import { answerOf, content, wrongFoods } from './support/content.ts';
import { DAY, expect, guess, openAt, openGame, test } from './support/fixtures.ts';

const answer = answerOf(DAY.today);

/** Words of the board's cells that the layout split over two lines. */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('.board')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(m[0]);
      }
    }
    return broken;
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

  test('older guesses are compact strips that open on a tap, and an unlocked hint is in view', async ({ page }) => {
    const wrong = wrongFoods(answer, 3);
    await openGame(page);
    await guess(page, wrong[0]!.name);
    await guess(page, wrong[1]!.name);
    // Two wrong guesses unlock the first hint: the player sees it without scrolling.
    await expect(page.getByRole('button', { name: 'Reveal Texture' })).toBeInViewport();
    await guess(page, wrong[2]!.name);
    const oldest = page.locator(`tr[data-guess="${wrong[0]!.name}"]`);
    const newest = page.locator(`tr[data-guess="${wrong[2]!.name}"]`);
    await expect(oldest).toHaveClass(/compact/);
    await expect(newest).not.toHaveClass(/compact/);
    // The input and the whole of the newest row are in view after a guess.
    await expect(page.getByRole('combobox', { name: 'Guess a dish' })).toBeInViewport();
    await expect(newest).toBeInViewport({ ratio: 0.99 });
    const strip = (await oldest.boundingBox())!.height;
    const card = (await newest.boundingBox())!.height;
    expect(strip).toBeLessThan(card / 2);
    const toggle = oldest.getByRole('button', { name: wrong[0]!.name });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await oldest.locator('td').nth(3).tap();
    await expect(oldest).not.toHaveClass(/compact/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.tap();
    await expect(oldest).toHaveClass(/compact/);
    // A region reads in full for screen readers, abbreviated only on a strip.
    const region = oldest.locator('td[data-label="Regions"] .region-short').first();
    if (await region.count()) await expect(region).toHaveAttribute('aria-hidden', 'true');
  });

  test('How to Play fits one screen, keeps the full rules a tap away, and closing it puts focus in the input', async ({
    page,
  }) => {
    await openAt(page, '/');
    const rules = page.getByRole('dialog', { name: 'How to Play' });
    await expect(rules).toBeVisible();
    const start = rules.getByRole('button', { name: 'Let’s play' });
    await expect(start).toBeInViewport();
    const body = rules.locator('.modal-body');
    expect(await body.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    await rules.getByText('All the rules, category by category').tap();
    await expect(rules.getByRole('heading', { name: 'The categories' })).toBeVisible();
    await start.tap();
    await expect(rules).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Guess a dish' })).toBeFocused();
  });
});

for (const width of [1280, 820]) {
  test(`no word in the board breaks across lines at ${width} px, and an overflowing board says it scrolls`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openGame(page);
    for (const f of wrongFoods(answer, 6)) await guess(page, f.name);
    expect(await brokenWords(page)).toEqual([]);
    const scroll = page.locator('.board-scroll');
    const overflows = await scroll.evaluate((el) => el.scrollWidth > el.clientWidth);
    if (overflows) {
      // The right edge shows a shadow while there is more to see (a scroll-attached gradient).
      expect(await scroll.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('radial-gradient');
    }
    // The column headers stay in view while the board scrolls.
    await scroll.evaluate((el) => el.scrollBy(0, el.scrollHeight));
    await expect(page.locator('.board thead th').nth(1)).toBeInViewport();
  });
}

test('search forgives a typo and lists names that start with the text first', async ({ page }) => {
  await openGame(page);
  const input = page.getByRole('combobox', { name: 'Guess a dish' });
  const target = content()
    .foods.map((f) => f.name)
    .find((n) => /^[A-Za-z]{5,9}$/.test(n) && n !== answer.name)!;
  const middle = Math.floor(target.length / 2);
  const typo = (
    target.slice(0, middle) +
    (target[middle]!.toLowerCase() === 'x' ? 'q' : 'x') +
    target.slice(middle + 1)
  ).toLowerCase();
  await input.fill(typo);
  await expect(page.getByRole('option', { name: target, exact: true })).toBeVisible();

  const prefix = target.slice(0, 2).toLowerCase();
  await input.fill(prefix);
  await expect(page.getByRole('option').first()).toBeVisible();
  const fold = (t: string) =>
    t
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const listed = (await page.getByRole('option').allTextContents()).map((t) => fold(t.split(' · ')[0]!));
  const firstOther = listed.findIndex((n) => !n.startsWith(prefix));
  if (firstOther >= 0) expect(listed.slice(firstOther).filter((n) => n.startsWith(prefix))).toEqual([]);
  expect(listed[0]!.startsWith(prefix)).toBe(true);
});
