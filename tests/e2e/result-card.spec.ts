/**
 * A shared result's link in real Chromium: /r/<id> shows the day, the colour grid, the
 * tries, hard mode and the streak with Open Graph and Twitter card tags, its og:image is a
 * 1200×630 PNG, neither names today's dish nor shows its icon, and its button plays the day.
 */
import sharp from 'sharp';
import { answerOf } from './support/content.ts';
import { DAY, expect, openAt, settleFirstVisit, test } from './support/fixtures.ts';

test('a result card link unfolds without the dish, and its button plays the day', async ({ page, request }) => {
  const made = await request.post('/api/result-cards', {
    data: { date: DAY.today, rows: ['ryyrgrryg', 'yyggrgggg', 'ggggggggg'], solved: true, hard: false, streak: 2 },
  });
  expect(made.ok()).toBe(true);
  const { url } = (await made.json()) as { url: string };
  const path = new URL(url).pathname;
  expect(path).toMatch(/^\/r\/[A-Za-z0-9_-]{16}$/);

  await openAt(page, path);
  await expect(page).toHaveTitle(`Platter Day #${DAY.number}`);
  await expect(page.getByText('Solved in 3 tries')).toBeVisible();
  await expect(page.getByText('Streak: 2 days')).toBeVisible();
  await expect(page.locator('.grid .row')).toHaveCount(3);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toBe(`${url}/card.png`);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

  // Neither the page nor its metadata names the dish or shows its icon.
  const answer = answerOf(DAY.today);
  const html = await page.content();
  for (const word of [answer.name, answer.slug, ...(answer.icon ? [answer.icon] : [])])
    expect(html.toLowerCase()).not.toContain(word.toLowerCase());
  expect(await page.locator('img').count()).toBe(0);

  // The preview picture: a 1200×630 PNG.
  const png = await request.get(new URL(image!).pathname);
  expect(png.headers()['content-type']).toBe('image/png');
  const meta = await sharp(await png.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);

  // The button plays the day.
  await page.getByRole('link', { name: `Play Day #${DAY.number}` }).click();
  await settleFirstVisit(page);
  await expect(page.getByRole('combobox', { name: 'Guess a dish' })).toBeEnabled();
});
